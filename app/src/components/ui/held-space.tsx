import { type ReactNode, Suspense } from "react";

/**
 * A lazily loaded part's place on the page: until the part arrives, an empty box of its height
 * (`className`) stands in, busy, so that nothing below it moves when it does.
 */
export function HeldSpace({ className, children }: { className: string; children: ReactNode }) {
  return <Suspense fallback={<div aria-busy="true" className={className} />}>{children}</Suspense>;
}
