import type { ContactCategory, GdprRequestKind } from "@shared/api/contact";
import type { InterfaceLanguage } from "@shared/locales";
import type { Db } from "../db";
import type { Owner } from "../policies/owner";

/** The one home of `contact_messages` and `gdpr_requests`: what people wrote, as they wrote it. */

interface Sender {
  name: string;
  email: string;
  language: InterfaceLanguage;
}

export interface NewContactMessage extends Sender {
  category: ContactCategory;
  subject: string;
  message: string;
}

export interface NewGdprRequest extends Sender {
  kind: GdprRequestKind;
  details: string;
}

function origin(owner: Owner | null) {
  return { user_id: owner?.userId ?? null, device_id: owner?.deviceId ?? null };
}

export async function insertContactMessage(
  db: Db,
  row: NewContactMessage & { id: string; created_at: string },
  owner: Owner | null,
): Promise<void> {
  await db("contact_messages").insert({ ...row, ...origin(owner) });
}

export async function insertGdprRequest(
  db: Db,
  row: NewGdprRequest & { id: string; created_at: string },
  owner: Owner | null,
): Promise<void> {
  await db("gdpr_requests").insert({ ...row, ...origin(owner) });
}
