import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { FALLBACK_ORDER, SERVICES, type ServiceId } from "@shared/catalog";

export interface ServiceInfo {
  id: ServiceId;
  name: string;
  description: MessageDescriptor;
}

const DESCRIPTIONS: Record<ServiceId, MessageDescriptor> = {
  openai: msg`Language model: natural phrasing that follows the context and tone of the dialogue.`,
  deepl: msg`Neural machine translation, precise and fluent for European languages.`,
  mymemory: msg`Free translation memory, good for short and simple dialogue.`,
};

/** Cards in the catalog's fallback order, which is the spec's (openai, deepl, mymemory): best quality first. */
export const SERVICE_CARDS: readonly ServiceInfo[] = FALLBACK_ORDER.map((id) => ({
  id,
  name: SERVICES[id].name,
  description: DESCRIPTIONS[id],
}));

/** null while unknown (offline, or the server did not answer): every card stays selectable and the server decides. */
export type ServiceAvailability = Record<ServiceId, boolean> | null;

export function isAvailable(availability: ServiceAvailability, service: ServiceId): boolean {
  return availability === null || availability[service];
}

/** The preferred service when it can be used, else the first usable one in the spec's order. */
export function pickService(preferred: ServiceId, availability: ServiceAvailability): ServiceId {
  if (isAvailable(availability, preferred)) return preferred;
  return SERVICE_CARDS.find((card) => isAvailable(availability, card.id))?.id ?? preferred;
}
