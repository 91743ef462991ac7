import { LayoutGrid, List, Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { OptionSelect, type OptionSelectProps } from "@/components/ui/select";
import { useDebouncedValue } from "@/features/projects/hooks/use-debounced-value";
import {
  type ProjectListParams,
  type ProjectView,
  sortOptions,
  typeOptions,
} from "@/features/projects/lib/list-params";
import { cn } from "@/lib/cn";

export const SEARCH_DEBOUNCE_MS = 300;

type Update = (change: Partial<ProjectListParams>, options?: { replace?: boolean }) => void;

/** Keeps the box responsive while the address (and so the query) follows 300 ms after the last key. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const current = useRef({ value, onSearch });
  current.current = { value, onSearch };

  useEffect(() => {
    if (settled !== current.current.value) current.current.onSearch(settled);
  }, [settled]);
  // The address changed from elsewhere (back button, a shared link): show what it says.
  useEffect(() => {
    setText((t) => (t === value ? t : value));
  }, [value]);

  return (
    <div className="relative order-1 min-w-0 flex-1 basis-48 sm:basis-64">
      <label htmlFor={id} className="sr-only">
        Search projects
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-muted"
      />
      <Input
        id={id}
        type="search"
        placeholder="Search projects..."
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => setText("")}
          className="absolute top-1/2 right-2 flex h-7 w-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded-lg text-muted hover:bg-white/5 hover:text-foreground"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      ) : null}
    </div>
  );
}

function ViewToggle({ view, onView }: { view: ProjectView; onView: (view: ProjectView) => void }) {
  const options = [
    { value: "grid", label: "Grid view", Icon: LayoutGrid },
    { value: "list", label: "List view", Icon: List },
  ] as const;
  return (
    <fieldset className="order-2 flex h-11 shrink-0 sm:order-3 items-center gap-1 rounded-xl border border-border bg-surface-2 p-1">
      <legend className="sr-only">View</legend>
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-label={label}
          aria-pressed={view === value}
          title={label}
          onClick={() => onView(value)}
          className={cn(
            "flex h-full w-9 cursor-pointer items-center justify-center rounded-lg text-muted transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
            view === value && "bg-accent-gradient text-white shadow shadow-fuchsia-900/30 hover:text-white",
          )}
        >
          <Icon className="h-4 w-4" aria-hidden />
        </button>
      ))}
    </fieldset>
  );
}

/** A select named for screen readers only: half the second row on a phone, 10rem wide on wider screens. */
function ToolbarSelect<T extends string>({ label, ...select }: { label: string } & OptionSelectProps<T>) {
  const id = useId();
  return (
    <div className="order-3 min-w-0 flex-1 basis-[calc(50%-0.375rem)] sm:order-2 sm:w-40 sm:flex-none sm:basis-auto">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <OptionSelect id={id} {...select} />
    </div>
  );
}

/** Search and the view toggle share the first row on a phone; on wider screens everything is one row. */
export function ProjectToolbar({ params, update }: { params: ProjectListParams; update: Update }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SearchBox value={params.search} onSearch={(search) => update({ search }, { replace: true })} />
      <ToolbarSelect
        label="Filter by type"
        options={typeOptions}
        value={params.type}
        onChange={(type) => update({ type })}
      />
      <ToolbarSelect
        label="Sort projects"
        options={sortOptions}
        value={params.sort}
        onChange={(sort) => update({ sort })}
      />
      <ViewToggle view={params.view} onView={(view) => update({ view })} />
    </div>
  );
}
