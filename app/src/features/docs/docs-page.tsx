import { BookOpen, Terminal, UserRound } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { ApiAutomation } from "@/features/docs/components/api-automation";
import { AvatarTechnology, Introduction } from "@/features/docs/components/doc-sections";
import { cn } from "@/lib/cn";
import { useDocumentTitle } from "@/lib/use-document-title";

const tabs = [
  { key: "intro", label: "Introduction", Icon: BookOpen, Content: Introduction },
  { key: "avatars", label: "Avatar Technology", Icon: UserRound, Content: AvatarTechnology },
  { key: "api", label: "API & automation", Icon: Terminal, Content: ApiAutomation },
] as const;

/** Documentation: side tabs with static text. */
export function DocsPage() {
  useDocumentTitle("Documentation");
  const [active, setActive] = useState(0);
  const base = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs[active] ?? tabs[0];

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, vertical on wide screens).
  const onKeyDown = (e: KeyboardEvent) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[e.key];
    if (step === undefined && e.key !== "Home" && e.key !== "End") return;
    e.preventDefault();
    const next =
      e.key === "Home"
        ? 0
        : e.key === "End"
          ? tabs.length - 1
          : (active + (step ?? 0) + tabs.length) % tabs.length;
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="mb-8 text-4xl font-extrabold tracking-tight sm:text-5xl">Documentation</h1>
      <div className="grid gap-8 md:grid-cols-[14rem_1fr]">
        <div
          role="tablist"
          aria-label="Documentation topics"
          aria-orientation="vertical"
          className="flex flex-wrap gap-2 md:sticky md:top-24 md:flex-col md:flex-nowrap md:self-start"
        >
          {tabs.map((tab, i) => (
            <button
              key={tab.key}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.key}`}
              aria-selected={i === active}
              aria-controls={`${base}-panel-${tab.key}`}
              tabIndex={i === active ? 0 : -1}
              onClick={() => setActive(i)}
              onKeyDown={onKeyDown}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-xl px-4 py-2.5 text-left text-sm font-medium transition-colors",
                i === active
                  ? "bg-violet-500/15 text-foreground ring-1 ring-violet-400/40"
                  : "text-muted hover:bg-white/5 hover:text-foreground",
              )}
            >
              <tab.Icon className="h-4 w-4 shrink-0" aria-hidden />
              {tab.label}
            </button>
          ))}
        </div>
        <section
          role="tabpanel"
          id={`${base}-panel-${current.key}`}
          aria-labelledby={`${base}-tab-${current.key}`}
          className="min-w-0 max-w-3xl rounded-card border border-border bg-surface/60 p-6 sm:p-8"
        >
          <h2 className="mb-4 text-2xl font-bold tracking-tight">{current.label}</h2>
          <current.Content />
        </section>
      </div>
    </div>
  );
}
