import { lazy } from "react";
import { HeldSpace } from "@/components/ui/held-space";

// The form (react-hook-form, the zod resolver and its schema) loads after the page's first render: the
// section sits at the bottom of the landing page and must not delay the hero.
const WaitlistForm = lazy(() =>
  import("@/features/landing/components/waitlist-form").then((m) => ({ default: m.WaitlistForm })),
);

/** The beta landing page's last section: early-access pitch and the waitlist form. */
export function WaitlistSection() {
  return (
    <section id="waitlist" aria-labelledby="waitlist-title" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto grid max-w-5xl items-center gap-10 rounded-[2rem] border border-violet-500/25 bg-gradient-to-br from-violet-600/15 via-surface/80 to-fuchsia-600/10 p-6 sm:p-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-widest text-violet-300 uppercase">Early access</p>
          <h2 id="waitlist-title" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            Join 1000+ early access creators
          </h2>
          <p className="mt-4 text-muted sm:text-lg">
            Be first to make story reels and product ads with AI presenters, voices and captions. We'll email
            you as soon as your spot opens.
          </p>
        </div>
        <HeldSpace className="min-h-[25rem] sm:min-h-[19.625rem]">
          <WaitlistForm />
        </HeldSpace>
      </div>
    </section>
  );
}
