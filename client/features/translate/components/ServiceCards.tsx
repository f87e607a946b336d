import { useLingui } from "@lingui/react/macro";
import type { ServiceId } from "@shared/catalog";
import { PLANS } from "@shared/plans";
import { Check, Crown, Lock, MonitorSmartphone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { DeviceAvailability } from "../device/translator";
import { isAvailable, SERVICE_CARDS, type ServiceAvailability } from "../services";

/** The device's own translator, where the browser has one for the pair (issue 39 item 8). */
export interface DeviceCard {
  availability: DeviceAvailability;
  selected: boolean;
  /** False for a file kept before the device kept files' bytes: it must be opened again. */
  usable: boolean;
  onSelect: () => void;
}

interface Props {
  value: ServiceId;
  availability: ServiceAvailability;
  /** The model the server runs for each service that has one (OPENAI_MODEL); null while unknown. */
  models: Record<ServiceId, string | null> | null;
  /** The caller's plan's services; null while unknown (every card stays selectable, the server decides). */
  allowed: readonly ServiceId[] | null;
  /** The plan's paid services that wait for the account's email address to be verified. */
  awaitingVerification: readonly ServiceId[];
  onChange: (service: ServiceId) => void;
  /** Absent where the browser cannot translate the pair itself: no card then. */
  device?: DeviceCard | null;
}

/**
 * One radio group: arrow keys move between the usable services, unusable ones say why (a paid plan's service is
 * locked with the plans that include it; a service the server lacks says so); the free plan's are marked.
 */
export function ServiceCards({
  value,
  availability,
  models,
  allowed,
  awaitingVerification,
  onChange,
  device,
}: Props) {
  const { t, i18n } = useLingui();
  // A locked service names the first plan that includes it, on its badge and in its text.
  const inPremium = (service: ServiceId) => PLANS.premium.services.includes(service);
  const lockedText = (service: ServiceId) =>
    inPremium(service) ? t`Available with Premium or Pro` : t`Available with Pro`;
  return (
    <fieldset>
      <legend className="mb-2 font-medium text-sm">{t`Translation service`}</legend>
      <div className={`grid gap-3 ${device ? "md:grid-cols-2" : "md:grid-cols-3"}`}>
        {SERVICE_CARDS.map((card) => {
          const inPlan = allowed === null || allowed.includes(card.id);
          const awaiting = awaitingVerification.includes(card.id);
          const available = inPlan && isAvailable(availability, card.id);
          const selected = value === card.id && !device?.selected;
          const model = models?.[card.id];
          return (
            <CardFrame
              key={card.id}
              id={card.id}
              selected={selected}
              usable={available}
              onSelect={() => onChange(card.id)}
            >
              <span className="flex items-center gap-2 font-semibold">
                {card.name}
                {PLANS.free.services.includes(card.id) && (
                  <span className="badge badge-soft badge-success badge-sm">{t`Free plan`}</span>
                )}
                {!PLANS.free.services.includes(card.id) && !inPlan && !awaiting && (
                  <span className="badge badge-soft badge-warning badge-sm">
                    <Crown aria-hidden="true" className="size-3" />
                    {inPremium(card.id) ? t`Premium` : t`Pro`}
                  </span>
                )}
                {selected && <Check aria-hidden="true" className="size-4 text-primary" />}
                {!available && <Lock aria-hidden="true" className="size-4" />}
              </span>
              <span className="text-sm opacity-80">{i18n._(card.description)}</span>
              {model && (
                <span
                  className="break-all font-mono text-xs opacity-80"
                  data-testid={`service-${card.id}-model`}
                >
                  {t`Model: ${model}`}
                </span>
              )}
              {awaiting && (
                <Link
                  to="/profile?section=security"
                  className="link mt-1 text-sm font-medium"
                  data-testid={`service-${card.id}-verify`}
                >
                  {t`Verify your email address to use this service`}
                </Link>
              )}
              {!inPlan && !awaiting && (
                <span className="mt-1 text-sm font-medium" data-testid={`service-${card.id}-locked`}>
                  {lockedText(card.id)}
                </span>
              )}
              {inPlan && !available && (
                <span className="mt-1 text-sm font-medium">{t`Not configured on this server`}</span>
              )}
            </CardFrame>
          );
        })}
        {device && <DeviceServiceCard card={device} />}
      </div>
      {allowed !== null && allowed.length + awaitingVerification.length < SERVICE_CARDS.length && (
        <Link to="/pricing" className="btn btn-outline btn-sm mt-3 min-h-11" data-testid="upgrade-services">
          <Crown aria-hidden="true" className="size-4" />
          {t`Upgrade to use every service`}
        </Link>
      )}
    </fieldset>
  );
}

/** "On this device": free on every plan, offline too, the text never leaves the device. */
function DeviceServiceCard({ card }: { card: DeviceCard }) {
  const { t } = useLingui();
  const { availability, selected, usable } = card;
  return (
    <CardFrame
      id="device"
      selected={selected}
      usable={usable}
      onSelect={card.onSelect}
      availability={availability}
    >
      <span className="flex flex-wrap items-center gap-2 font-semibold">
        <MonitorSmartphone aria-hidden="true" className="size-4" />
        {t`On this device`}
        <span className="badge badge-soft badge-success badge-sm">{t`Every plan`}</span>
        {selected && <Check aria-hidden="true" className="size-4 text-primary" />}
      </span>
      <span className="text-sm opacity-80">
        {t`Your browser's own translator: works offline, the text never leaves this device, nothing counted.`}
      </span>
      {availability !== "available" && usable && (
        <span className="mt-1 text-sm font-medium" data-testid="service-device-download">
          {t`Downloads the language model once, when you start.`}
        </span>
      )}
      {!usable && (
        <span className="mt-1 text-sm font-medium">{t`Open the file again to translate it on this device.`}</span>
      )}
    </CardFrame>
  );
}

/** One card of the radio group: the whole card is the radio's label, its focus ring drawn around the card. */
function CardFrame({
  id,
  selected,
  usable,
  onSelect,
  availability,
  children,
}: {
  id: string;
  selected: boolean;
  usable: boolean;
  onSelect: () => void;
  availability?: string;
  children: ReactNode;
}) {
  return (
    <label
      data-testid={`service-${id}`}
      data-availability={availability}
      className={`relative flex flex-col gap-1 rounded-box border p-4 transition-colors duration-150 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary ${
        selected ? "border-primary bg-primary/5" : "border-base-300"
      } ${usable ? "cursor-pointer hover:border-primary/60" : "cursor-not-allowed bg-base-200 opacity-70"}`}
    >
      <input
        type="radio"
        name="service"
        value={id}
        className="sr-only"
        checked={selected}
        disabled={!usable}
        onChange={onSelect}
      />
      {children}
    </label>
  );
}
