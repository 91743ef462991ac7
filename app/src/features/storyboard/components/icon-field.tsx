import type { ThingColour } from "@reelsmith/contract/scene-plan";
import type { IconSearchResponse } from "@reelsmith/contract/storyboard";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useState } from "react";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api-client";
import { cn } from "@/lib/cn";

/** An icon's name as the library writes it ("Cat face" -> "cat-face"). */
const iconName = (text: string) => text.trim().toLowerCase().replace(/\s+/g, "-");

/** The picture of a library icon, in the colour a scene gives its thing where one is given. */
export const iconUrl = (icon: string, colour?: ThingColour) =>
  `/api/icons/${encodeURIComponent(icon)}.svg${colour ? `?colour=${colour}` : ""}`;

/**
 * An icon of the library: what is typed is searched in the story's language (`GET /api/icons`, the
 * planner's lexicon and the icons' names) and the icons found are offered as buttons to pick; a name typed
 * in full is taken as it is.
 */
export function IconField({
  id,
  value,
  language,
  colour,
  onChange,
}: {
  id: string;
  value: string;
  language: string;
  /** The thing's colour in the scene: the picture beside the box shows it as the video will. */
  colour?: ThingColour;
  onChange: (icon: string) => void;
}) {
  // What is typed; the plan takes it once it is a name (an emptied box does not clear the plan's icon).
  const [text, setText] = useState(value);
  const [searching, setSearching] = useState(false);
  useEffect(() => setText((t) => (iconName(t) === value ? t : value)), [value]);
  const q = useDeferredValue(text.trim());
  const search = useQuery({
    queryKey: ["icon-search", language, q],
    queryFn: ({ signal }) =>
      api.get<IconSearchResponse>(
        `/api/icons?q=${encodeURIComponent(q)}&language=${encodeURIComponent(language)}`,
        { signal },
      ),
    enabled: searching && q.length >= 2,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const hits = searching ? (search.data?.icons ?? []).slice(0, 8) : [];
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <img src={iconUrl(value, colour)} alt="" className="h-9 w-9 shrink-0 rounded-lg bg-white/5 p-1" />
        <Input
          id={id}
          value={text}
          maxLength={80}
          autoComplete="off"
          placeholder="Search icons"
          onChange={(e) => {
            setText(e.target.value);
            setSearching(true);
            const icon = iconName(e.target.value);
            if (icon) onChange(icon);
          }}
        />
      </div>
      {hits.length > 0 ? (
        <ul aria-label="Icons found" className="flex flex-wrap gap-1.5">
          {hits.map((h) => (
            <li key={h.icon}>
              <button
                type="button"
                aria-pressed={h.icon === value}
                title={h.label}
                onClick={() => {
                  onChange(h.icon);
                  setText(h.icon);
                  setSearching(false);
                }}
                className={cn(
                  "flex h-10 cursor-pointer items-center gap-1.5 rounded-lg border px-2 text-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  h.icon === value ? "border-violet-400 bg-violet-500/20" : "border-border hover:bg-white/5",
                )}
              >
                <img src={h.url} alt="" className="h-6 w-6" />
                <span className="max-w-24 truncate">{h.label}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
