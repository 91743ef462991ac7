import { Square } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { MicRecorderState } from "@/shared/video-settings/hooks/use-mic-recorder";
import { formatClock } from "@/shared/video-settings/lib/recording";

/** The waveform of a recording, one bar per stretch, as tall as its loudest sample. */
export function Waveform({
  peaks,
  label = "Waveform of your recording",
}: {
  peaks: number[];
  label?: string;
}) {
  if (peaks.length === 0) return null;
  return (
    <svg
      viewBox={`0 0 ${peaks.length * 3} 40`}
      preserveAspectRatio="none"
      className="h-12 w-full text-violet-300"
      role="img"
      aria-label={label}
    >
      {peaks.map((p, i) => {
        const h = Math.max(1, p * 38);
        // biome-ignore lint/suspicious/noArrayIndexKey: the bars are positions in time, fixed once drawn.
        return <rect key={i} x={i * 3} y={20 - h / 2} width={2} height={h} rx={1} fill="currentColor" />;
      })}
    </svg>
  );
}

export function LevelMeter({ level }: { level: number }) {
  return (
    <meter
      aria-label="Microphone level"
      min={0}
      max={100}
      low={10}
      high={90}
      optimum={60}
      value={Math.round(level * 100)}
      className="h-3 w-full"
    />
  );
}

/**
 * The microphone while it counts down and records: the seconds left, then what is recording (`label`), its
 * time, the level meter and Stop. Nothing in the other steps.
 */
export function RecordingProgress({
  state,
  label,
  onStop,
}: {
  state: MicRecorderState;
  label: string;
  onStop: () => void;
}) {
  if (state.step === "countdown")
    return (
      <p aria-live="assertive" className="text-center text-3xl font-bold tabular-nums">
        <span className="sr-only">Recording starts in </span>
        {state.left}
      </p>
    );
  if (state.step !== "recording") return null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm">
        <span className="flex items-center gap-2">
          <span aria-hidden className="h-2.5 w-2.5 animate-pulse rounded-full bg-red-500" />
          {label}
        </span>
        <span className="tabular-nums">
          <span className="sr-only">Recorded </span>
          {formatClock(state.seconds)}
        </span>
      </div>
      <LevelMeter level={state.level} />
      <Button variant="secondary" size="sm" className="w-fit" onClick={onStop}>
        <Square aria-hidden className="h-4 w-4" />
        Stop recording
      </Button>
    </div>
  );
}
