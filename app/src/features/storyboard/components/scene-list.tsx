import type { Storyboard, StoryboardScene } from "@reelsmith/contract/storyboard";
import { ArrowDown, ArrowUp, Film, Image as ImageIcon, Sparkles } from "lucide-react";
import { MoveButtons } from "@/components/ui/move-buttons";
import { Thumbnail } from "@/components/ui/thumbnail";
import type { SceneTime } from "@/features/storyboard/lib/estimate-times";
import { formatTime } from "@/features/storyboard/lib/format";
import { cn } from "@/lib/cn";

const PICTURE_LABEL = { illustration: "Illustration", media: "My media", stock: "Stock clip" } as const;
const PICTURE_ICON = { illustration: Sparkles, media: ImageIcon, stock: Film } as const;

/**
 * The scenes in order: each a button that opens it, with its thumbnail, time (marked as an estimate where an
 * edit moved it, until the render times it), words and Move up/down.
 */
export function SceneList({
  board,
  selectedId,
  posterOf,
  timeOf,
  onSelect,
  onMove,
}: {
  board: Storyboard;
  selectedId: string | null;
  /** The picture to show for a scene (its thumbnail, or the poster of the media it now uses). */
  posterOf: (scene: StoryboardScene) => string | null;
  /** The scene's time as the edited board would play. */
  timeOf: (scene: StoryboardScene) => SceneTime;
  onSelect: (id: string) => void;
  onMove: (id: string, delta: number) => void;
}) {
  const last = board.scenes.length - 1;
  return (
    <ol aria-label="Scenes" className="flex flex-col gap-2">
      {board.scenes.map((scene, i) => {
        const selected = scene.id === selectedId;
        const poster = posterOf(scene);
        const Kind = PICTURE_ICON[scene.picture.kind];
        const time = timeOf(scene);
        return (
          <li
            key={scene.id}
            data-scene-id={scene.id}
            className={cn(
              "flex items-stretch gap-2 rounded-xl border bg-surface-2 p-2",
              selected ? "border-violet-400 ring-1 ring-violet-400" : "border-border",
            )}
          >
            <button
              type="button"
              aria-current={selected ? "true" : undefined}
              aria-label={`Scene ${i + 1}: ${scene.text.trim() || "no words yet"}`}
              onClick={() => onSelect(scene.id)}
              className="flex min-w-0 flex-1 cursor-pointer items-start gap-3 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className="relative flex h-20 w-14 shrink-0 items-center justify-center overflow-hidden rounded-md bg-black/40 sm:h-24 sm:w-[4.5rem]">
                {poster ? (
                  <Thumbnail src={poster} className="h-full w-full object-contain" />
                ) : (
                  <Kind aria-hidden className="h-5 w-5 text-muted" />
                )}
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
                  <span className="font-semibold text-foreground">Scene {i + 1}</span>
                  <span data-testid="scene-time">
                    {formatTime(time.start)}–{formatTime(time.end)}
                    {time.estimated ? " (estimate)" : null}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Kind aria-hidden className="h-3 w-3" />
                    {PICTURE_LABEL[scene.picture.kind]}
                  </span>
                </span>
                <span className={cn("line-clamp-3 text-sm", scene.text.trim() ? "" : "text-red-300")}>
                  {scene.text.trim() || "No words yet"}
                </span>
              </span>
            </button>
            <span className="flex flex-col justify-center gap-1">
              <MoveButtons
                index={i}
                last={last}
                icons={{ earlier: ArrowUp, later: ArrowDown }}
                labels={{ earlier: `Move scene ${i + 1} up`, later: `Move scene ${i + 1} down` }}
                onMove={(delta) => onMove(scene.id, delta)}
                className="h-9 w-9"
              />
            </span>
          </li>
        );
      })}
    </ol>
  );
}
