import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { DEVICE_SERVICE, type DeviceServiceId, SERVICES, type ServiceId } from "@shared/catalog";

/** The browser's own translator, named in words where the server's services go by their brand. */
export const DEVICE_SERVICE_NAME: MessageDescriptor = msg`On this device`;

/** A job's service as the interface names it. */
export function serviceName(service: ServiceId | DeviceServiceId, i18n: I18n): string {
  return service === DEVICE_SERVICE ? i18n._(DEVICE_SERVICE_NAME) : SERVICES[service].name;
}
