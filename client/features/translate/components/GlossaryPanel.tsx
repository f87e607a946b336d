import { downloadBlob } from "@client/lib/download";
import { useLingui } from "@lingui/react/macro";
import {
  GLOSSARY_MAX_SERIES_LENGTH,
  GLOSSARY_MAX_TERM_LENGTH,
  GLOSSARY_MAX_TERMS,
  type GlossaryTerm,
  glossaryFromCsv,
  glossaryToCsv,
  mergeGlossaries,
} from "@shared/glossary";
import { BookMarked, Download, Plus, Trash2, Upload } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { type GlossaryState, useGlossarySeries } from "../hooks/useGlossary";

interface Props {
  series: string;
  onSeriesChange: (series: string) => void;
  /** The glossary of the series for the one language pair; none for a batch of several pairs (the series alone). */
  glossary?: GlossaryState;
  signedIn: boolean;
  /** Recurring names of the file (its summary's suggested_terms). */
  suggested?: readonly string[];
  /** The language pair's names, for the heading: the glossary holds one pair. */
  pair?: string;
}

/** Largest CSV read: 500 terms of 2 × 100 characters fit well within it. */
const MAX_CSV_BYTES = 256 * 1024;

/**
 * The series' glossary for this language pair, kept on the device for a visitor and with the account for a
 * signed-in user (useGlossary): terms to add (the file's recurring names one click away), edit and remove,
 * imported from and exported to CSV. Without a single pair (a batch into several languages) only the series is
 * chosen, and each job uses the account's glossary of its own pair.
 */
