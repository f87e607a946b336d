import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface NavItem {
  to: string;
  label: MessageDescriptor;
}

export const MAIN_NAV: NavItem[] = [
  { to: "/", label: msg`Home` },
  { to: "/translate", label: msg`Translate` },
  { to: "/history", label: msg`History` },
  { to: "/pricing", label: msg`Pricing` },
  { to: "/contact", label: msg`Contact` },
];
