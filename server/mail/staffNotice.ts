import { escapeHtml, type RenderedMail } from "./render";
import type { StaffMailKind } from "./templates/types";

/** A mail to the team rather than to a user: in English, the team's working language, with the sender as Reply-To. */
export interface StaffNotice {
  kind: StaffMailKind;
  to: string;
  subject: string;
  /** Label and value of each fact, in order; a value may span lines. */
  fields: [string, string][];
  replyTo: string;
}

export function renderStaffNotice(notice: StaffNotice): RenderedMail {
  const text = notice.fields.map(([label, value]) => `${label}:\n${value}`).join("\n\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(notice.subject)}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2937;line-height:1.5;max-width:640px;margin:0 auto;padding:24px">
<dl>
${notice.fields.map(([label, value]) => `<dt style="font-weight:600">${escapeHtml(label)}</dt><dd style="margin:0 0 12px;white-space:pre-wrap">${escapeHtml(value)}</dd>`).join("\n")}
</dl>
</body></html>
`;
  return {
    kind: notice.kind,
    to: notice.to,
    language: "en",
    subject: notice.subject,
    text,
    html,
    links: [],
    replyTo: notice.replyTo,
  };
}
