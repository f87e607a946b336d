import type { LegalFacts, LegalTexts } from "./types";

export default (f: LegalFacts): LegalTexts => ({
  privacy: {
    intro:
      "Cette politique explique ce que Polysub traite lorsque vous l’utilisez, pourquoi, où c’est conservé et pendant combien de temps. Polysub ne vend rien aux annonceurs et n’utilise ni mesure d’audience ni pistage.",
    sections: [
      {
        heading: "Responsable du traitement",
        blocks: [
          `L’exploitant de ce service Polysub est responsable du traitement de vos données personnelles. Vos questions sur vos données vont au contact protection des données, ${f.email}, qui répond sous ${f.replyHours} heures.`,
        ],
      },
      {
        heading: "Ce que nous traitons",
        blocks: [
          [
            "Les fichiers de sous-titres que vous envoyez, leur nom et leur texte, et les traductions qui en sont faites.",
            "Un identifiant d’appareil aléatoire, créé par votre navigateur à la première visite et envoyé avec chaque requête, pour que seul votre appareil voie vos fichiers. Ce n’est pas un cookie et il ne dit rien de vous.",
            "Votre adresse IP et votre identifiant d’appareil, pour compter les fichiers de la limite quotidienne du plan gratuit.",
            "Avec un compte : votre nom, votre adresse e-mail, une empreinte de votre mot de passe (jamais le mot de passe lui-même), vos sessions (appareil, adresse IP, dates), vos réglages de double authentification, votre plan et vos préférences.",
            "Avec un abonnement : le prestataire de paiement (Stripe) gère votre carte ; nous ne recevons que le plan, l’état et les dates de l’abonnement.",
            "Les messages que vous nous envoyez par le formulaire de contact.",
          ],
        ],
      },
      {
        heading: "Pourquoi",
        blocks: [
          "Pour traduire et exporter vos fichiers (exécution du service que vous demandez), pour garder le service sûr et éviter les abus (intérêt légitime) et pour facturer les abonnements (contrat et obligations comptables). Vos données ne servent jamais à la publicité ni au profilage.",
        ],
      },
      {
        heading: "Services de traduction",
        blocks: [
          "Pour traduire un fichier, le texte de ses sous-titres — ni son nom, ni votre identité — est envoyé au service que vous choisissez : MyMemory (Translated, Italie), DeepL (DeepL SE, Allemagne) ou OpenAI (États-Unis, dans le cadre des clauses contractuelles types de la Commission européenne) ou le serveur compatible configuré par l’exploitant. Ils ne traitent ce texte que pour rendre la traduction.",
        ],
      },
      {
        heading: "Durées de conservation",
        blocks: [
          [
            `Fichiers envoyés et résultats traduits : supprimés ${f.fileDays} jours après l’envoi, ou aussitôt que vous les supprimez.`,
            `Historique des traductions d’un compte : ${f.freeHistoryDays} jours avec le plan gratuit, ${f.premiumHistoryDays} jours avec Premium et, avec Pro, tant que le compte existe.`,
            `Historique d’un visiteur : sur le serveur, lié à l’identifiant d’appareil, pendant ${f.freeHistoryDays} jours (comme avec le plan gratuit) ; sur votre appareil, jusqu’à ce que vous le supprimiez.`,
            "Données du compte : tant que le compte existe. Supprimer le compte le supprime aussitôt, avec ses fichiers, ses traductions et ses sessions, et résilie tout abonnement.",
            "Messages de contact : le temps nécessaire pour traiter votre demande.",
          ],
        ],
      },
      {
        heading: "Sur votre appareil",
        blocks: [
          "Vos fichiers, votre historique de traductions et vos préférences sont conservés dans l’IndexedDB de votre navigateur, votre thème et votre langue d’interface dans son localStorage, pour que l’application fonctionne hors ligne. La page cookies et stockage liste chaque élément.",
        ],
      },
      {
        heading: "Sécurité",
        blocks: [
          "Les mots de passe ne sont conservés que sous forme d’empreinte coûteuse en mémoire (Argon2id). Les liens de réinitialisation de mot de passe et de vérification d’e-mail ne servent qu’une fois et expirent. Chaque appareil ne voit que ses propres fichiers, chaque compte que les siens.",
        ],
      },
      {
        heading: "Vos droits",
        blocks: [
          "Vous pouvez accéder à vos données, les corriger, les exporter, les supprimer et vous opposer à leur traitement. La page RGPD explique comment.",
        ],
      },
    ],
  },
  terms: {
    intro: "Ces conditions régissent l’utilisation de Polysub. En utilisant le service, vous les acceptez.",
    sections: [
      {
        heading: "Le service",
        blocks: [
          "Polysub vérifie des fichiers de sous-titres, les traduit avec des services de traduction automatique et les exporte dans plusieurs formats et encodages. Une traduction automatique peut se tromper : relisez le résultat avant de le publier.",
        ],
      },
      {
        heading: "Plans et limites",
        blocks: [
          `Le plan gratuit, avec ou sans compte, permet ${f.freeFilesPerDay} fichiers par jour, jusqu’à ${f.freeSubtitles} sous-titres par fichier, le service MyMemory et les formats SRT et VTT. Premium et Pro lèvent ces limites et ajoutent des services et des formats, comme le décrit la page des tarifs.`,
        ],
      },
      {
        heading: "Vos contenus",
        blocks: [
          "Vous gardez tous les droits sur vos fichiers. Vous confirmez avoir le droit de les faire traduire. Vous nous autorisez seulement ce dont le service a besoin : les conserver, envoyer leur texte au service de traduction choisi et vous rendre le résultat.",
        ],
      },
      {
        heading: "Utilisation acceptable",
        blocks: [
          [
            "N’envoyez pas de contenu illicite ni de contenu que vous n’avez pas le droit d’utiliser.",
            "N’essayez pas de contourner les limites des plans, d’accéder aux données d’autres utilisateurs ou de perturber le service.",
            "L’utilisation automatisée passe par l’API, dans ses limites.",
          ],
        ],
      },
      {
        heading: "Abonnements",
        blocks: [
          `Premium et Pro sont facturés au mois ou à l’année par Stripe, après un essai de ${f.trialDays} jours. Vous pouvez résilier à tout moment dans le portail de facturation ; la résiliation prend effet à la fin de la période déjà payée.`,
        ],
      },
      {
        heading: "Disponibilité et responsabilité",
        blocks: [
          "Nous faisons en sorte que le service reste disponible sans pouvoir garantir qu’il ne s’arrête jamais ; la page d’état montre son état actuel. Dans les limites permises par la loi, nous ne sommes pas responsables des dommages indirects ni du contenu des traductions automatiques.",
        ],
      },
      {
        heading: "Modifications et droit applicable",
        blocks: [
          "Nous pouvons modifier ces conditions ; la date en haut de cette page change alors. Le droit du pays de l’exploitant s’applique, sans vous priver de la protection des règles impératives de votre pays.",
        ],
      },
    ],
  },
  cookies: {
    intro:
      "Polysub ne dépose aucun cookie. Il garde quelques éléments dans le stockage de votre navigateur pour que l’application fonctionne, hors ligne aussi. Aucun ne sert à la publicité ni à la mesure d’audience, et aucun n’est partagé.",
    sections: [
      {
        heading: "Cookies",
        blocks: [
          "Aucun. Les requêtes portent un identifiant d’appareil dans un en-tête, pas dans un cookie, et aucun script tiers n’est chargé.",
        ],
      },
      {
        heading: "IndexedDB (base « polysub »)",
        blocks: [
          [
            "Identifiant d’appareil : un identifiant aléatoire, pour que le serveur ne montre vos fichiers qu’à votre appareil.",
            "Fichiers : le résumé des fichiers que vous avez ouverts et leurs résultats traduits, pour les retrouver, hors ligne aussi.",
            "Traduction en cours et historique : les traductions en cours et terminées sur cet appareil.",
            "Préférences : vos derniers choix de langues, de service et de format d’export.",
          ],
        ],
      },
      {
        heading: "localStorage",
        blocks: [["language : la langue de l’interface.", "theme : clair, sombre ou comme le système."]],
      },
      {
        heading: "Cache hors ligne",
        blocks: [
          "Le service worker garde les fichiers de l’application elle-même (pages, scripts, styles, icônes) pour qu’elle s’ouvre sans connexion. Il ne contient aucune donnée personnelle.",
        ],
      },
      {
        heading: "Les supprimer",
        blocks: [
          "Supprimez les données du site dans les réglages de votre navigateur. Cela supprime aussi l’historique et les fichiers gardés sur cet appareil ; les fichiers sur le serveur sont supprimés selon leurs propres règles (voir la politique de confidentialité).",
        ],
      },
    ],
  },
  gdpr: {
    intro:
      "Le Règlement général sur la protection des données (RGPD) vous donne des droits sur vos données personnelles. Voici comment les exercer avec Polysub.",
    sections: [
      {
        heading: "Vos droits",
        blocks: [
          [
            "Accès : savoir ce que nous détenons sur vous et en obtenir une copie.",
            "Rectification : corriger des données inexactes.",
            "Effacement : faire supprimer vos données.",
            "Portabilité : recevoir vos données dans un format lisible par une machine.",
            "Opposition et limitation : vous opposer à un traitement ou le faire limiter.",
            "Retrait : retirer un consentement à tout moment.",
          ],
        ],
      },
      {
        heading: "Comment les exercer",
        blocks: [
          `Avec un compte, votre profil permet de télécharger toutes vos données (JSON, et vos fichiers dans un zip) et de supprimer votre compte. Pour toute autre demande, ou sans compte, écrivez à ${f.email} : vous recevez une réponse sous ${f.replyHours} heures et nous agissons dans un délai d’un mois au plus.`,
        ],
      },
      {
        heading: "Sans compte",
        blocks: [
          `Nous ne connaissons vos fichiers que par l’identifiant de votre appareil. Supprimer un fichier dans l’application le supprime aussitôt du serveur ; tout le reste est supprimé après ${f.fileDays} jours. Supprimer les données du site dans votre navigateur efface ce qui est gardé sur votre appareil.`,
        ],
      },
      {
        heading: "Réclamations",
        blocks: [
          "Vous pouvez adresser une réclamation à l’autorité de protection des données de votre pays ; en France, la CNIL (www.cnil.fr).",
        ],
      },
    ],
  },
});
