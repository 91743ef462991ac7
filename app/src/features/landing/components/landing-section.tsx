import type { ReactNode } from "react";

/** A landing section, its anchor `id`: the eyebrow, title and lead, then its content. */
export function LandingSection({
  id,
  eyebrow,
  title,
  text,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto mb-10 max-w-2xl text-center sm:mb-14">
        <p className="text-sm font-semibold tracking-widest text-violet-300 uppercase">{eyebrow}</p>
        <h2 id={`${id}-title`} className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {text ? <p className="mt-4 text-muted sm:text-lg">{text}</p> : null}
      </div>
      {children}
    </section>
  );
}
