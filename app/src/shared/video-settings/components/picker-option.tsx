import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { PlayButton } from "@/shared/video-settings/components/play-button";

/** A catalogue row: its sample's play button, then a button that picks it (lit and ticked once picked). */
export function PickerOption({
  selected,
  playing,
  playLabel,
  onPlay,
  onSelect,
  children,
}: {
  selected: boolean;
  playing: boolean;
  playLabel: string;
  onPlay: () => void;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <li
      className={cn(
        "flex items-center gap-2 rounded-xl border bg-surface-2 p-1.5 pr-2 transition-colors",
        selected ? "border-violet-400 bg-violet-500/10" : "border-transparent",
      )}
    >
      <PlayButton playing={playing} label={playLabel} onClick={onPlay} />
      <button
        type="button"
        aria-pressed={selected}
        onClick={onSelect}
        className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 rounded-lg px-1 py-1 text-left focus-visible:outline-2 focus-visible:outline-ring"
      >
        {children}
        {selected ? <Check aria-hidden className="h-4 w-4 text-violet-300" /> : null}
      </button>
    </li>
  );
}
