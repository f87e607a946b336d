import { useLingui } from "@lingui/react/macro";
import { Search } from "lucide-react";
import { useId, useState } from "react";
import { FAQ_CATEGORIES, type FaqFilter, filterFaq } from "../faq";
import { useFaqItems } from "../hooks/useFaqItems";

/** The FAQ: a category filter (all, general, billing, technical, account), a search, and expandable answers. */
export function Faq() {
  const { t } = useLingui();
  const searchId = useId();
  const [category, setCategory] = useState<FaqFilter>("all");
  const [search, setSearch] = useState("");
  const found = filterFaq(useFaqItems(), category, search);
  const labels: Record<FaqFilter, string> = {
    all: t`All`,
    general: t`General`,
    billing: t`Billing`,
    technical: t`Technical`,
    account: t`Account`,
  };

  return (
    <section aria-labelledby="faq-title" className="space-y-4">
      <h2 id="faq-title" className="font-semibold text-xl">
        {t`Frequently asked questions`}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t`Category`}</legend>
          {(["all", ...FAQ_CATEGORIES] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={category === value}
              className={`btn btn-sm min-h-11 ${category === value ? "btn-neutral" : "btn-ghost"}`}
              onClick={() => setCategory(value)}
            >
              {labels[value]}
            </button>
          ))}
        </fieldset>
        <label htmlFor={searchId} className="input min-h-11 w-full sm:w-72">
          <Search aria-hidden="true" className="size-4 opacity-60" />
          <span className="sr-only">{t`Search the questions`}</span>
          <input
            id={searchId}
            type="search"
            className="grow"
            placeholder={t`Search the questions`}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
      </div>
      {found.length === 0 ? (
        <p className="rounded-box border border-base-300 border-dashed p-6 text-center opacity-80">
          {t`No question matches. Write to us with the form: we answer every message.`}
        </p>
      ) : (
        <div className="space-y-2" data-testid="faq-list">
          {found.map((item) => (
            <details key={item.id} className="collapse collapse-arrow border border-base-300 bg-base-100">
              <summary className="collapse-title min-h-11 font-medium">{item.question}</summary>
              <div className="collapse-content text-sm opacity-90">
                <p>{item.answer}</p>
              </div>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
