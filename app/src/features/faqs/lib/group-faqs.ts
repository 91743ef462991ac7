import type { Faq, FaqCategory, FaqList } from "@reelsmith/contract/public";

export interface FaqGroup {
  category: FaqCategory;
  faqs: Faq[];
}

/** Case-insensitive search on question and answer; categories by name, empty ones left out. */
export function groupFaqs(list: FaqList, search: string): FaqGroup[] {
  const q = search.trim().toLowerCase();
  const matches = (f: Faq) =>
    !q || f.question.toLowerCase().includes(q) || f.answer.toLowerCase().includes(q);
  return [...list.categories]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((category) => ({
      category,
      faqs: list.faqs.filter((f) => f.category_id === category.id && matches(f)),
    }))
    .filter((g) => g.faqs.length > 0);
}
