import { useLingui } from "@lingui/react/macro";
import { ArrowRight, FileCheck2, Languages, ListChecks, WifiOff } from "lucide-react";
import { Link } from "react-router-dom";
import { useCurrentFile } from "../db/hooks";
import { UploadCard } from "../features/upload/components/UploadCard";
import { CATALOG_COUNTS, EXPORT_TYPES, READ_FORMAT_NAMES, UPLOAD_TYPES } from "../lib/catalogCounts";
import { formatInteger } from "../lib/format";
import { useScrollToHash } from "../lib/useScrollToHash";

function Hero() {
  const { t } = useLingui();
  const current = useCurrentFile();
  const types = UPLOAD_TYPES;
  return (
    <section className="py-6 text-center sm:py-12">
      <h1 className="mx-auto max-w-3xl text-balance font-bold text-3xl tracking-tight sm:text-5xl">
        {t`Translate your subtitles, keep every timing`}
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-balance text-base opacity-80 sm:text-lg">
        {t`Upload a subtitle file (${types}), choose the languages and a translation service, and download the translated file in the format you need.`}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {current.value ? (
          <Link to="/translate" className="btn btn-primary btn-lg min-h-11">
            {t`Continue translation`}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        ) : (
          <>
            <a href="#upload" className="btn btn-primary btn-lg min-h-11">
              {t`Get started`}
            </a>
            <Link to="/history" className="btn btn-outline btn-lg min-h-11">
              {t`View history`}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}

function Features() {
  const { t } = useLingui();
  const formats = READ_FORMAT_NAMES;
  const features = [
    {
      Icon: FileCheck2,
      title: t`Every subtitle format`,
      text: t`${formats}: read and written with their timings, styles and tags intact.`,
    },
    {
      Icon: Languages,
      title: t`Three translation services`,
      text: t`OpenAI, DeepL and MyMemory, with automatic fallback when a service is unavailable.`,
    },
    {
      Icon: ListChecks,
      title: t`Problems explained`,
      text: t`A damaged file is checked on your device and every problem is shown with its line number.`,
    },
    {
      Icon: WifiOff,
      title: t`Works offline`,
      text: t`Install Polysub like an app: it opens without a connection and shows your last file at once.`,
    },
  ];
  return (
    <section aria-labelledby="features-title" className="py-8">
      <h2 id="features-title" className="sr-only">
        {t`Features`}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ Icon, title, text }) => (
          <li key={title} className="card border border-base-300 bg-base-100">
            <div className="card-body gap-2 p-5">
              <Icon aria-hidden="true" className="size-6 text-primary" />
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm opacity-80">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HowItWorks() {
  const { t } = useLingui();
  const exports = EXPORT_TYPES;
  const steps = [
    { title: t`Upload`, text: t`Drop your subtitle file; it is checked before it is sent.` },
    { title: t`Choose languages`, text: t`Pick the language of the file and the one you want.` },
    { title: t`Select a service`, text: t`OpenAI, DeepL or MyMemory, depending on your needs.` },
    { title: t`Download`, text: t`Export to ${exports}, in the encoding you need.` },
  ];
  return (
    <section aria-labelledby="how-title" className="py-10">
      <h2 id="how-title" className="mb-6 text-center font-bold text-2xl">
        {t`How it works`}
      </h2>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3 rounded-box border border-base-300 p-5">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-content tabular">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="text-sm opacity-80">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Stats() {
  const { i18n, t } = useLingui();
  const count = (value: number) => formatInteger(value, i18n.locale);
  const free = count(CATALOG_COUNTS.freeLanguages);
  // The paid plans' figure, said as such: a visitor or a free account gets the free plan's languages.
  const stats = [
    { value: count(CATALOG_COUNTS.languages), label: t`languages (${free} on the free plan)` },
    { value: count(CATALOG_COUNTS.formats), label: t`subtitle formats` },
    { value: count(CATALOG_COUNTS.services), label: t`translation services` },
  ];
  return (
    <section aria-label={t`Polysub in numbers`} className="py-8">
      {/* One figure a line on a phone: three columns leave a German label a third of 390 px. */}
      <dl className="grid gap-4 rounded-box border border-base-300 bg-base-200 p-6 text-center sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="text-sm opacity-80">{stat.label}</dt>
            <dd className="font-bold text-2xl tabular sm:text-3xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Where a season of files into several languages starts: the upload card takes one file. */
function ManyFilesLink() {
  const { t } = useLingui();
  return (
    <p className="mt-4 text-center text-sm">
      <Link to="/batch" className="link" data-testid="many-files-link">
        {t`Many files or several languages? Translate them all at once`}
      </Link>
    </p>
  );
}

export function HomePage() {
  useScrollToHash();
  return (
    <>
      <Hero />
      <Features />
      <section id="upload" aria-labelledby="upload-title" className="mx-auto max-w-3xl scroll-mt-24 py-8">
        <UploadCard titleId="upload-title" />
        <ManyFilesLink />
      </section>
      <HowItWorks />
      <Stats />
    </>
  );
}
