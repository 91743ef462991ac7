import { type FaqList, faqListSchema } from "@reelsmith/contract/public";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/faqs: categories ordered by name, FAQs ordered by category. */
export async function getFaqs(signal?: AbortSignal): Promise<FaqList> {
  return faqListSchema.parse(await api.get<unknown>("/api/faqs", { signal }));
}

export const faqsQueryOptions = queryOptions({
  queryKey: ["faqs"],
  queryFn: ({ signal }) => getFaqs(signal),
  staleTime: 10 * 60_000,
});

export const useFaqs = () => useQuery(faqsQueryOptions);
