import type { ReactNode } from "react";
import { useAppConfig } from "@/lib/app-config";
import { useDocumentTitle } from "@/lib/use-document-title";

/** The dates the policy pages show as their effective and last-updated dates. */
export const LEGAL_EFFECTIVE_DATE = "15-08-2025";
export const SAFETY_LAST_UPDATED = "January 2025";
const DEFAULT_SUPPORT_EMAIL = "support@reelsmith.app";

export interface LegalSection {
  heading: string;
  body: (email: ReactNode) => ReactNode;
}

/** The support address from /api/config, as a mail link. */
export function SupportEmail({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="font-medium text-violet-300 underline-offset-4 hover:underline">
      {email}
    </a>
  );
}

/** A policy page's frame: static text with the contact address. */
export function LegalPage({
  title,
  dateLabel,
  intro,
  sections,
}: {
  title: string;
  dateLabel: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  useDocumentTitle(title);
  const { data: config } = useAppConfig();
  const email = <SupportEmail email={config?.supportEmail ?? DEFAULT_SUPPORT_EMAIL} />;
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mb-10 border-b border-border pb-8">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-muted">{dateLabel}</p>
        <div className="mt-6 leading-relaxed text-foreground/85">{intro}</div>
      </header>
      <ol className="flex flex-col gap-8">
        {sections.map((s, i) => (
          <li key={s.heading}>
            <section aria-labelledby={`legal-${i}`}>
              <h2 id={`legal-${i}`} className="mb-3 text-xl font-semibold">
                {i + 1}. {s.heading}
              </h2>
              <div className="space-y-3 leading-relaxed text-foreground/85">{s.body(email)}</div>
            </section>
          </li>
        ))}
      </ol>
    </article>
  );
}
