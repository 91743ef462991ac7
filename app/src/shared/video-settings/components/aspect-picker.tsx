import { ASPECT_PLATFORMS, ASPECT_RATIOS, ASPECTS, type Aspect } from "@reelsmith/contract/aspect";
import { RadioTile } from "@/shared/video-settings/components/radio-tile";
import { setVideoSettings, useVideoSettings } from "@/shared/video-settings/lib/video-settings-store";

/** A frame of the ratio in miniature, its long side 28 units. */
function RatioIcon({ aspect }: { aspect: Aspect }) {
  const { w, h } = ASPECT_RATIOS[aspect];
  const k = 28 / Math.max(w, h);
  const fw = w * k;
  const fh = h * k;
  return (
    <svg viewBox="0 0 30 30" className="h-8 w-8" aria-hidden="true">
      <rect
        x={(30 - fw) / 2}
        y={(30 - fh) / 2}
        width={fw}
        height={fh}
        rx="2"
        className="fill-violet-500/15 stroke-current"
      />
    </svg>
  );
}

/**
 * The video's size setting: 9:16 (the default: TikTok, Reels, Shorts), 4:5 and 1:1 (Instagram and LinkedIn
 * feeds) or 16:9 (YouTube, LinkedIn). The layout engine lays each out for its platforms; create-video gets
 * the ratio as `size`.
 */
export function AspectPicker() {
  const value = useVideoSettings((s) => s.size);
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-border p-3">
      <legend className="px-1 text-xs text-muted">Video size</legend>
      <div className="grid grid-cols-4 gap-2">
        {ASPECTS.map((aspect) => (
          <RadioTile
            key={aspect}
            name="video-size"
            value={aspect}
            checked={value === aspect}
            title={ASPECT_PLATFORMS[aspect]}
            onChange={() => setVideoSettings({ size: aspect })}
          >
            <RatioIcon aspect={aspect} />
            {aspect}
          </RadioTile>
        ))}
      </div>
      <p className="text-xs text-muted" aria-live="polite">
        {ASPECT_PLATFORMS[value]}
      </p>
    </fieldset>
  );
}
