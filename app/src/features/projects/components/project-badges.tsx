import type { LanguageVersion } from "@reelsmith/contract/language-versions";
import { languageLabel } from "@reelsmith/contract/languages";
import type { ProjectStatus } from "@reelsmith/contract/projects";
import { variantGroupOf } from "@reelsmith/contract/variants";
import { cn } from "@/lib/cn";

const statusStyle: Record<ProjectStatus, string> = {
  DRAFT: "bg-amber-500/20 text-amber-100 ring-amber-400/40",
  PUBLISHED: "bg-green-500/20 text-green-100 ring-green-400/40",
  FAILED: "bg-red-500/20 text-red-100 ring-red-400/40",
};

const badge =
  "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[10px] font-semibold tracking-wide ring-1 backdrop-blur";

export function StatusBadge({ status, className }: { status: ProjectStatus; className?: string }) {
  return <span className={cn(badge, statusStyle[status], className)}>{status}</span>;
}

/** Shown while a draft is being checked. */
export function ProcessingBadge({ className }: { className?: string }) {
  return (
    <span
      role="status"
      className={cn(badge, "bg-violet-500/25 text-violet-100 ring-violet-400/40", className)}
    >
      <span
        aria-hidden
        className="h-1.5 w-1.5 animate-pulse rounded-full bg-violet-300 motion-reduce:animate-none"
      />
      Processing...
    </span>
  );
}

/**
 * A product ad's place in its variant group: "Variants (3)" on the ad they were made of, "Variant B" on
 * each version; nothing on a project outside a group. With `onOpen`, the badge is a button that opens the
 * group (the ad and its variants).
 */
export function VariantBadge({
  metadata,
  className,
  onOpen,
  expanded = false,
}: {
  metadata: unknown;
  className?: string;
  onOpen?: (originalId: string) => void;
  expanded?: boolean;
}) {
  const group = variantGroupOf(metadata);
  if (!group) return null;
  const text = group.label === "Original" ? `Variants (${group.count ?? 0})` : group.label;
  const style = cn(badge, "bg-sky-500/20 text-sky-100 ring-sky-400/40", className);
  if (!onOpen)
    return (
      <span data-testid="variant-badge" className={style}>
        {text}
      </span>
    );
  return (
    <button
      type="button"
      data-testid="variant-badge"
      aria-expanded={expanded}
      aria-controls={expanded ? "variant-group" : undefined}
      title="Show the ad and its variants"
      onClick={() => onOpen(group.of)}
      className={cn(
        style,
        "pointer-events-auto cursor-pointer hover:bg-sky-500/35 focus-visible:outline-2 focus-visible:outline-ring",
      )}
    >
      {text}
    </button>
  );
}

/**
 * A project remade in other languages: one badge per language (the original's first), each a button that
 * opens that language's video on its own (play, share, download, its preview page and exports).
 */
export function LanguageBadges({
  title,
  languages,
  onOpen,
  className,
}: {
  title: string;
  languages: readonly LanguageVersion[] | undefined;
  onOpen: (version: LanguageVersion) => void;
  className?: string;
}) {
  if (!languages || languages.length < 2) return null;
  return (
    <ul aria-label={`Languages of ${title}`} className={cn("flex flex-wrap gap-1", className)}>
      {languages.map((v) => {
        const label = languageLabel(v.language);
        const state = v.status === "ready" ? "" : v.status === "rendering" ? ", rendering" : ", failed";
        return (
          <li key={v.project_id}>
            <button
              type="button"
              data-testid="language-badge"
              aria-label={`${label} version of ${title}${state}`}
              title={`${label}${v.original ? " (original)" : ""}${state}`}
              onClick={() => onOpen(v)}
              className={cn(
                badge,
                "cursor-pointer uppercase focus-visible:outline-2 focus-visible:outline-ring",
                v.status === "failed"
                  ? "bg-red-500/20 text-red-100 ring-red-400/40 hover:bg-red-500/35"
                  : v.original
                    ? "bg-violet-500/30 text-violet-50 ring-violet-400/50 hover:bg-violet-500/45"
                    : "bg-surface-2 text-foreground ring-border hover:bg-violet-500/25",
              )}
            >
              {v.status === "rendering" ? (
                <span
                  aria-hidden
                  className="h-1.5 w-1.5 animate-pulse rounded-full bg-violet-300 motion-reduce:animate-none"
                />
              ) : null}
              {v.language}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
