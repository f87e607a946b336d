import { type InterfaceLanguage, intlLocale } from "@shared/locales";
import { MAIL_TEXTS } from "./templates";
import type { MailContent, MailData, MailKind, OptOutTopic, StaffMailKind } from "./templates/types";

/** A mail ready to send: subject, plain text and HTML alternatives, and the links it carries (for the outbox log). */
export interface RenderedMail {
  kind: MailKind | StaffMailKind;
  to: string;
  language: InterfaceLanguage;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** Where answers go when not to the sender (a staff notice: the user who wrote). */
  replyTo?: string;
}

/** Notifications say how to turn them off (the preference each one obeys); account mails have no switch. */
const OPT_OUT: Partial<Record<MailKind, OptOutTopic>> = {
  login_alert: "login_alerts",
  translation_finished: "translation_finished",
  usage_limit: "usage_limits",
};

export interface RenderTarget {
  to: string;
  language: InterfaceLanguage;
  /** The notification settings page (appLinks(APP_URL).notifications), linked from notifications. */
  settingsLink: string;
}

export function renderMail<K extends MailKind>(
  kind: K,
  data: MailData[K],
  target: RenderTarget,
): RenderedMail {
  const texts = MAIL_TEXTS[target.language];
  const content = (texts[kind] as (data: MailData[K]) => MailContent)(data);
  const topic = OPT_OUT[kind];
  const optOut = topic ? texts.optOut(topic, target.settingsLink) : undefined;
  const greeting = texts.greeting("name" in data ? data.name : undefined);
  const links = [...(content.action ? [content.action.url] : []), ...(topic ? [target.settingsLink] : [])];

  const text = [
    greeting,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    texts.signature,
    ...(optOut ? [`-- \n${optOut}`] : []),
  ].join("\n\n");

  const html = `<!doctype html>
<html lang="${target.language}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p>${escapeHtml(greeting)}</p>
${content.paragraphs.map((p) => `<p>${linkify(p)}</p>`).join("\n")}
${content.action ? actionHtml(content.action, texts.linkFallback) : ""}
<p>${escapeHtml(texts.signature)}</p>
${optOut ? `<hr style="border:none;border-top:1px solid #e5e7eb"><p style="font-size:12px;color:#6b7280">${linkify(optOut)}</p>` : ""}
</body></html>
`;
  return { kind, to: target.to, language: target.language, subject: content.subject, text, html, links };
}

/** A language code as the reader calls it ("anglais" for en in French); unknown codes in upper case (spec). */
export function languageName(code: string, language: InterfaceLanguage): string {
  try {
    const name = new Intl.DisplayNames([intlLocale(language)], { type: "language", fallback: "none" }).of(
      code,
    );
    return name ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

/** A moment in the reader's language; UTC, since the server does not know the reader's time zone. */
export function formatMoment(moment: Date, language: InterfaceLanguage): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(moment);
}

function actionHtml(action: { label: string; url: string }, fallback: string): string {
  const url = escapeHtml(action.url);
  return `<p><a href="${url}" style="display:inline-block;background:#4f46e5;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(fallback)}<br><a href="${url}">${url}</a></p>`;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Escapes the text, then makes its http(s) addresses clickable. */
function linkify(value: string): string {
  return escapeHtml(value).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
