import type { StockAvatar } from "@reelsmith/contract/catalog";
import { useMemo, useState } from "react";
import { AvatarCard } from "@/features/avatars/components/avatar-card";
import { tagValue } from "@/features/avatars/components/avatar-tags";
import { noFilter, PresenterFilters } from "@/features/avatars/components/presenter-filters";

/** The stock presenters, filtered by gender and language, as selectable cards. */
export function PresenterGallery({
  avatars,
  selectedId,
  highlightedId,
  onSelect,
}: {
  avatars: StockAvatar[];
  selectedId: string | null;
  highlightedId: string | null;
  onSelect: (id: string) => void;
}) {
  const [filter, setFilter] = useState(noFilter);
  const languages = useMemo(
    () => [...new Set(avatars.map((a) => tagValue(a.tags, "language")).filter(Boolean))] as string[],
    [avatars],
  );
  // A filter set to "all" lets every tag value through.
  const passes = (chosen: string, tag: string | null) => chosen === "all" || tag === chosen;
  const shown = avatars.filter(
    (a) =>
      passes(filter.gender, tagValue(a.tags, "gender")) &&
      passes(filter.language, tagValue(a.tags, "language")),
  );

  return (
    <section aria-label="Stock presenters" className="flex flex-col gap-4">
      <PresenterFilters value={filter} onChange={setFilter} languages={languages} />
      <p className="text-sm text-muted">{shown.length} presenters</p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5">
        {shown.map((a) => (
          <li key={a.id}>
            <AvatarCard
              avatar={a}
              selected={a.id === selectedId}
              highlighted={a.id === highlightedId}
              onSelect={() => onSelect(a.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
