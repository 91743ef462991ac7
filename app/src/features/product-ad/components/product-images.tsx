import { ArrowLeft, ArrowRight, Check, Plus, X } from "lucide-react";
import { IconButton } from "@/components/ui/icon-button";
import { MoveButtons } from "@/components/ui/move-buttons";
import { CountedHeading } from "@/features/product-ad/components/counted-heading";
import { ProductImg } from "@/features/product-ad/components/product-img";
import { MAX_SELECTED_IMAGES } from "@/features/product-ad/lib/image-list";
import { cn } from "@/lib/cn";

const label = (index: number) => `Product image ${index + 1}`;

/**
 * The selected product images, in video order: each can be previewed, moved earlier or later, or removed.
 * Below them, every image found on the page can be chosen (or unchosen).
 */
export function ProductImages({
  found,
  selected,
  onToggle,
  onMove,
  onPreview,
}: {
  found: string[];
  selected: string[];
  onToggle: (url: string) => void;
  onMove: (from: number, to: number) => void;
  onPreview: (url: string) => void;
}) {
  return (
    <section aria-labelledby="selected-images" className="flex flex-col gap-4">
      <CountedHeading
        id="selected-images"
        title="Selected product images"
        count={selected.length}
        max={MAX_SELECTED_IMAGES}
      />
      {selected.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted">
          No images selected: the video's scenes will be drawn from the visual style.
        </p>
      ) : (
        <ol
          aria-label="Selected product images"
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {selected.map((url, i) => (
            <li key={url} className="flex flex-col gap-1.5" aria-label={`Selected image ${i + 1}`}>
              <button
                type="button"
                onClick={() => onPreview(url)}
                aria-label={`Preview product picture ${i + 1}`}
                className="group relative aspect-square overflow-hidden rounded-xl border border-border bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <ProductImg src={url} />
                <span className="absolute left-1.5 top-1.5 rounded-md bg-black/70 px-1.5 text-xs font-semibold">
                  {i + 1}
                </span>
              </button>
              <div className="flex items-center justify-between gap-1">
                <MoveButtons
                  index={i}
                  last={selected.length - 1}
                  icons={{ earlier: ArrowLeft, later: ArrowRight }}
                  labels={{ earlier: `Move image ${i + 1} earlier`, later: `Move image ${i + 1} later` }}
                  onMove={(delta) => onMove(i, i + delta)}
                  className="h-8 w-8"
                >
                  <IconButton
                    icon={X}
                    className="h-8 w-8"
                    label={`Remove image ${i + 1}`}
                    onClick={() => onToggle(url)}
                  />
                </MoveButtons>
              </div>
            </li>
          ))}
        </ol>
      )}
      {found.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-medium text-muted">Images found on the page</h3>
          <ul className="flex gap-2 overflow-x-auto pb-1">
            {found.map((url, i) => {
              const on = selected.includes(url);
              const full = !on && selected.length >= MAX_SELECTED_IMAGES;
              return (
                <li key={url} className="shrink-0">
                  <button
                    type="button"
                    aria-pressed={on}
                    aria-label={`${on ? "Deselect" : "Select"} ${label(i)}`}
                    disabled={full}
                    onClick={() => onToggle(url)}
                    className={cn(
                      "relative block h-20 w-20 overflow-hidden rounded-lg border-2 bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40",
                      on ? "border-fuchsia-400" : "border-transparent",
                    )}
                  >
                    <ProductImg src={url} />
                    <span
                      className={cn(
                        "absolute right-1 top-1 grid h-5 w-5 place-items-center rounded-full",
                        on ? "bg-fuchsia-500 text-white" : "bg-black/60 text-white",
                      )}
                    >
                      {on ? (
                        <Check aria-hidden className="h-3 w-3" />
                      ) : (
                        <Plus aria-hidden className="h-3 w-3" />
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