export function GlossaryPanel({ series, onSeriesChange, glossary, signedIn, suggested = [], pair }: Props) {
  const { t } = useLingui();
  const listId = useId();
  const known = useGlossarySeries(signedIn);
  const [source, setSource] = useState("");
  const [target, setTarget] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const terms = glossary?.terms ?? [];
  const onTermsChange = (next: GlossaryTerm[]) => void glossary?.save(next);
  const named = series.trim() !== "";
  const have = new Set(terms.map((term) => term.source));
  const offers = suggested.filter((name) => !have.has(name)).slice(0, 12);
  const full = terms.length >= GLOSSARY_MAX_TERMS;
  const deviceTerms = glossary?.deviceTerms ?? [];
  const deviceCount = deviceTerms.length;

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (source.trim() === "" || target.trim() === "") return;
    onTermsChange(mergeGlossaries(terms, [{ source: source.trim(), target: target.trim() }]));
    setSource("");
    setTarget("");
  };
  const edit = (index: number, patch: Partial<GlossaryTerm>) =>
    onTermsChange(terms.map((term, i) => (i === index ? { ...term, ...patch } : term)));
  const importCsv = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_CSV_BYTES) {
      setNotice(t`This file is too large for a glossary.`);
      return;
    }
    const read = glossaryFromCsv(await file.text());
    onTermsChange(mergeGlossaries(terms, read));
    setNotice(read.length === 0 ? t`No terms found: each row needs a term and its translation.` : null);
  };
  const exportCsv = () =>
    downloadBlob(
      new Blob([glossaryToCsv(terms)], { type: "text/csv;charset=utf-8" }),
      `${series.trim() || "glossary"}.csv`,
    );

  return (
    <details className="rounded-box border border-base-300" data-testid="glossary-panel">
      <summary className="min-h-11 cursor-pointer content-center px-4 font-medium text-sm">
        <BookMarked aria-hidden="true" className="me-2 inline size-4" />
        {t`Glossary`}
        {terms.length > 0 && <span className="badge badge-sm ms-2">{terms.length}</span>}
      </summary>
      <div className="space-y-4 p-4 pt-2">
        <p
          className="text-sm opacity-80"
          data-testid="glossary-kept"
          data-kept={signedIn ? "account" : "device"}
        >
          {pair === undefined
            ? signedIn
              ? t`Names and terms translated the same way in every episode. Each translation uses your account's glossary of the series for its languages.`
              : t`Names and terms translated the same way in every episode. A glossary kept on this device is used when the batch has one source and one target language.`
            : signedIn
              ? t`Names and terms translated the same way in every episode (${pair}). Kept with your account.`
              : t`Names and terms translated the same way in every episode (${pair}). Kept on this device.`}
        </p>
        <label className="block">
          <span className="mb-1 block text-sm">{t`Series or project`}</span>
          <input
            className="input w-full min-h-11"
            list={listId}
            maxLength={GLOSSARY_MAX_SERIES_LENGTH}
            placeholder={t`For example: the name of the series`}
            value={series}
            data-testid="glossary-series"
            onChange={(event) => onSeriesChange(event.target.value)}
          />
          <datalist id={listId}>
            {known.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </label>
        {named && glossary?.unsent && (
          <p role="status" className="text-info text-sm" data-testid="glossary-unsent">
            {t`Saved on this device: sent to your account when you are back online.`}
          </p>
        )}
        {named && deviceCount > 0 && (
          <div className="flex flex-wrap items-center gap-2 rounded-box bg-base-200 p-3">
            <p className="min-w-0 flex-1 text-sm">
              {t`This device kept ${deviceCount} terms of this series before you signed in.`}
            </p>
            <button
              type="button"
              className="btn btn-sm btn-outline min-h-11"
              data-testid="glossary-take-device"
              onClick={() => onTermsChange(mergeGlossaries(terms, deviceTerms))}
            >
              {t`Use them with your account`}
            </button>
          </div>
        )}
        {named && glossary && (
          <>
            {offers.length > 0 && (
              <div>
                <p className="mb-2 text-sm">{t`Names that recur in this file:`}</p>
                <div className="flex flex-wrap gap-2">
                  {offers.map((name) => (
                    <button
                      key={name}
                      type="button"
                      className="btn btn-sm btn-outline min-h-11"
                      disabled={full}
                      aria-label={t`Add ${name} to the glossary`}
                      onClick={() => onTermsChange(mergeGlossaries(terms, [{ source: name, target: name }]))}
                    >
                      <Plus aria-hidden="true" className="size-4" />
                      <span className="break-all">{name}</span>
                    </button>
                  ))}
                </div>
              </div>
            )}
            {terms.length > 0 && (
              <ul className="space-y-2" aria-label={t`Terms`}>
                {terms.map((term, i) => (
                  <li
                    key={term.source}
                    className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-center gap-2"
                  >
                    <span className="break-all text-sm">{term.source}</span>
                    <input
                      className="input input-sm min-h-11 w-full"
                      aria-label={t`Translation of ${term.source}`}
                      maxLength={GLOSSARY_MAX_TERM_LENGTH}
                      value={term.target}
                      onChange={(event) => edit(i, { target: event.target.value })}
                    />
                    <button
                      type="button"
                      className="btn btn-ghost btn-square min-h-11"
                      aria-label={t`Remove ${term.source}`}
                      onClick={() => onTermsChange(terms.filter((_, j) => j !== i))}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <form onSubmit={add} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] gap-2">
              <NewTermField
                label={t`New term`}
                placeholder={t`Term`}
                value={source}
                testId="glossary-new-source"
                onChange={setSource}
              />
              <NewTermField
                label={t`Its translation`}
                placeholder={t`Translation`}
                value={target}
                testId="glossary-new-target"
                onChange={setTarget}
              />
              <button
                type="submit"
                className="btn btn-square min-h-11"
                disabled={full}
                aria-label={t`Add the term`}
              >
                <Plus aria-hidden="true" className="size-4" />
              </button>
            </form>
            <div className="flex flex-wrap gap-2">
              <label className="btn btn-outline min-h-11">
                <Upload aria-hidden="true" className="size-4" />
                {t`Import CSV`}
                <input
                  type="file"
                  accept=".csv,text/csv"
                  className="sr-only"
                  data-testid="glossary-import"
                  onChange={(event) => {
                    void importCsv(event.target.files?.[0]);
                    event.target.value = "";
                  }}
                />
              </label>
              <button
                type="button"
                className="btn btn-outline min-h-11"
                disabled={terms.length === 0}
                onClick={exportCsv}
              >
                <Download aria-hidden="true" className="size-4" />
                {t`Export CSV`}
              </button>
            </div>
            {notice && (
              <p role="status" className="text-sm text-warning">
                {notice}
              </p>
            )}
          </>
        )}
      </div>
    </details>
  );
}

/** One field of the new-term form: the term or its translation. */
function NewTermField(props: {
  label: string;
  placeholder: string;
  value: string;
  testId: string;
  onChange: (value: string) => void;
}) {
  return (
    <input
      className="input input-sm min-h-11 w-full"
      aria-label={props.label}
      placeholder={props.placeholder}
      maxLength={GLOSSARY_MAX_TERM_LENGTH}
      value={props.value}
      data-testid={props.testId}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
