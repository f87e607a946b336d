import type { LocaleTexts } from "./types";

const topics = {
  login_alerts: "Anmeldewarnungen eingeschaltet sind",
  translation_finished: "Übersetzungsbenachrichtigungen eingeschaltet sind",
  usage_limits: "Benachrichtigungen zum Nutzungslimit eingeschaltet sind",
};

export const de: LocaleTexts = {
  greeting: (name) => (name ? `Hallo ${name},` : "Guten Tag,"),
  linkFallback: "Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:",
  signature: "Ihr Polysub-Team",
  optOut: (topic, link) =>
    `Sie erhalten diese E-Mail, weil ${topics[topic]}. Zum Ausschalten öffnen Sie Ihre Benachrichtigungseinstellungen: ${link}`,
  verify_email: ({ link, hours }) => ({
    subject: "Bestätigen Sie Ihre E-Mail-Adresse",
    paragraphs: [
      "Willkommen bei Polysub! Bitte bestätigen Sie Ihre E-Mail-Adresse, um die Einrichtung Ihres Kontos abzuschließen.",
      `Dieser Link ist ${hours} Stunden gültig. Wenn Sie kein Konto angelegt haben, können Sie diese E-Mail ignorieren.`,
    ],
    action: { label: "E-Mail-Adresse bestätigen", url: link },
  }),
  password_reset: ({ link, minutes }) => ({
    subject: "Setzen Sie Ihr Passwort zurück",
    paragraphs: [
      "Für Ihr Polysub-Konto wurde das Zurücksetzen des Passworts angefordert.",
      `Dieser Link ist ${minutes} Minuten gültig und funktioniert nur einmal. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.`,
    ],
    action: { label: "Neues Passwort wählen", url: link },
  }),
  email_change_confirm: ({ link, hours, currentEmail }) => ({
    subject: "Bestätigen Sie Ihre neue E-Mail-Adresse",
    paragraphs: [
      `Das Polysub-Konto von ${currentEmail} möchte künftig diese Adresse verwenden. Die Änderung erfolgt, sobald Sie sie hier bestätigen, in einem Browser, der bei diesem Konto angemeldet ist (melden Sie sich zuerst an, wenn die Seite danach fragt).`,
      `Dieser Link ist ${hours} Stunden gültig. Wenn Sie dieses Konto nicht kennen, ignorieren Sie diese E-Mail und öffnen Sie den Link nicht: Es ändert sich nichts.`,
    ],
    action: { label: "Neue Adresse bestätigen", url: link },
  }),
  email_change_requested: ({ newEmail, hours, approveLink, securityLink }) =>
    approveLink
      ? {
          subject: "Bestätigen Sie die Änderung Ihrer E-Mail-Adresse",
          paragraphs: [
            `Jemand, der bei Ihrem Polysub-Konto angemeldet ist, möchte dessen Adresse in ${newEmail} ändern. Es ändert sich nichts, bis Sie dies mit diesem Link bestätigen (${hours} Stunden gültig).`,
            `Wenn Sie das nicht waren, öffnen Sie den Link nicht und melden Sie Ihre Sitzungen in den Sicherheitseinstellungen ab: ${securityLink}`,
          ],
          action: { label: "Änderung bestätigen", url: approveLink },
        }
      : {
          subject: "Ihre E-Mail-Adresse wird geändert",
          paragraphs: [
            `Die Adresse Ihres Polysub-Kontos soll in ${newEmail} geändert werden. Ihr Konto behält diese Adresse, bis der an ${newEmail} gesendete Link geöffnet wird (innerhalb von ${hours} Stunden).`,
            "Wenn Sie das nicht waren, ändern Sie Ihr Passwort und melden Sie Ihre Sitzungen in den Sicherheitseinstellungen ab.",
          ],
          action: { label: "Sicherheitseinstellungen ansehen", url: securityLink },
        },
  account_action_link: ({ action, link, minutes, securityLink }) =>
    action === "delete"
      ? {
          subject: "Bestätigen Sie die Löschung Ihres Kontos",
          paragraphs: [
            "Jemand, der bei Ihrem Polysub-Konto angemeldet ist, hat dessen Löschung mit allen Dateien, Übersetzungen und Sitzungen beantragt. Es wird nichts gelöscht, bis Sie dies über diesen Link bestätigen.",
            `Der Link ist ${minutes} Minuten gültig. Wenn Sie das nicht waren, öffnen Sie ihn nicht und melden Sie Ihre Sitzungen in Ihren Sicherheitseinstellungen ab: ${securityLink}`,
          ],
          action: { label: "Mein Konto löschen", url: link },
        }
      : {
          subject: "Bestätigen Sie das Einschalten der Zwei-Faktor-Authentifizierung",
          paragraphs: [
            "Jemand, der bei Ihrem Polysub-Konto angemeldet ist, hat die Zwei-Faktor-Authentifizierung mit einer Authenticator-App eingerichtet. Danach verlangt jede Anmeldung einen Code aus dieser App. Sie bleibt aus, bis Sie sie über diesen Link bestätigen.",
            `Der Link ist ${minutes} Minuten gültig. Wenn Sie das nicht waren, öffnen Sie ihn nicht: Man könnte Sie aus Ihrem Konto aussperren. Melden Sie Ihre Sitzungen in Ihren Sicherheitseinstellungen ab: ${securityLink}`,
          ],
          action: { label: "Zwei-Faktor-Authentifizierung einschalten", url: link },
        },
  password_changed: ({ when, device, ip, resetLink }) => ({
    subject: "Ihr Passwort wurde geändert",
    paragraphs: [
      `Das Passwort Ihres Polysub-Kontos wurde am ${when} geändert.`,
      `Gerät: ${device}. Adresse: ${ip}.`,
      "Wenn Sie das waren, ist nichts zu tun. Andernfalls nutzt jemand anderes Ihr Konto: Wählen Sie mit der Schaltfläche unten ein neues Passwort (der Link kommt an diese Adresse), wodurch alle Geräte abgemeldet werden, und prüfen Sie danach Ihre Sicherheitseinstellungen.",
    ],
    action: { label: "Neues Passwort wählen", url: resetLink },
  }),
  login_alert: ({ when, device, ip, securityLink }) => ({
    subject: "Neue Anmeldung bei Ihrem Konto",
    paragraphs: [
      `Am ${when} wurde sich von einem neuen Gerät aus bei Ihrem Konto angemeldet.`,
      `Gerät: ${device}. Adresse: ${ip}.`,
      "Wenn Sie das waren, ist nichts zu tun. Andernfalls ändern Sie Ihr Passwort und melden Sie dieses Gerät in Ihren Sicherheitseinstellungen ab.",
    ],
    action: { label: "Meine Sitzungen ansehen", url: securityLink },
  }),
  translation_finished: ({ filename, source, target, status, error, link }) =>
    status === "completed"
      ? {
          subject: `Ihre Übersetzung von ${filename} ist fertig`,
          paragraphs: [`Die Übersetzung von ${filename} (${source} → ${target}) ist abgeschlossen.`],
          action: { label: "Übersetzung öffnen", url: link },
        }
      : {
          subject: `Die Übersetzung von ${filename} ist fehlgeschlagen`,
          paragraphs: [
            `Die Übersetzung von ${filename} (${source} → ${target}) konnte nicht abgeschlossen werden.`,
            ...(error ? [`Grund: ${error}`] : []),
            "Sie können sie in Ihrem Verlauf erneut starten.",
          ],
          action: { label: "Verlauf öffnen", url: link },
        },
  usage_limit: ({ percent, used, limit, period, unit, pricingLink }) => {
    const noun = unit === "characters" ? "Zeichen" : "Übersetzungen";
    const span = period === "day" ? "heute" : "in diesem Monat";
    return percent === 100
      ? {
          subject: "Sie haben das Limit Ihres Tarifs erreicht",
          paragraphs: [
            `Sie haben alle ${limit} ${noun} verwendet, die Ihr Tarif ${span} erlaubt.`,
            `Neue Übersetzungen sind ${period === "day" ? "morgen" : "nächsten Monat"} wieder möglich, oder sofort mit einem kostenpflichtigen Tarif.`,
          ],
          action: { label: "Tarife ansehen", url: pricingLink },
        }
      : {
          subject: `Sie haben ${percent} % der ${noun} Ihres Tarifs verwendet`,
          paragraphs: [`Sie haben ${used} von ${limit} ${noun} verwendet, die Ihr Tarif ${span} erlaubt.`],
          action: { label: "Tarife ansehen", url: pricingLink },
        };
  },
  contact_acknowledgement: ({ supportEmail }) => ({
    subject: "Wir haben Ihre Nachricht erhalten",
    paragraphs: [
      "Vielen Dank für Ihre Nachricht. Wir haben sie erhalten und antworten innerhalb von 24 Stunden, montags bis freitags von 9 bis 18 Uhr (MEZ).",
      ...(supportEmail
        ? [
            `Wenn Sie etwas ergänzen möchten, antworten Sie auf diese E-Mail oder schreiben Sie an ${supportEmail}.`,
          ]
        : []),
    ],
  }),
  gdpr_acknowledgement: ({ kind, days, privacyEmail }) => ({
    subject: `Wir haben Ihre Datenschutzanfrage erhalten (${{ access: "Auskunft", rectification: "Berichtigung", erasure: "Löschung", portability: "Datenübertragbarkeit", objection: "Widerspruch" }[kind]})`,
    paragraphs: [
      "Wir haben Ihre Anfrage zu Ihren personenbezogenen Daten erhalten. Die Ansprechperson für Datenschutz prüft, dass sie von Ihnen stammt, und antwortet innerhalb von 72 Stunden.",
      `Die Anfrage selbst wird spätestens innerhalb von ${days} Tagen bearbeitet, wie es die DSGVO verlangt. Wenn Sie etwas ergänzen möchten, antworten Sie auf diese E-Mail oder schreiben Sie an ${privacyEmail}.`,
    ],
  }),
};
