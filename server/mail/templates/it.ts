import type { LocaleTexts } from "./types";

const topics = {
  login_alerts: "gli avvisi di accesso sono attivi",
  translation_finished: "le notifiche di traduzione sono attive",
  usage_limits: "le notifiche sul limite di utilizzo sono attive",
};

export const it: LocaleTexts = {
  greeting: (name) => (name ? `Ciao ${name},` : "Buongiorno,"),
  linkFallback: "Se il pulsante non funziona, copia questo indirizzo nel browser:",
  signature: "Il team di Polysub",
  optOut: (topic, link) =>
    `Ricevi questa email perché ${topics[topic]}. Per disattivarli, apri le impostazioni delle notifiche: ${link}`,
  verify_email: ({ link, hours }) => ({
    subject: "Conferma il tuo indirizzo email",
    paragraphs: [
      "Benvenuto su Polysub! Conferma il tuo indirizzo email per completare la creazione dell'account.",
      `Questo link è valido per ${hours} ore. Se non hai creato un account, ignora questa email.`,
    ],
    action: { label: "Conferma il mio indirizzo email", url: link },
  }),
  password_reset: ({ link, minutes }) => ({
    subject: "Reimposta la password",
    paragraphs: [
      "È stata richiesta la reimpostazione della password del tuo account Polysub.",
      `Questo link è valido per ${minutes} minuti e funziona una sola volta. Se non l'hai richiesto tu, ignora questa email: la password resta invariata.`,
    ],
    action: { label: "Scegli una nuova password", url: link },
  }),
  email_change_confirm: ({ link, hours, currentEmail }) => ({
    subject: "Conferma il tuo nuovo indirizzo email",
    paragraphs: [
      `L’account Polysub di ${currentEmail} ha chiesto di usare d’ora in poi questo indirizzo. Il cambio avviene quando lo confermi qui, in un browser in cui hai effettuato l’accesso a quell’account (accedi prima, se la pagina lo chiede).`,
      `Questo link è valido per ${hours} ore. Se non conosci questo account, ignora questa email e non aprire il link: non cambia nulla.`,
    ],
    action: { label: "Conferma il nuovo indirizzo", url: link },
  }),
  email_change_requested: ({ newEmail, hours, approveLink, securityLink }) =>
    approveLink
      ? {
          subject: "Approva il cambio del tuo indirizzo email",
          paragraphs: [
            `Qualcuno connesso al tuo account Polysub ha chiesto di cambiarne l’indirizzo in ${newEmail}. Non cambia nulla finché non lo approvi con questo link, valido per ${hours} ore.`,
            `Se non sei stato tu, non aprire il link e disconnetti le tue sessioni dalle impostazioni di sicurezza: ${securityLink}`,
          ],
          action: { label: "Approva il cambio", url: approveLink },
        }
      : {
          subject: "Il tuo indirizzo email sta per cambiare",
          paragraphs: [
            `È stato chiesto di cambiare l’indirizzo del tuo account Polysub in ${newEmail}. Il tuo account mantiene questo indirizzo finché il link inviato a ${newEmail} non viene aperto (entro ${hours} ore).`,
            "Se non sei stato tu, cambia la password e disconnetti le tue sessioni dalle impostazioni di sicurezza.",
          ],
          action: { label: "Vedi le impostazioni di sicurezza", url: securityLink },
        },
  account_action_link: ({ action, link, minutes, securityLink }) =>
    action === "delete"
      ? {
          subject: "Conferma l’eliminazione del tuo account",
          paragraphs: [
            "Qualcuno che ha effettuato l’accesso al tuo account Polysub ha chiesto di eliminarlo, con i suoi file, le traduzioni e le sessioni. Non viene eliminato nulla finché non lo confermi con questo link.",
            `Il link è valido per ${minutes} minuti. Se non sei stato tu, non aprirlo e disconnetti le sessioni dalle impostazioni di sicurezza: ${securityLink}`,
          ],
          action: { label: "Elimina il mio account", url: link },
        }
      : {
          subject: "Conferma l’attivazione dell’autenticazione a due fattori",
          paragraphs: [
            "Qualcuno che ha effettuato l’accesso al tuo account Polysub ha configurato l’autenticazione a due fattori con un’app di autenticazione. Una volta attiva, ogni accesso chiede un codice di quell’app. Resta disattivata finché non la confermi con questo link.",
            `Il link è valido per ${minutes} minuti. Se non sei stato tu, non aprirlo: qualcuno potrebbe chiuderti fuori dal tuo account. Disconnetti le sessioni dalle impostazioni di sicurezza: ${securityLink}`,
          ],
          action: { label: "Attiva l’autenticazione a due fattori", url: link },
        },
  password_changed: ({ when, device, ip, resetLink }) => ({
    subject: "La tua password è stata cambiata",
    paragraphs: [
      `La password del tuo account Polysub è stata cambiata il ${when}.`,
      `Dispositivo: ${device}. Indirizzo: ${ip}.`,
      "Se sei stato tu, non devi fare nulla. Altrimenti qualcun altro sta usando il tuo account: scegli una nuova password con il pulsante qui sotto (il link arriva a questo indirizzo), che disconnette tutti i dispositivi, poi controlla le impostazioni di sicurezza.",
    ],
    action: { label: "Scegli una nuova password", url: resetLink },
  }),
  login_alert: ({ when, device, ip, securityLink }) => ({
    subject: "Nuovo accesso al tuo account",
    paragraphs: [
      `È stato effettuato un accesso al tuo account da un nuovo dispositivo il ${when}.`,
      `Dispositivo: ${device}. Indirizzo: ${ip}.`,
      "Se sei stato tu, non devi fare nulla. Altrimenti cambia la password e disconnetti quel dispositivo dalle impostazioni di sicurezza.",
    ],
    action: { label: "Controlla le mie sessioni", url: securityLink },
  }),
  translation_finished: ({ filename, source, target, status, error, link }) =>
    status === "completed"
      ? {
          subject: `La traduzione di ${filename} è pronta`,
          paragraphs: [`La traduzione di ${filename} (${source} → ${target}) è terminata.`],
          action: { label: "Apri la traduzione", url: link },
        }
      : {
          subject: `La traduzione di ${filename} non è riuscita`,
          paragraphs: [
            `Non è stato possibile completare la traduzione di ${filename} (${source} → ${target}).`,
            ...(error ? [`Motivo: ${error}`] : []),
            "Puoi riavviarla dalla cronologia.",
          ],
          action: { label: "Apri la cronologia", url: link },
        },
  usage_limit: ({ percent, used, limit, period, unit, pricingLink }) => {
    const [all, of, noun] =
      unit === "characters" ? ["tutti i", "dei", "caratteri"] : ["tutte le", "delle", "traduzioni"];
    const span = period === "day" ? "oggi" : "questo mese";
    return percent === 100
      ? {
          subject: "Hai raggiunto il limite del tuo piano",
          paragraphs: [
            `Hai usato ${all} ${limit} ${noun} che il tuo piano consente ${span}.`,
            `Potrai fare nuove traduzioni ${period === "day" ? "domani" : "il mese prossimo"}, oppure subito con un piano a pagamento.`,
          ],
          action: { label: "Vedi i piani", url: pricingLink },
        }
      : {
          subject: `Hai usato il ${percent}% ${of} ${noun} del tuo piano`,
          paragraphs: [`Hai usato ${used} ${of} ${limit} ${noun} che il tuo piano consente ${span}.`],
          action: { label: "Vedi i piani", url: pricingLink },
        };
  },
  contact_acknowledgement: ({ supportEmail }) => ({
    subject: "Abbiamo ricevuto il tuo messaggio",
    paragraphs: [
      "Grazie per averci scritto. Abbiamo ricevuto il tuo messaggio e ti risponderemo entro 24 ore, dal lunedì al venerdì, dalle 9:00 alle 18:00 (CET).",
      ...(supportEmail
        ? [`Per aggiungere qualcosa, rispondi a questa email o scrivi a ${supportEmail}.`]
        : []),
    ],
  }),
  gdpr_acknowledgement: ({ kind, days, privacyEmail }) => ({
    subject: `Abbiamo ricevuto la tua richiesta sui tuoi dati (${{ access: "accesso", rectification: "rettifica", erasure: "cancellazione", portability: "portabilità", objection: "opposizione" }[kind]})`,
    paragraphs: [
      "Abbiamo ricevuto la tua richiesta relativa ai tuoi dati personali. Il referente per la protezione dei dati verificherà che provenga da te e ti risponderà entro 72 ore.",
      `La richiesta sarà evasa al più tardi entro ${days} giorni, come previsto dal GDPR. Per aggiungere qualcosa, rispondi a questa email o scrivi a ${privacyEmail}.`,
    ],
  }),
};
