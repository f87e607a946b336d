import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ServiceId } from "../../../shared/languages";

export interface ServiceInfo {
  id: ServiceId;
  name: string;
  description: MessageDescriptor;
}

/** Cards in the order of the spec (openai, deepl, mymemory): best quality first. */
export const SERVICE_CARDS: readonly ServiceInfo[] = [
  {
    id: "openai",
    name: "OpenAI",
    description: msg`GPT-5 model: natural phrasing that follows the context and tone of the dialogue.`,
  },
  {
    id: "deepl",
    name: "DeepL",
    description: msg`Neural machine translation, precise and fluent for European languages.`,
  },
  {
    id: "mymemory",
    name: "MyMemory",
    description: msg`Free translation memory, good for short and simple dialogue.`,
  },
];

export const SERVICE_NAMES: Record<ServiceId, string> = {
  openai: "OpenAI",
  deepl: "DeepL",
  mymemory: "MyMemory",
};

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
