import { CATALOG_COUNTS, EXPORT_TYPES, UPLOAD_TYPES } from "@client/lib/catalogCounts";
import { formatBytes } from "@client/lib/format";
import { useScrollToHash } from "@client/lib/useScrollToHash";
import { useLingui } from "@lingui/react/macro";
import { FILE_RETENTION_DAYS, MAX_UPLOAD_BYTES, PLANS } from "@shared/plans";
import { Download, FileUp, Gauge, Languages, type LucideIcon, Server, WifiOff } from "lucide-react";
import { Link } from "react-router-dom";

interface Guide {
  Icon: LucideIcon;
  title: string;
  text: string;
}

function useGuides(): Guide[] {
  const { i18n, t } = useLingui();
  const inputs = UPLOAD_TYPES;
  const exports = EXPORT_TYPES;
  const maxSize = formatBytes(MAX_UPLOAD_BYTES, i18n);
  const freeLanguages = PLANS.free.languages.length;
  const paidLanguages = CATALOG_COUNTS.languages;
  const freeFiles = PLANS.free.filesPerDay ?? 0;
  const freeCues = PLANS.free.subtitlesPerFile ?? 0;
  return [
    {
      Icon: FileUp,
      title: t`Upload a file`,
      text: t`Drop a subtitle file on the home page, or choose it with the button or the keyboard. Accepted: ${inputs}, up to ${maxSize}. The file is checked on your device first, and each problem is shown with its line number.`,
    },
    {
      Icon: Languages,
      title: t`Choose the languages`,
      text: t`Pick the language of the file (Polysub suggests it when it can tell) and the language you want. The free plan offers ${freeLanguages} languages, Premium and Pro ${paidLanguages}.`,
    },
    {
      Icon: Server,
      title: t`Pick a service`,
      text: t`MyMemory is open to everyone. DeepL (Premium and Pro) and OpenAI (Pro) usually give more natural sentences. If a service fails or runs out of quota, the translation moves on to another service your plan allows.`,
    },
    {
      Icon: Download,
      title: t`Export the result`,
      text: t`When the translation is done, choose the format (${exports}) and the encoding. Characters that an encoding cannot hold are listed before anything is downloaded.`,
    },
    {
      Icon: WifiOff,
      title: t`Work offline`,
      text: t`Install Polysub with your browser's install button or menu. Without a connection it still opens, shows your files and past results, and checks new files; translating needs the connection.`,
    },
    {
      Icon: Gauge,
      title: t`Quotas`,
      text: t`The free plan allows ${freeFiles} files a day (the day is counted in UTC) and up to ${freeCues} subtitles per file. Premium and Pro have no daily limit.`,
    },
  ];
}

function useQuestions(): { question: string; answer: string }[] {
  const { t } = useLingui();
  const days = FILE_RETENTION_DAYS;
  return [
    {
      question: t`How long are my files kept?`,
      answer: t`${days} days after upload, then they are deleted from the server. You can delete them sooner at any time.`,
    },
    {
      question: t`Do I need an account?`,
      answer: t`No. Without an account you use the free plan, and your history stays on this device.`,
    },
    {
      question: t`Are timings and styles kept?`,
      answer: t`Yes. Timings, the number of subtitles, line breaks and tags (italics, bold, colours, ASS overrides) are kept exactly; only the text is translated.`,
    },
    {
      question: t`Why was my file refused?`,
      answer: t`The message lists each problem with its line number. Correct those lines in a text editor, or save the file again as UTF-8, and upload it again.`,
    },
    {
      question: t`Which text encodings can Polysub read?`,
      answer: t`UTF-8 with or without a byte order mark, UTF-16, and Windows-1252 (Latin-1). The encoding is detected and shown with the file.`,
    },
    {
      question: t`Who sees my subtitles?`,
      answer: t`Only your device, and the text is sent to the translation service you choose. The privacy policy gives the details.`,
    },
  ];
}

/** /help: how-to guides for each step, then the frequent questions. */
export function HelpPage() {
  const { t } = useLingui();
  useScrollToHash();
  const guides = useGuides();
  const questions = useQuestions();
  return (
    <div className="mx-auto max-w-4xl space-y-10">
      <header className="space-y-2">
        <h1 className="font-bold text-3xl tracking-tight">{t`Help`}</h1>
        <p className="opacity-80">{t`How to translate a subtitle file step by step, and answers to frequent questions.`}</p>
      </header>

      <section id="guides" aria-labelledby="guides-title" className="scroll-mt-24 space-y-4">
        <h2 id="guides-title" className="font-semibold text-2xl">
          {t`Guides`}
        </h2>
        <ol className="grid gap-4 sm:grid-cols-2">
          {guides.map(({ Icon, title, text }) => (
            <li key={title} className="card border border-base-300 bg-base-100">
              <div className="card-body gap-2 p-5">
                <h3 className="flex items-center gap-2 font-semibold">
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  {title}
                </h3>
                <p className="text-sm leading-relaxed opacity-90">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section id="faq" aria-labelledby="faq-title" className="scroll-mt-24 space-y-4">
        <h2 id="faq-title" className="font-semibold text-2xl">
          {t`Frequent questions`}
        </h2>
        <div className="space-y-2">
          {questions.map(({ question, answer }) => (
            <details key={question} className="collapse-arrow collapse border border-base-300 bg-base-100">
              <summary className="collapse-title min-h-11 font-medium">{question}</summary>
              <div className="collapse-content text-sm leading-relaxed opacity-90">
                <p>{answer}</p>
              </div>
            </details>
          ))}
        </div>
      </section>

      <aside className="card border border-base-300 bg-base-200">
        <div className="card-body flex-col gap-3 p-5 sm:flex-row sm:items-center">
          <p className="flex-1">{t`Did not find your answer?`}</p>
          <Link to="/contact" className="btn btn-primary min-h-11">
            {t`Contact us`}
          </Link>
        </div>
      </aside>
    </div>
  );
}
