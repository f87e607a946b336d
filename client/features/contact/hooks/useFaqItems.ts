import { intlLocale } from "@client/lib/locales";
import { useLingui } from "@lingui/react/macro";
import { FILE_RETENTION_DAYS, PLANS, TRIAL_DAYS } from "@shared/plans";
import type { FaqItem } from "../faq";

/** The 8 questions of the contact page, two per category, with the figures taken from the plan table. */
export function useFaqItems(): FaqItem[] {
  const { t, i18n } = useLingui();
  const euros = (cents: number) =>
    new Intl.NumberFormat(intlLocale(i18n.locale), { style: "currency", currency: "EUR" }).format(
      cents / 100,
    );
  const premiumMonth = euros(PLANS.premium.price.monthly);
  const premiumYear = euros(PLANS.premium.price.yearly);
  const proMonth = euros(PLANS.pro.price.monthly);
  const proYear = euros(PLANS.pro.price.yearly);
  const trial = TRIAL_DAYS;
  const retention = FILE_RETENTION_DAYS;
  const freeHistory = PLANS.free.historyDays ?? 0;
  const premiumHistory = PLANS.premium.historyDays ?? 0;

  return [
    {
      id: "what",
      category: "general",
      question: t`What does Polysub do?`,
      answer: t`Polysub translates subtitle files (SRT, VTT, ASS, SUB, SBV) with MyMemory, DeepL or OpenAI and gives them back with the same timings, line breaks and formatting. A translation usually takes 1 to 5 minutes; the page shows its progress.`,
    },
    {
      id: "account",
      category: "general",
      question: t`Do I need an account?`,
      answer: t`No. Without an account you translate with the free plan and your history stays on this device. An account keeps your history on every device and opens the paid plans.`,
    },
    {
      id: "prices",
      category: "billing",
      question: t`How much do the plans cost?`,
      answer: t`Free costs nothing. Premium costs ${premiumMonth} a month or ${premiumYear} a year, Pro ${proMonth} a month or ${proYear} a year. Each paid plan starts with a ${trial}-day free trial.`,
    },
    {
      id: "cancel",
      category: "billing",
      question: t`How do I cancel or get a refund?`,
      answer: t`Cancel from the subscription section of your profile: the plan stays until the end of the period you paid. A first subscription is refunded on request within 14 days.`,
    },
    {
      id: "formats",
      category: "technical",
      question: t`Which files can I translate and download?`,
      answer: t`Polysub reads SRT, WebVTT, ASS/SSA, SUB (MicroDVD and SubViewer) and SBV files up to 50 MB, and writes SRT, VTT, ASS, SBV, SUB or plain text in UTF-8, UTF-16, ASCII or Latin-1.`,
    },
    {
      id: "offline",
      category: "technical",
      question: t`Does Polysub work offline?`,
      answer: t`Yes, once installed or opened once: you can open and check a file, see your history and download past results without a connection. A translation started offline is sent by itself when the connection comes back.`,
    },
    {
      id: "retention",
      category: "account",
      question: t`How long are my files kept?`,
      answer: t`Uploaded files and their translations are deleted after ${retention} days, or at once when you delete them. The history is kept ${freeHistory} days on the free plan, ${premiumHistory} days on Premium and without limit on Pro.`,
    },
    {
      id: "data",
      category: "account",
      question: t`How do I get or delete my data?`,
      answer: t`Export your history as CSV or JSON from the history page, and ask for a copy or the deletion of all your data from the GDPR page. Deleting your account removes its files, jobs and sessions.`,
    },
  ];
}
