import { FileName } from "@client/components/FileName";
import { cancelQueuedStart } from "@client/db/queuedStarts";
import type { QueuedStart } from "@client/db/types";
import { languageName } from "@client/lib/languageNames";
import { useOnline } from "@client/lib/useOnline";
import { useLingui } from "@lingui/react/macro";
import { SERVICES } from "@shared/catalog";
import { ArrowLeft, CloudOff, LoaderCircle } from "lucide-react";

/** A translation asked for offline: what will be sent, that it starts by itself, and a way to take it back. */
export function QueuedView({ queued }: { queued: QueuedStart }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const { source_language, target_language, service } = queued.body;
  const source =
    source_language === "auto" ? t`detected language` : languageName(source_language, i18n.locale);
  const pair = `${source} → ${languageName(target_language, i18n.locale)}`;

  return (
    <section
      data-testid="queued-card"
      aria-labelledby="queued-title"
      className="card border border-base-300"
      aria-live="polite"
    >
      <div className="card-body gap-4 p-4 sm:p-6">
        <div className="flex items-start gap-3">
          {online ? (
            <LoaderCircle aria-hidden="true" className="mt-1 size-6 shrink-0 animate-spin text-primary" />
          ) : (
            <CloudOff aria-hidden="true" className="mt-1 size-6 shrink-0 opacity-70" />
          )}
          <div className="min-w-0">
            <h1 id="queued-title" className="font-semibold text-xl">
              <FileName name={queued.filename} />
            </h1>
            <p className="text-sm opacity-80">
              {pair} · {SERVICES[service].name}
            </p>
          </div>
        </div>
        <p>
          {online
            ? t`The connection is back: sending the translation…`
            : t`Waiting for the connection. The translation starts by itself as soon as you are back online; you can close the app meanwhile.`}
        </p>
        <button
          type="button"
          className="btn min-h-11 self-start"
          onClick={() => void cancelQueuedStart(queued.id)}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t`Cancel and change the settings`}
        </button>
      </div>
    </section>
  );
}
