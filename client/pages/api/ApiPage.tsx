import { CodeBlock } from "@client/features/developers/components/CodeBlock";
import { curlSteps, ERROR_SAMPLE, VERIFY_NODE, WEBHOOK_BODY } from "@client/features/developers/samples";
import { formatBytes } from "@client/lib/format";
import { useLingui } from "@lingui/react/macro";
import { MAX_UPLOAD_BYTES } from "@shared/plans";
import { BookOpen } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link } from "react-router-dom";

// Scalar (with Vue inside) is hundreds of KB: its chunk loads only when the reader opens the reference.
const ApiReference = lazy(() => import("@client/features/developers/components/ApiReference"));

const API_BASE = `${typeof window === "undefined" ? "https://polysub.app" : window.location.origin}/api/v1`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="font-semibold text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /docs/api, the developers page: keys, the four calls, webhooks, limits, errors, then the full reference. */
export function ApiPage() {
  const { t, i18n } = useLingui();
  const [referenceOpen, setReferenceOpen] = useState(false);
  const steps = curlSteps(API_BASE);
  const maxUpload = formatBytes(MAX_UPLOAD_BYTES, i18n);
  const deliveriesRoute = "/translate/job/{id}/webhook-deliveries";
  const stepList = [
    { key: "upload", title: t`1. Upload the subtitle file`, code: steps.upload },
    { key: "start", title: t`2. Start the translation`, code: steps.start },
    { key: "status", title: t`3. Follow it until it is completed`, code: steps.status },
    { key: "export", title: t`4. Export the result`, code: steps.export },
  ];
  return (
    <div className="mx-auto max-w-3xl space-y-10">
      <header className="space-y-2">
        <h1 className="font-bold text-3xl tracking-tight">{t`Polysub API`}</h1>
        <p className="opacity-80">
          {t`Everything the web app does, from your own tools: upload a subtitle file, translate it, follow it and download the result, in JSON over HTTPS.`}
        </p>
      </header>

      <Section id="keys" title={t`Get an API key`}>
        <p>
          {t`API keys come with the Pro plan. Create one in your profile, under Security → API keys: it is shown once, so store it where your scripts read secrets. Send it on every call as a bearer token.`}
        </p>
        <CodeBlock label={t`Authentication header`} code={"Authorization: Bearer psk_…"} />
        <p className="flex flex-wrap gap-x-4 gap-y-2">
          <Link to="/profile?section=security" className="link link-primary">
            {t`Open Security in your profile`}
          </Link>
          <Link to="/pricing" className="link link-primary">
            {t`See the Pro plan`}
          </Link>
        </p>
      </Section>

      <Section id="steps" title={t`From a file to its translation with curl`}>
        <p>{t`Four calls take a file to its translation. Each answer is JSON; the ids it gives are used in the next call.`}</p>
        {stepList.map((step) => (
          <div key={step.key} className="space-y-2">
            <h3 className="font-semibold text-lg">{step.title}</h3>
            <CodeBlock label={step.title} code={step.code} />
          </div>
        ))}
      </Section>

      <Section id="webhooks" title={t`Webhooks`}>
        <p>
          {t`Instead of polling, give a callback_url (https) when you start a job. When the job is completed, fails or is cancelled, Polysub sends it a POST with the job's outcome, signed with your account's webhook secret.`}
        </p>
        <CodeBlock label={t`A webhook request`} code={WEBHOOK_BODY} />
        <p>
          {t`The Polysub-Signature header holds the time of sending (t) and an HMAC-SHA256 of that time, a dot and the raw body, made with your secret (v1). Check it before you trust the body, and refuse old times so that a copied request cannot be replayed:`}
        </p>
        <CodeBlock label={t`Checking the signature in Node.js`} code={VERIFY_NODE} />
        <p>
          {t`Your secret (whsec_…) is in your profile under Security, where you can replace it, and at GET /auth/webhook-secret (POST replaces it). Answer with a 2xx status within 10 seconds: any other answer, a redirect or no answer is tried again, with longer and longer pauses, for 24 hours. Each attempt is listed at GET ${deliveriesRoute} and on the job's page.`}
        </p>
      </Section>

      <Section id="limits" title={t`Limits`}>
        <ul className="list-disc space-y-1 ps-6">
          <li>{t`Files up to ${maxUpload}, in SRT, WebVTT, ASS/SSA, MicroDVD or SubViewer .sub, SBV or text.`}</li>
          <li>{t`Your plan's limits apply to API calls as to the web app: services, languages, formats, files per day and parallel jobs. GET /auth/limits says what is left.`}</li>
          <li>{t`Uploads are limited to 120 an hour per account. Past a limit the answer is 429 with a Retry-After header: wait that many seconds.`}</li>
          <li>{t`Files and results are kept for 30 days, then deleted.`}</li>
        </ul>
      </Section>

      <Section id="errors" title={t`Errors`}>
        <p>
          {t`An error answers with an HTTP status and a JSON body: detail says what went wrong in English, code is a stable identifier to act on. The reference lists every code.`}
        </p>
        <CodeBlock label={t`An error answer`} code={ERROR_SAMPLE} />
      </Section>

      <Section id="reference" title={t`Reference`}>
        <p>
          {t`Every route, its parameters and its answers, generated from the code that serves them. The same document, in OpenAPI 3.1, is at /api/v1/openapi.json for your client generators.`}
        </p>
        {referenceOpen ? (
          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2">
                <span className="loading loading-spinner" aria-hidden="true" />
                {t`Loading the reference`}
              </p>
            }
          >
            <div className="-mx-4 sm:mx-0" data-testid="api-reference">
              <ApiReference />
            </div>
          </Suspense>
        ) : (
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn btn-primary" onClick={() => setReferenceOpen(true)}>
              <BookOpen aria-hidden="true" className="size-5" />
              {t`Open the interactive reference`}
            </button>
            <a href="/api/v1/openapi.json" className="btn btn-ghost">
              {t`Download openapi.json`}
            </a>
          </div>
        )}
      </Section>
    </div>
  );
}
