import { INTERFACE_LANGUAGES } from "@shared/locales";
import { describe, expect, it } from "vitest";
import { appLinks } from "./links";
import { formatMoment, languageName, renderMail } from "./render";
import type { MailData, MailKind } from "./templates/types";

const links = appLinks("https://subs.example.org/");

const samples: { [K in MailKind]: MailData[K] } = {
  verify_email: { name: "Ana", link: links.verifyEmail("v-token"), hours: 24 },
  password_reset: { name: "Ana", link: links.resetPassword("r-token"), minutes: 60 },
  email_change_confirm: {
    name: "Ana",
    link: links.confirmEmailChange("c-token"),
    hours: 24,
    currentEmail: "ana@example.org",
  },
  email_change_requested: {
    name: "Ana",
    newEmail: "ana.new@example.org",
    hours: 24,
    approveLink: links.confirmEmailChange("a-token"),
    securityLink: links.security,
  },
  account_action_link: {
    name: "Ana",
    action: "delete",
    link: links.confirmAccountAction("delete", "d-token"),
    minutes: 60,
    securityLink: links.security,
  },
  password_changed: {
    name: "Ana",
    when: "1 Dec 2026",
    device: "Firefox on Linux",
    ip: "203.0.113.9",
    resetLink: links.forgotPassword,
  },
  login_alert: {
    name: "Ana",
    when: "1 Dec 2026",
    device: "Firefox on Linux",
    ip: "203.0.113.9",
    securityLink: links.security,
  },
  translation_finished: {
    name: "Ana",
    filename: "episode-01.srt",
    source: "English",
    target: "French",
    status: "failed",
    error: "Service unavailable",
    link: links.job("job-1"),
  },
  usage_limit: {
    name: "Ana",
    percent: 80,
    used: 4,
    limit: 5,
    period: "day",
    unit: "translations",
    pricingLink: links.pricing,
  },
  contact_acknowledgement: { supportEmail: "help@example.org" },
  gdpr_acknowledgement: { kind: "erasure", days: 30, privacyEmail: "privacy@example.org" },
};

const NOTIFICATIONS: MailKind[] = ["login_alert", "translation_finished", "usage_limit"];
/** Mails to an address nobody proved: they greet no one by name. */
const ACKNOWLEDGEMENTS: MailKind[] = ["contact_acknowledgement", "gdpr_acknowledgement"];

describe("renderMail", () => {
  for (const language of INTERFACE_LANGUAGES) {
    it(`writes every mail in ${language}, notifications with their off switch`, () => {
      const subjects = new Set<string>();
      for (const kind of Object.keys(samples) as MailKind[]) {
        const mail = renderMail(kind, samples[kind] as never, {
          to: "ana@example.org",
          language,
          settingsLink: links.notifications,
        });
        subjects.add(mail.subject);
        expect(mail.subject.length, kind).toBeGreaterThan(5);
        expect(mail.text.includes("Ana"), kind).toBe(!ACKNOWLEDGEMENTS.includes(kind));
        expect(mail.html, kind).toContain(`<html lang="${language}">`);
        const optedOut = NOTIFICATIONS.includes(kind);
        expect(mail.text.includes(links.notifications), kind).toBe(optedOut);
        expect(mail.links.includes(links.notifications), kind).toBe(optedOut);
      }
      expect(subjects.size).toBe(Object.keys(samples).length);
    });
  }

  it("carries the link of each mail in text, HTML and the link list", () => {
    const mail = renderMail("password_reset", samples.password_reset, {
      to: "ana@example.org",
      language: "en",
      settingsLink: links.notifications,
    });
    expect(mail.links).toEqual(["https://subs.example.org/reset-password?token=r-token"]);
    expect(mail.text).toContain(
      "Choose a new password: https://subs.example.org/reset-password?token=r-token",
    );
    expect(mail.html).toContain('href="https://subs.example.org/reset-password?token=r-token"');
    expect(mail.text).toContain("60 minutes");
  });

  it("escapes what users wrote (file names, subjects) in the HTML", () => {
    const mail = renderMail(
      "translation_finished",
      {
        ...samples.translation_finished,
        filename: `<img src=x onerror="alert(1)">.srt`,
        status: "completed",
      },
      { to: "ana@example.org", language: "en", settingsLink: links.notifications },
    );
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;.srt");
  });

  it("says 80 % as a warning and 100 % as the limit reached", () => {
    const target = { to: "a@example.org", language: "fr" as const, settingsLink: links.notifications };
    expect(renderMail("usage_limit", samples.usage_limit, target).text).toContain("4 des 5 traductions");
    expect(renderMail("usage_limit", { ...samples.usage_limit, percent: 100, used: 5 }, target).subject).toBe(
      "Vous avez atteint la limite de votre forfait",
    );
    const characters = { ...samples.usage_limit, unit: "characters" as const, used: 400_000, limit: 500_000 };
    expect(renderMail("usage_limit", characters, target).text).toContain("400000 des 500000 caractères");
    expect(renderMail("usage_limit", characters, { ...target, language: "es" }).text).toContain(
      "400000 de los 500000 caracteres",
    );
  });
});

describe("mail formatting", () => {
  it("names languages in the reader's language, unknown codes in upper case", () => {
    expect(languageName("en", "fr")).toBe("anglais");
    expect(languageName("fr", "de")).toBe("Französisch");
    expect(languageName("ja", "ja")).toBe("日本語");
    expect(languageName("zz-qq", "en")).toBe("ZZ-QQ");
  });

  it("dates a moment in UTC in the reader's language", () => {
    const moment = new Date("2026-12-01T14:05:00Z");
    expect(formatMoment(moment, "en")).toMatch(/December 1, 2026.*02:05.PM UTC/);
    expect(formatMoment(moment, "fr")).toMatch(/1 décembre 2026.*14:05.*UTC/);
  });
});
