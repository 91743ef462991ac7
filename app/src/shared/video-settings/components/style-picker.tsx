import type { VisualStyle } from "@reelsmith/contract/catalog";
import { PickedMark } from "@/components/ui/picked-mark";
import { cn } from "@/lib/cn";
import { useStyles } from "@/shared/video-settings/api/get-styles";
import { PickerError, PickerLoading } from "@/shared/video-settings/components/picker-states";
import { catalogMessages } from "@/shared/video-settings/lib/messages";
import type { SelectedStyle } from "@/shared/video-settings/lib/types";

export function toSelectedStyle(s: VisualStyle): SelectedStyle {
  return { id: s.id, name: s.style_name, colors: s.colors, tags: s.tags };
}

/** Visual styles in one horizontally scrolling row, each with its sample image. */
export function StylePicker({
  selected,
  onSelect,
}: {
  selected: SelectedStyle | null;
  onSelect: (style: SelectedStyle) => void;
}) {
  const styles = useStyles();
  if (styles.isPending) return <PickerLoading label="Loading visual styles..." />;
  if (styles.isError) return <PickerError message={catalogMessages.styles} />;
  return (
    <ul
      aria-label="Visual styles"
      className="-mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pt-1 pb-3"
      data-testid="style-row"
    >
      {styles.data.map((s) => {
        const isSelected = selected?.id === s.id;
        return (
          <li key={s.id} className="w-32 shrink-0 snap-start sm:w-36">
            <button
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelect(toSelectedStyle(s))}
              title={s.description}
              className={cn(
                "relative flex w-full cursor-pointer flex-col overflow-hidden rounded-xl border-2 bg-surface-2 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
                isSelected ? "border-violet-400" : "border-transparent hover:border-border",
              )}
            >
              <img
                src={s.reference_url}
                alt={`${s.style_name} sample`}
                loading="lazy"
                className="aspect-[9/16] w-full object-cover"
                style={{ backgroundColor: s.colors.primary }}
              />
              <span className="flex items-center gap-1.5 px-2 py-1.5">
                <span
                  aria-hidden
                  className="h-2.5 w-2.5 shrink-0 rounded-full"
                  style={{ backgroundColor: s.colors.primary }}
                />
                <span className="truncate text-xs font-medium">{s.style_name}</span>
              </span>
              {isSelected ? <PickedMark /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
