import type { LocaleTexts } from "./types";

const topics = {
  login_alerts: "les alertes de connexion sont activées",
  translation_finished: "les notifications de traduction sont activées",
  usage_limits: "les notifications de limite d’utilisation sont activées",
};

export const fr: LocaleTexts = {
  greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
  linkFallback: "Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :",
  signature: "L’équipe Polysub",
  optOut: (topic, link) =>
    `Vous recevez cet e-mail parce que ${topics[topic]}. Pour les désactiver, ouvrez vos paramètres de notification : ${link}`,
  verify_email: ({ link, hours }) => ({
    subject: "Confirmez votre adresse e-mail",
    paragraphs: [
      "Bienvenue sur Polysub ! Confirmez votre adresse e-mail pour terminer la création de votre compte.",
      `Ce lien est valable ${hours} heures. Si vous n’avez pas créé de compte, ignorez cet e-mail.`,
    ],
    action: { label: "Confirmer mon adresse e-mail", url: link },
  }),
  password_reset: ({ link, minutes }) => ({
    subject: "Réinitialisez votre mot de passe",
    paragraphs: [
      "Une demande de réinitialisation du mot de passe de votre compte Polysub a été faite.",
      `Ce lien est valable ${minutes} minutes et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.`,
    ],
    action: { label: "Choisir un nouveau mot de passe", url: link },
  }),
  email_change_confirm: ({ link, hours, currentEmail }) => ({
    subject: "Confirmez votre nouvelle adresse e-mail",
    paragraphs: [
      `Le compte Polysub de ${currentEmail} a demandé à utiliser cette adresse désormais. Le changement a lieu quand vous le confirmez ici, dans un navigateur connecté à ce compte (connectez-vous d’abord si la page le demande).`,
      `Ce lien est valable ${hours} heures. Si vous ne connaissez pas ce compte, ignorez cet e-mail et n’ouvrez pas le lien : rien ne change.`,
    ],
    action: { label: "Confirmer ma nouvelle adresse", url: link },
  }),
  email_change_requested: ({ newEmail, hours, approveLink, securityLink }) =>
    approveLink
      ? {
          subject: "Approuvez le changement de votre adresse e-mail",
          paragraphs: [
            `Une personne connectée à votre compte Polysub a demandé à remplacer son adresse par ${newEmail}. Rien ne change tant que vous ne l’approuvez pas avec ce lien, valable ${hours} heures.`,
            `Si ce n’était pas vous, n’ouvrez pas le lien et déconnectez vos sessions depuis vos paramètres de sécurité : ${securityLink}`,
          ],
          action: { label: "Approuver le changement", url: approveLink },
        }
      : {
          subject: "Votre adresse e-mail va changer",
          paragraphs: [
            `Le remplacement de l’adresse de votre compte Polysub par ${newEmail} a été demandé. Votre compte garde cette adresse tant que le lien envoyé à ${newEmail} n’est pas ouvert (sous ${hours} heures).`,
            "Si ce n’était pas vous, changez votre mot de passe et déconnectez vos sessions depuis vos paramètres de sécurité.",
          ],
          action: { label: "Voir mes paramètres de sécurité", url: securityLink },
        },
  account_action_link: ({ action, link, minutes, securityLink }) =>
    action === "delete"
      ? {
          subject: "Confirmez la suppression de votre compte",
          paragraphs: [
            "Une personne connectée à votre compte Polysub a demandé sa suppression, avec ses fichiers, traductions et sessions. Rien n’est supprimé tant que vous ne l’avez pas confirmée avec ce lien.",
            `Le lien est valable ${minutes} minutes. Si ce n’était pas vous, ne l’ouvrez pas, et déconnectez vos sessions depuis vos paramètres de sécurité : ${securityLink}`,
          ],
          action: { label: "Supprimer mon compte", url: link },
        }
      : {
          subject: "Confirmez l’activation de la double authentification",
          paragraphs: [
            "Une personne connectée à votre compte Polysub a configuré la double authentification avec une application d’authentification. Une fois activée, chaque connexion demande un code de cette application. Elle reste désactivée tant que vous ne l’avez pas confirmée avec ce lien.",
            `Le lien est valable ${minutes} minutes. Si ce n’était pas vous, ne l’ouvrez pas : on pourrait vous empêcher d’accéder à votre compte. Déconnectez vos sessions depuis vos paramètres de sécurité : ${securityLink}`,
          ],
          action: { label: "Activer la double authentification", url: link },
        },
  password_changed: ({ when, device, ip, resetLink }) => ({
    subject: "Votre mot de passe a été changé",
    paragraphs: [
      `Le mot de passe de votre compte Polysub a été changé le ${when}.`,
      `Appareil : ${device}. Adresse : ${ip}.`,
      "Si c’était vous, il n’y a rien à faire. Sinon, quelqu’un d’autre utilise votre compte : choisissez un nouveau mot de passe avec le bouton ci-dessous (le lien arrive à cette adresse), ce qui déconnecte tous les appareils, puis vérifiez vos paramètres de sécurité.",
    ],
    action: { label: "Choisir un nouveau mot de passe", url: resetLink },
  }),
  login_alert: ({ when, device, ip, securityLink }) => ({
    subject: "Nouvelle connexion à votre compte",
    paragraphs: [
      `Une connexion à votre compte a eu lieu depuis un nouvel appareil le ${when}.`,
      `Appareil : ${device}. Adresse : ${ip}.`,
      "Si c’était vous, il n’y a rien à faire. Sinon, changez votre mot de passe et déconnectez cet appareil depuis vos paramètres de sécurité.",
    ],
    action: { label: "Voir mes sessions", url: securityLink },
  }),
  translation_finished: ({ filename, source, target, status, error, link }) =>
    status === "completed"
      ? {
          subject: `Votre traduction de ${filename} est prête`,
          paragraphs: [`La traduction de ${filename} (${source} → ${target}) est terminée.`],
          action: { label: "Ouvrir la traduction", url: link },
        }
      : {
          subject: `La traduction de ${filename} a échoué`,
          paragraphs: [
            `La traduction de ${filename} (${source} → ${target}) n’a pas pu aboutir.`,
            ...(error ? [`Raison : ${error}`] : []),
            "Vous pouvez la relancer depuis votre historique.",
          ],
          action: { label: "Ouvrir mon historique", url: link },
        },
  usage_limit: ({ percent, used, limit, period, unit, pricingLink }) => {
    const noun = unit === "characters" ? "caractères" : "traductions";
    const span = period === "day" ? "aujourd’hui" : "ce mois-ci";
    return percent === 100
      ? {
          subject: "Vous avez atteint la limite de votre forfait",
          paragraphs: [
            `Vous avez utilisé les ${limit} ${noun} que votre forfait permet ${span}.`,
            `De nouvelles traductions seront possibles ${period === "day" ? "demain" : "le mois prochain"}, ou tout de suite avec un forfait payant.`,
          ],
          action: { label: "Voir les forfaits", url: pricingLink },
        }
      : {
          subject: `Vous avez utilisé ${percent} % des ${noun} de votre forfait`,
          paragraphs: [`Vous avez utilisé ${used} des ${limit} ${noun} que votre forfait permet ${span}.`],
          action: { label: "Voir les forfaits", url: pricingLink },
        };
  },
  contact_acknowledgement: ({ supportEmail }) => ({
    subject: "Nous avons bien reçu votre message",
    paragraphs: [
      "Merci de nous avoir écrit. Nous avons bien reçu votre message et nous vous répondrons sous 24 heures, du lundi au vendredi, de 9 h à 18 h (CET).",
      ...(supportEmail
        ? [`Pour ajouter une précision, répondez à cet e-mail ou écrivez à ${supportEmail}.`]
        : []),
    ],
  }),
  gdpr_acknowledgement: ({ kind, days, privacyEmail }) => ({
    subject: `Nous avons bien reçu votre demande relative à vos données (${{ access: "accès", rectification: "rectification", erasure: "effacement", portability: "portabilité", objection: "opposition" }[kind]})`,
    paragraphs: [
      "Nous avons bien reçu votre demande concernant vos données personnelles. Le contact chargé de la protection des données vérifiera qu’elle vient bien de vous et vous répondra sous 72 heures.",
      `La demande elle-même sera traitée au plus tard sous ${days} jours, comme le prévoit le RGPD. Pour ajouter une précision, répondez à cet e-mail ou écrivez à ${privacyEmail}.`,
    ],
  }),
};
