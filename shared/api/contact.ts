import { z } from "zod";
import { DEFAULT_INTERFACE_LANGUAGE, INTERFACE_LANGUAGES } from "../locales";

/** The contact form and GDPR requests (spec sections 2 and 7, "Contact"); one schema for the form and the route. */

export const CONTACT_CATEGORIES = ["general", "technical", "billing", "account", "other"] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** Limits of each field, which the form shows as it is typed. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

const required = (max: number) => z.string().trim().min(1).max(max);
const Email = z.string().trim().toLowerCase().max(CONTACT_LIMITS.email).pipe(z.email());
const Language = z.enum(INTERFACE_LANGUAGES).default(DEFAULT_INTERFACE_LANGUAGE);

/** POST /contact/send: every field required (spec section 5); the language is the one the acknowledgement uses. */
export const ContactRequest = z.object({
  name: required(CONTACT_LIMITS.name),
  email: Email,
  category: z.enum(CONTACT_CATEGORIES).default("general"),
  subject: required(CONTACT_LIMITS.subject),
  message: required(CONTACT_LIMITS.message),
  language: Language,
});
export type ContactRequest = z.input<typeof ContactRequest>;

/** The rights a GDPR request may invoke (articles 15 to 21). */
export const GDPR_REQUEST_KINDS = ["access", "rectification", "erasure", "portability", "objection"] as const;
export type GdprRequestKind = (typeof GDPR_REQUEST_KINDS)[number];

/** POST /contact/gdpr: who asks, for which right, and anything that helps find their data. */
export const GdprRequest = z.object({
  kind: z.enum(GDPR_REQUEST_KINDS),
  name: required(CONTACT_LIMITS.name),
  email: Email,
  details: z.string().trim().max(CONTACT_LIMITS.message).default(""),
  language: Language,
});
export type GdprRequest = z.input<typeof GdprRequest>;

/** Both answers: the stored request's id and a sentence for the sender (spec: "response message on success"). */
export const ContactResponse = z.object({ id: z.string(), message: z.string() });
export type ContactResponse = z.infer<typeof ContactResponse>;

/** GET /contact/info: where the team answers, for the contact page's methods card (no support address unless set). */
export const ContactInfo = z.object({ support_email: z.string().nullable(), privacy_email: z.string() });
export type ContactInfo = z.infer<typeof ContactInfo>;
