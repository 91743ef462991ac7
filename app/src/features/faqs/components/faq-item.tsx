import type { Faq } from "@reelsmith/contract/public";
import { ThumbsDown, ThumbsUp } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Disclosure } from "@/components/ui/disclosure";

/** A question that opens to its answer (a disclosure button), with helpful / not helpful once. */
export function FaqItem({
  faq,
  feedback,
  onFeedback,
}: {
  faq: Faq;
  feedback: boolean | undefined;
  onFeedback: (helpful: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const given = feedback !== undefined;
  return (
    <li className="rounded-2xl border border-border bg-surface/70">
      <Disclosure
        open={open}
        onToggle={() => setOpen((o) => !o)}
        summary={<span>{faq.question}</span>}
        buttonClassName="flex w-full cursor-pointer items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-medium hover:bg-white/[0.03]"
        chevronClassName="h-5 w-5"
        panelClassName="px-5 pb-5"
      >
        <p className="leading-relaxed whitespace-pre-line text-foreground/85">{faq.answer}</p>
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted">{given ? "Thanks for your feedback!" : "Was this helpful?"}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={given}
            aria-pressed={feedback === true}
            onClick={() => onFeedback(true)}
          >
            <ThumbsUp className="h-4 w-4" aria-hidden />
            Helpful
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={given}
            aria-pressed={feedback === false}
            onClick={() => onFeedback(false)}
          >
            <ThumbsDown className="h-4 w-4" aria-hidden />
            Not helpful
          </Button>
        </div>
      </Disclosure>
    </li>
  );
}
