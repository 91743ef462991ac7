import { ASPECT_PLATFORMS, ASPECTS, type Aspect, type Quality } from "@reelsmith/contract/aspect";
import {
  type CreateExport,
  type ExportFormat,
  GIF_MAX_BYTES,
  GIF_MAX_SECONDS,
} from "@reelsmith/contract/exports";
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { RadioLabel } from "@/components/ui/radio-label";
import { cn } from "@/lib/cn";

/** The spec's export qualities (the /generate page's Low, Medium and High), now the export's frame. */
export const exportQualities: {
  id: Quality;
  label: string;
  resolution: string;
  size: string;
  time: string;
}[] = [
  { id: "720p", label: "Low", resolution: "720p", size: "~10MB", time: "~1 minute" },
  { id: "1080p", label: "Medium", resolution: "1080p", size: "~25MB", time: "~2 minutes" },
  { id: "1440p", label: "High", resolution: "1440p", size: "~60MB", time: "~4 minutes" },
];

/** The spec's formats, with what each holds, and the video's sound alone. */
export const exportFormats: { id: ExportFormat; label: string; hint: string }[] = [
  { id: "mp4", label: "MP4", hint: "H.264 + AAC" },
  { id: "webm", label: "WebM", hint: "VP9 + Opus" },
  { id: "gif", label: "GIF", hint: `Silent loop, ${GIF_MAX_SECONDS} s at most` },
  { id: "mp3", label: "Audio (MP3)", hint: "Narration and music" },
];

/** A ratio's frame in miniature. */
function RatioIcon({ aspect }: { aspect: Aspect }) {
  const [w, h] = aspect.split(":").map(Number) as [number, number];
  const scale = 22 / Math.max(w, h);
  return (
    <span aria-hidden className="flex h-6 w-6 items-center justify-center">
      <span
        className="block rounded-[3px] border-2 border-current"
        style={{ width: `${w * scale}px`, height: `${h * scale}px` }}
      />
    </span>
  );
}

/** One choice of a radio group drawn as a tile. */
function Tile({
  name,
  checked,
  disabled,
  onChange,
  children,
  className,
}: {
  name: string;
  checked: boolean;
  disabled: boolean;
  onChange: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <RadioLabel
      name={name}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      className={cn(
        "flex cursor-pointer rounded-xl border p-3 text-sm transition-colors focus-within:ring-2 focus-within:ring-violet-500",
        checked ? "border-violet-500 bg-violet-500/10" : "border-border bg-surface-2",
        disabled && "cursor-not-allowed opacity-60",
        className,
      )}
    >
      {children}
    </RadioLabel>
  );
}

function Group({ legend, children, className }: { legend: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={className}>{children}</div>
    </fieldset>
  );
}

/**
 * The export settings: ratio, quality and format (and a GIF's clip), and the button that starts the export.
 * `disabled` until the video is finished.
 */
export function ExportForm({
  initialAspect = "16:9",
  disabled,
  busy,
  onExport,
}: {
  initialAspect?: Aspect;
  disabled: boolean;
  busy: boolean;
  onExport: (body: CreateExport) => void;
}) {
  const id = useId();
  const [aspect, setAspect] = useState<Aspect>(initialAspect);
  const [quality, setQuality] = useState<Quality>("1080p");
  const [format, setFormat] = useState<ExportFormat>("mp4");
  const [start, setStart] = useState("0");
  const [duration, setDuration] = useState(String(GIF_MAX_SECONDS));

  // An MP3 is the sound alone: it has no frame to choose.
  const noFrame = format === "mp3";
  const submit = () => {
    if (noFrame) return onExport({ format });
    if (format !== "gif") return onExport({ aspect, quality, format });
    onExport({
      aspect,
      quality,
      format,
      start: Number(start) || 0,
      duration: Number(duration) || GIF_MAX_SECONDS,
    });
  };

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Group legend="Aspect ratio" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {ASPECTS.map((a) => (
          <Tile
            key={a}
            name={`${id}-aspect`}
            checked={aspect === a}
            disabled={disabled || noFrame}
            onChange={() => setAspect(a)}
            className="flex-col items-start gap-1.5"
          >
            <span className="flex items-center gap-2 font-semibold">
              <RatioIcon aspect={a} />
              {a}
            </span>
            <span className="text-xs text-muted">{ASPECT_PLATFORMS[a]}</span>
          </Tile>
        ))}
      </Group>
      <Group legend="Quality" className="grid gap-2.5 sm:grid-cols-3">
        {exportQualities.map((q) => (
          <Tile
            key={q.id}
            name={`${id}-quality`}
            checked={quality === q.id}
            disabled={disabled || noFrame}
            onChange={() => setQuality(q.id)}
            className="items-center justify-between gap-3 p-3.5 sm:flex-col sm:items-stretch sm:justify-start sm:gap-0"
          >
            <span className="flex items-baseline gap-2 sm:flex-col sm:gap-0">
              <span className="font-semibold">{q.label}</span>
              <span className="text-xl font-semibold tracking-tight sm:mt-1 sm:text-2xl">{q.resolution}</span>
            </span>
            <span className="flex min-w-36 flex-col gap-0.5 text-xs text-muted sm:mt-2">
              <span className="flex justify-between gap-3">
                <span>File size</span>
                <span>{q.size}</span>
              </span>
              <span className="flex justify-between gap-3">
                <span>Export time</span>
                <span>{q.time}</span>
              </span>
            </span>
          </Tile>
        ))}
      </Group>
      <Group legend="Formats" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {exportFormats.map((f) => (
          <Tile
            key={f.id}
            name={`${id}-format`}
            checked={format === f.id}
            disabled={disabled}
            onChange={() => setFormat(f.id)}
            className="flex-col gap-0.5"
          >
            <span className="font-semibold">{f.label}</span>
            <span className="text-xs text-muted">{f.hint}</span>
          </Tile>
        ))}
      </Group>
      {format === "gif" ? (
        <div className="flex flex-col gap-2">
          <div className="grid grid-cols-2 gap-3">
            <label htmlFor={`${id}-start`} className="flex flex-col gap-1.5 text-sm font-medium">
              GIF start (seconds)
              <Input
                id={`${id}-start`}
                type="number"
                min={0}
                step={0.5}
                inputMode="decimal"
                value={start}
                disabled={disabled}
                onChange={(e) => setStart(e.target.value)}
              />
            </label>
            <label htmlFor={`${id}-length`} className="flex flex-col gap-1.5 text-sm font-medium">
              Length (seconds)
              <Input
                id={`${id}-length`}
                type="number"
                min={1}
                max={GIF_MAX_SECONDS}
                step={0.5}
                inputMode="decimal"
                value={duration}
                disabled={disabled}
                onChange={(e) => setDuration(e.target.value)}
              />
            </label>
          </div>
          <p className="text-xs text-muted">
            {`A GIF is silent and loops. It is at most ${GIF_MAX_SECONDS} seconds and ${GIF_MAX_BYTES / 1024 / 1024} MB, `}
            and 480 px on its short side at most (320 px at Low, 400 px at Medium).
          </p>
        </div>
      ) : null}
      <Button type="submit" disabled={disabled} loading={busy} className="w-full sm:w-fit">
        {noFrame ? "Export audio" : "Export video"}
      </Button>
    </form>
  );
}
