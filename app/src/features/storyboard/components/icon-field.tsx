import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api-client";

interface IconHit {
  icon: string;
  label?: string;
}

/** An icon's name as the library writes it ("Cat face" -> "cat-face"). */
const iconName = (text: string) => text.trim().toLowerCase().replace(/\s+/g, "-");

/**
 * An icon of the library by name, with the icons that match what is typed, searched in the story's language
 * (`GET /api/icons`) offered as suggestions; where the server has no search, the name is typed as it is.
 */
export function IconField({
  id,
  value,
  language,
  onChange,
}: {
  id: string;
  value: string;
  language: string;
  onChange: (icon: string) => void;
}) {
  const listId = useId();
  // What is typed; the plan takes it once it is a name (an emptied box does not clear the plan's icon).
  const [text, setText] = useState(value);
  useEffect(() => setText((t) => (iconName(t) === value ? t : value)), [value]);
  const q = useDeferredValue(text.trim());
  const search = useQuery({
    queryKey: ["icon-search", language, q],
    queryFn: ({ signal }) =>
      api.get<{ icons: IconHit[] }>(
        `/api/icons?q=${encodeURIComponent(q)}&language=${encodeURIComponent(language)}`,
        { signal },
      ),
    enabled: q.length >= 2,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const hits = search.data?.icons ?? [];
  return (
    <>
      <Input
        id={id}
        value={text}
        maxLength={80}
        list={hits.length > 0 ? listId : undefined}
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value);
          const icon = iconName(e.target.value);
          if (icon) onChange(icon);
        }}
      />
      {hits.length > 0 ? (
        <datalist id={listId}>
          {hits.map((h) => (
            <option key={h.icon} value={h.icon}>
              {h.label ?? h.icon}
            </option>
          ))}
        </datalist>
      ) : null}
    </>
  );
}
