import type { LegalFacts, LegalTexts } from "./types";

export default (f: LegalFacts): LegalTexts => ({
  privacy: {
    intro:
      "Diese Erklärung beschreibt, welche Daten Polysub bei der Nutzung verarbeitet, warum, wo sie gespeichert werden und wie lange. Polysub verkauft nichts an Werbetreibende und verwendet weder Analyse noch Tracking.",
    sections: [
      {
        heading: "Verantwortlicher",
        blocks: [
          `Der Betreiber dieses Polysub-Dienstes ist für die Verarbeitung Ihrer personenbezogenen Daten verantwortlich. Fragen zu Ihren Daten richten Sie an den Datenschutzkontakt, ${f.email}, der innerhalb von ${f.replyHours} Stunden antwortet.`,
        ],
      },
      {
        heading: "Was wir verarbeiten",
        blocks: [
          [
            "Die Untertiteldateien, die Sie hochladen, ihren Namen und Text sowie die daraus erstellten Übersetzungen.",
            "Eine zufällige Gerätekennung, die Ihr Browser beim ersten Besuch erzeugt und mit jeder Anfrage sendet, damit nur Ihr Gerät Ihre Dateien sieht. Sie ist kein Cookie und sagt nichts über Sie aus.",
            "Ihre IP-Adresse und Gerätekennung, um die Dateien des Tageslimits im kostenlosen Tarif zu zählen.",
            "Mit einem Konto: Ihr Name, Ihre E-Mail-Adresse, ein Hash Ihres Passworts (nie das Passwort selbst), Ihre Sitzungen (Gerät, IP-Adresse, Daten), Ihre Einstellungen zur Zwei-Faktor-Anmeldung, Ihr Tarif und Ihre Einstellungen.",
            "Mit einem Abonnement: Der Zahlungsdienstleister (Stripe) verarbeitet Ihre Karte; wir erhalten nur Tarif, Status und Daten des Abonnements.",
            "Die Nachrichten, die Sie uns über das Kontaktformular senden.",
          ],
        ],
      },
      {
        heading: "Wozu",
        blocks: [
          "Um Ihre Dateien zu übersetzen und zu exportieren (Erbringung des angefragten Dienstes), um den Dienst sicher zu halten und Missbrauch zu verhindern (berechtigtes Interesse) und um Abonnements abzurechnen (Vertrag und Buchführungspflichten). Ihre Daten werden nie für Werbung oder Profilbildung verwendet.",
        ],
      },
      {
        heading: "Übersetzungsdienste",
        blocks: [
          "Zum Übersetzen wird der Text der Untertitel – nicht der Dateiname, nicht Ihre Identität – an den Dienst gesendet, den Sie wählen: MyMemory (Translated, Italien), DeepL (DeepL SE, Deutschland) oder OpenAI (USA, auf Grundlage der Standardvertragsklauseln der Europäischen Kommission) oder den kompatiblen Server, den der Betreiber eingerichtet hat. Sie verarbeiten den Text nur, um die Übersetzung zurückzugeben.",
        ],
      },
      {
        heading: "Speicherdauer",
        blocks: [
          [
            `Hochgeladene Dateien und übersetzte Ergebnisse: ${f.fileDays} Tage nach dem Hochladen gelöscht, oder sofort, wenn Sie sie löschen.`,
            `Übersetzungsverlauf eines Kontos: ${f.freeHistoryDays} Tage im kostenlosen Tarif, ${f.premiumHistoryDays} Tage mit Premium; mit Pro, solange das Konto besteht.`,
            `Verlauf eines Besuchers: auf dem Server, an die Gerätekennung gebunden, ${f.freeHistoryDays} Tage lang (wie im kostenlosen Tarif); auf Ihrem Gerät, bis Sie ihn löschen.`,
            "Kontodaten: solange das Konto besteht. Das Löschen des Kontos löscht es sofort mit seinen Dateien, Übersetzungen und Sitzungen und kündigt jedes Abonnement.",
            "Kontaktnachrichten: nur so lange, wie es für die Bearbeitung Ihrer Anfrage nötig ist.",
          ],
        ],
      },
      {
        heading: "Auf Ihrem Gerät",
        blocks: [
          "Ihre Dateien, Ihr Übersetzungsverlauf und Ihre Einstellungen liegen in der IndexedDB Ihres Browsers, Design und Sprache der Oberfläche in seinem localStorage, damit die App offline funktioniert. Die Seite zu Cookies und Speicher listet jeden Eintrag auf.",
        ],
      },
      {
        heading: "Sicherheit",
        blocks: [
          "Passwörter werden nur als speicherintensiver Hash (Argon2id) gespeichert. Links zum Zurücksetzen des Passworts und zur Bestätigung der E-Mail-Adresse gelten nur einmal und laufen ab. Jedes Gerät sieht nur seine eigenen Dateien, jedes Konto nur seine eigenen.",
        ],
      },
      {
        heading: "Ihre Rechte",
        blocks: [
          "Sie können auf Ihre Daten zugreifen, sie berichtigen, exportieren und löschen sowie der Verarbeitung widersprechen. Die DSGVO-Seite erklärt, wie.",
        ],
      },
    ],
  },
  terms: {
    intro:
      "Diese Bedingungen regeln die Nutzung von Polysub. Mit der Nutzung des Dienstes stimmen Sie ihnen zu.",
    sections: [
      {
        heading: "Der Dienst",
        blocks: [
          "Polysub prüft Untertiteldateien, übersetzt sie mit maschinellen Übersetzungsdiensten und exportiert sie in mehreren Formaten und Kodierungen. Maschinelle Übersetzung kann Fehler enthalten: Lesen Sie das Ergebnis, bevor Sie es veröffentlichen.",
        ],
      },
      {
        heading: "Tarife und Grenzen",
        blocks: [
          `Der kostenlose Tarif erlaubt mit oder ohne Konto ${f.freeFilesPerDay} Dateien pro Tag, bis zu ${f.freeSubtitles} Untertitel pro Datei, den Dienst MyMemory und die Formate SRT und VTT. Premium und Pro heben diese Grenzen auf und bieten weitere Dienste und Formate, wie auf der Preisseite beschrieben.`,
        ],
      },
      {
        heading: "Ihre Inhalte",
        blocks: [
          "Sie behalten alle Rechte an Ihren Dateien. Sie bestätigen, dass Sie sie übersetzen lassen dürfen. Sie erlauben uns nur, was der Dienst braucht: sie zu speichern, ihren Text an den gewählten Übersetzungsdienst zu senden und Ihnen das Ergebnis zu liefern.",
        ],
      },
      {
        heading: "Zulässige Nutzung",
        blocks: [
          [
            "Laden Sie keine rechtswidrigen Inhalte hoch und keine, die Sie nicht nutzen dürfen.",
            "Versuchen Sie nicht, die Grenzen der Tarife zu umgehen, auf Daten anderer Nutzer zuzugreifen oder den Dienst zu stören.",
            "Automatisierte Nutzung erfolgt über die API, innerhalb ihrer Grenzen.",
          ],
        ],
      },
      {
        heading: "Abonnements",
        blocks: [
          `Premium und Pro werden nach einer ${f.trialDays}-tägigen Testphase monatlich oder jährlich über Stripe abgerechnet. Sie können jederzeit im Abrechnungsportal kündigen; die Kündigung wird am Ende des bereits bezahlten Zeitraums wirksam.`,
        ],
      },
      {
        heading: "Verfügbarkeit und Haftung",
        blocks: [
          "Wir arbeiten daran, den Dienst verfügbar zu halten, können aber nicht garantieren, dass er nie ausfällt; die Statusseite zeigt seinen aktuellen Zustand. Soweit gesetzlich zulässig, haften wir nicht für mittelbare Schäden oder den Inhalt maschineller Übersetzungen.",
        ],
      },
      {
        heading: "Änderungen und anwendbares Recht",
        blocks: [
          "Wir können diese Bedingungen ändern; dann ändert sich das Datum oben auf dieser Seite. Es gilt das Recht des Landes des Betreibers, ohne dass Ihnen der Schutz der zwingenden Vorschriften Ihres Landes entzogen wird.",
        ],
      },
    ],
  },
  cookies: {
    intro:
      "Polysub setzt keine Cookies. Es speichert einige Einträge im Speicher Ihres Browsers, damit die App funktioniert, auch offline. Keiner dient der Werbung oder Analyse, und keiner wird weitergegeben.",
    sections: [
      {
        heading: "Cookies",
        blocks: [
          "Keine. Anfragen tragen eine Gerätekennung in einem Header, nicht in einem Cookie, und es wird kein Skript von Dritten geladen.",
        ],
      },
      {
        heading: "IndexedDB (Datenbank „polysub“)",
        blocks: [
          [
            "Gerätekennung: eine zufällige Kennung, damit der Server Ihre Dateien nur Ihrem Gerät zeigt.",
            "Dateien: die Zusammenfassung der geöffneten Dateien und ihre übersetzten Ergebnisse, um sie wiederzufinden, auch offline.",
            "Laufende Übersetzung und Verlauf: die laufenden und abgeschlossenen Übersetzungen auf diesem Gerät.",
            "Einstellungen: Ihre letzte Wahl von Sprachen, Dienst und Exportformat.",
          ],
        ],
      },
      {
        heading: "localStorage",
        blocks: [["language: die Sprache der Oberfläche.", "theme: hell, dunkel oder wie das System."]],
      },
      {
        heading: "Offline-Cache",
        blocks: [
          "Der Service Worker speichert die Dateien der App selbst (Seiten, Skripte, Stile, Symbole), damit sie ohne Verbindung startet. Er enthält keine personenbezogenen Daten.",
        ],
      },
      {
        heading: "Entfernen",
        blocks: [
          "Löschen Sie die Websitedaten in den Einstellungen Ihres Browsers. Dabei werden auch der Verlauf und die Dateien auf diesem Gerät gelöscht; Dateien auf dem Server werden nach ihren eigenen Regeln gelöscht (siehe Datenschutzerklärung).",
        ],
      },
    ],
  },
  gdpr: {
    intro:
      "Die Datenschutz-Grundverordnung (DSGVO) gibt Ihnen Rechte an Ihren personenbezogenen Daten. So nehmen Sie sie bei Polysub wahr.",
    sections: [
      {
        heading: "Ihre Rechte",
        blocks: [
          [
            "Auskunft: erfahren, was wir über Sie speichern, und eine Kopie erhalten.",
            "Berichtigung: unrichtige Daten korrigieren lassen.",
            "Löschung: Ihre Daten löschen lassen.",
            "Datenübertragbarkeit: Ihre Daten in einem maschinenlesbaren Format erhalten.",
            "Widerspruch und Einschränkung: einer Verarbeitung widersprechen oder sie einschränken lassen.",
            "Widerruf: eine Einwilligung jederzeit zurückziehen.",
          ],
        ],
      },
      {
        heading: "So nehmen Sie sie wahr",
        blocks: [
          `Mit einem Konto können Sie in Ihrem Profil alle Ihre Daten herunterladen (JSON und Ihre Dateien als ZIP) und Ihr Konto löschen. Für alles andere, oder ohne Konto, schreiben Sie an ${f.email}: Sie erhalten innerhalb von ${f.replyHours} Stunden eine Antwort, und wir handeln spätestens innerhalb eines Monats.`,
        ],
      },
      {
        heading: "Ohne Konto",
        blocks: [
          `Wir kennen Ihre Dateien nur über die Kennung Ihres Geräts. Wenn Sie eine Datei in der App löschen, wird sie sofort vom Server gelöscht; alles andere wird nach ${f.fileDays} Tagen gelöscht. Wenn Sie die Websitedaten in Ihrem Browser löschen, wird gelöscht, was auf Ihrem Gerät gespeichert ist.`,
        ],
      },
      {
        heading: "Beschwerden",
        blocks: [
          "Sie können sich bei der Datenschutzaufsichtsbehörde Ihres Landes beschweren; in Deutschland bei der oder dem Landesdatenschutzbeauftragten oder dem BfDI (www.bfdi.bund.de), in Frankreich bei der CNIL (www.cnil.fr).",
        ],
      },
    ],
  },
});
