import type { LegalFacts, LegalTexts } from "./types";

export default (f: LegalFacts): LegalTexts => ({
  privacy: {
    intro:
      "This policy explains what Polysub processes when you use it, why, where it is kept and for how long. Polysub sells nothing to advertisers and runs no analytics or tracking.",
    sections: [
      {
        heading: "Who is responsible",
        blocks: [
          `The operator of this Polysub service is the controller of your personal data. Questions about your data go to the data protection contact, ${f.email}, who answers within ${f.replyHours} hours.`,
        ],
      },
      {
        heading: "What we process",
        blocks: [
          [
            "The subtitle files you upload, their name and text, and the translations made from them.",
            "A random device identifier that your browser creates on the first visit and sends with each request, so that only your device sees your files. It is not a cookie and says nothing about you.",
            "Your IP address and device identifier, to count the files of the free plan's daily limit.",
            "With an account: your name, email address, a hash of your password (never the password itself), your sessions (device, IP address, dates), your two-factor settings, plan and preferences.",
            "With a subscription: the payment provider (Stripe) handles your card; we receive only the plan, the status and the dates of the subscription.",
            "The messages you send us through the contact form.",
          ],
        ],
      },
      {
        heading: "Why",
        blocks: [
          "To translate and export your files (performance of the service you ask for), to keep the service secure and prevent abuse (legitimate interest), and to bill subscriptions (contract and accounting obligations). Your data is never used for advertising or profiling.",
        ],
      },
      {
        heading: "Translation services",
        blocks: [
          "To translate a file, the text of its subtitles — not its name, not your identity — is sent to the service you choose: MyMemory (Translated, Italy), DeepL (DeepL SE, Germany) or OpenAI (United States, under the European Commission's standard contractual clauses) or the compatible server the operator configured. They process the text only to return the translation.",
        ],
      },
      {
        heading: "How long we keep it",
        blocks: [
          [
            `Uploaded files and translated results: deleted ${f.fileDays} days after upload, or at once when you delete them.`,
            `Translation history of an account: ${f.freeHistoryDays} days on the free plan, ${f.premiumHistoryDays} days on Premium, and on Pro as long as the account exists.`,
            `History of a visitor: on the server, tied to the device identifier, for ${f.freeHistoryDays} days (as on the free plan); on your device, until you delete it.`,
            "Account data: as long as the account exists. Deleting the account deletes it at once, with its files, jobs and sessions, and cancels any subscription.",
            "Contact messages: only as long as needed to handle your request.",
          ],
        ],
      },
      {
        heading: "On your device",
        blocks: [
          "Your files, translation history and preferences are kept in your browser's IndexedDB, and your theme and interface language in its localStorage, so the app works offline. The cookies and storage page lists every item.",
        ],
      },
      {
        heading: "Security",
        blocks: [
          "Passwords are stored only as a memory-hard hash (Argon2id). Password reset and email verification links are single-use and expire. Each device only sees its own files, and each account only its own.",
        ],
      },
      {
        heading: "Your rights",
        blocks: [
          "You can access, correct, export and delete your data, and object to its processing. The GDPR page explains how.",
        ],
      },
    ],
  },
  terms: {
    intro: "These terms govern the use of Polysub. By using the service, you accept them.",
    sections: [
      {
        heading: "The service",
        blocks: [
          "Polysub checks subtitle files, translates them with automatic translation services and exports them in several formats and encodings. Machine translation can be wrong: read the result before you publish it.",
        ],
      },
      {
        heading: "Plans and limits",
        blocks: [
          `The free plan, with or without an account, allows ${f.freeFilesPerDay} files a day, up to ${f.freeSubtitles} subtitles per file, the MyMemory service and the SRT and VTT formats. Premium and Pro remove these limits and add services and formats, as described on the pricing page.`,
        ],
      },
      {
        heading: "Your content",
        blocks: [
          "You keep every right to your files. You confirm that you may have them translated. You allow us only what the service needs: to store them, send their text to the translation service you choose, and give you the result.",
        ],
      },
      {
        heading: "Acceptable use",
        blocks: [
          [
            "Do not upload unlawful content or content you have no right to use.",
            "Do not try to get around the plans' limits, to reach other users' data or to disrupt the service.",
            "Automated use goes through the API, within its limits.",
          ],
        ],
      },
      {
        heading: "Subscriptions",
        blocks: [
          `Premium and Pro are billed monthly or yearly through Stripe, after a ${f.trialDays}-day trial. You can cancel at any time in the billing portal; the cancellation takes effect at the end of the period already paid.`,
        ],
      },
      {
        heading: "Availability and liability",
        blocks: [
          "We work to keep the service available but cannot guarantee that it never stops; the status page shows its current state. Within the limits allowed by law, we are not liable for indirect damage or for the content of machine translations.",
        ],
      },
      {
        heading: "Changes and applicable law",
        blocks: [
          "We may change these terms; the date at the top of this page then changes. The law of the operator's country applies, without depriving you of the protection of the mandatory rules of your country.",
        ],
      },
    ],
  },
  cookies: {
    intro:
      "Polysub sets no cookie. It keeps a few items in your browser's storage so that the app works, offline too. None of them is used for advertising or analytics, and none is shared.",
    sections: [
      {
        heading: "Cookies",
        blocks: [
          "None. Requests carry a device identifier in a header, not in a cookie, and no third-party script is loaded.",
        ],
      },
      {
        heading: "IndexedDB (database “polysub”)",
        blocks: [
          [
            "Device identifier: a random identifier, so that the server shows your files to your device only.",
            "Files: the summary of the files you opened and their translated results, to find them again, offline too.",
            "Current translation and history: the translations in progress and done on this device.",
            "Preferences: your last choices of languages, service and export format.",
          ],
        ],
      },
      {
        heading: "localStorage",
        blocks: [["language: the interface language.", "theme: light, dark or follow the system."]],
      },
      {
        heading: "Offline cache",
        blocks: [
          "The service worker keeps the application's own files (pages, scripts, styles, icons) so that it opens without a connection. It holds no personal data.",
        ],
      },
      {
        heading: "Removing them",
        blocks: [
          "Delete the site's data in your browser's settings. This also deletes the history and files kept on this device; files on the server are deleted by their own rules (see the privacy policy).",
        ],
      },
    ],
  },
  gdpr: {
    intro:
      "The General Data Protection Regulation (GDPR) gives you rights over your personal data. Here is how to use them with Polysub.",
    sections: [
      {
        heading: "Your rights",
        blocks: [
          [
            "Access: know what we hold about you and get a copy.",
            "Rectification: correct inaccurate data.",
            "Erasure: have your data deleted.",
            "Portability: receive your data in a machine-readable format.",
            "Objection and restriction: object to a processing or have it limited.",
            "Withdrawal: take back a consent at any time.",
          ],
        ],
      },
      {
        heading: "How to exercise them",
        blocks: [
          `With an account, your profile lets you download all your data (JSON, and your files in a zip) and delete your account. For anything else, or without an account, write to ${f.email}: you get an answer within ${f.replyHours} hours and we act within one month at most.`,
        ],
      },
      {
        heading: "Without an account",
        blocks: [
          `We know your files only by your device's identifier. Deleting a file in the app deletes it from the server at once; everything else is deleted after ${f.fileDays} days. Deleting the site's data in your browser erases what is kept on your device.`,
        ],
      },
      {
        heading: "Complaints",
        blocks: [
          "You can lodge a complaint with the data protection authority of your country; in France, the CNIL (www.cnil.fr).",
        ],
      },
    ],
  },
});
