/** The FAQ's categories (spec: all, general, billing, technical, account). */
export const FAQ_CATEGORIES = ["general", "billing", "technical", "account"] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export type FaqFilter = FaqCategory | "all";

export interface FaqItem {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

/** Lower case without accents, so "resilier" finds "résilier" and "Ubersetzung" finds "Übersetzung". */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase();
}

/** The questions of the chosen category whose question or answer holds every word of the search. */
export function filterFaq(items: readonly FaqItem[], category: FaqFilter, search: string): FaqItem[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (category !== "all" && item.category !== category) return false;
    const text = fold(`${item.question} ${item.answer}`);
    return words.every((word) => text.includes(word));
  });
}
