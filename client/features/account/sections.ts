import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Bell, ChartColumn, CreditCard, type LucideIcon, Settings, Shield, User } from "lucide-react";

export const ACCOUNT_SECTIONS = [
  "profile",
  "subscription",
  "usage",
  "security",
  "notifications",
  "settings",
] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export const SECTION_INFO: Record<AccountSection, { label: MessageDescriptor; Icon: LucideIcon }> = {
  profile: { label: msg`Profile`, Icon: User },
  subscription: { label: msg`Subscription`, Icon: CreditCard },
  usage: { label: msg`Usage`, Icon: ChartColumn },
  security: { label: msg`Security`, Icon: Shield },
  notifications: { label: msg`Notifications`, Icon: Bell },
  settings: { label: msg`Settings`, Icon: Settings },
};

/** `?section=` of the address (mails link to /profile?section=security); anything else opens the profile. */
export function sectionFromQuery(value: string | null): AccountSection {
  return (ACCOUNT_SECTIONS as readonly string[]).includes(value ?? "")
    ? (value as AccountSection)
    : "profile";
}
