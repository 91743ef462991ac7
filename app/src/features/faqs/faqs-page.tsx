import { Search } from "lucide-react";
import { useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useFaqs } from "@/features/faqs/api/get-faqs";
import { sendFaqFeedback } from "@/features/faqs/api/send-faq-feedback";
import { FaqItem } from "@/features/faqs/components/faq-item";
import { groupFaqs } from "@/features/faqs/lib/group-faqs";
import { useDocumentTitle } from "@/lib/use-document-title";

/** FAQs: search, categories, expandable answers, feedback once per visit. */
export function FaqsPage() {
  useDocumentTitle("FAQs");
  const faqs = useFaqs();
  const [search, setSearch] = useState("");
  // Feedback given in this visit, by FAQ id (once per question per visit).
  const [feedback, setFeedback] = useState<Record<number, boolean>>({});
  const groups = useMemo(() => (faqs.data ? groupFaqs(faqs.data, search) : []), [faqs.data, search]);

  const giveFeedback = (faqId: number, helpful: boolean) => {
    if (faqId in feedback) return;
    setFeedback((f) => ({ ...f, [faqId]: helpful }));
    // FAQ feedback errors are logged only.
    sendFaqFeedback(faqId, helpful).catch((error: unknown) => console.error("FAQ feedback failed", error));
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="mb-10 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Frequently asked questions</h1>
        <p className="mt-4 text-muted sm:text-lg">
          Answers about making videos, credits, plans and your account.
        </p>
      </div>
      <div className="relative mb-10">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-muted"
        />
        <Input
          type="search"
          aria-label="Search FAQs"
          placeholder="Search FAQs"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="h-12 pl-10 text-base"
        />
      </div>
      {faqs.isPending ? (
        <div className="flex flex-col gap-3" aria-hidden>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-14 animate-pulse rounded-2xl bg-surface-2" />
          ))}
        </div>
      ) : faqs.isError ? (
        <Alert variant="error">{faqs.error.message || "Failed to load FAQs. Please try again later."}</Alert>
      ) : groups.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-card border border-border bg-surface/60 px-6 py-12 text-center">
          <p className="font-medium">No FAQs found matching your search</p>
          <Button variant="link" onClick={() => setSearch("")}>
            Clear search
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-10">
          {groups.map(({ category, faqs: items }) => (
            <section key={category.id} aria-labelledby={`faq-cat-${category.id}`}>
              <h2 id={`faq-cat-${category.id}`} className="text-xl font-semibold">
                {category.name}
              </h2>
              {category.description ? (
                <p className="mt-1 text-sm text-muted">{category.description}</p>
              ) : null}
              <ul className="mt-4 flex flex-col gap-3">
                {items.map((faq) => (
                  <FaqItem
                    key={faq.id}
                    faq={faq}
                    feedback={feedback[faq.id]}
                    onFeedback={(helpful) => giveFeedback(faq.id, helpful)}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
