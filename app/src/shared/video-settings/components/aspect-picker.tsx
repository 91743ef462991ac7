import { ASPECT_PLATFORMS, ASPECT_RATIOS, ASPECTS, type Aspect } from "@reelsmith/contract/aspect";
import { RadioTileGroup } from "@/shared/video-settings/components/radio-tile";
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

const aspectOptions = ASPECTS.map((aspect) => ({
  value: aspect,
  label: aspect,
  hint: ASPECT_PLATFORMS[aspect],
}));

/**
 * The video's size setting: 9:16 (the default: TikTok, Reels, Shorts), 4:5 and 1:1 (Instagram and LinkedIn
 * feeds) or 16:9 (YouTube, LinkedIn). The layout engine lays each out for its platforms; create-video gets
 * the ratio as `size`.
 */
export function AspectPicker() {
  const value = useVideoSettings((s) => s.size);
  return (
    <RadioTileGroup
      legend="Video size"
      name="video-size"
      options={aspectOptions}
      value={value}
      onChange={(size) => setVideoSettings({ size })}
      picture={(aspect) => <RatioIcon aspect={aspect} />}
      columns="grid-cols-4"
    >
      <p className="text-xs text-muted" aria-live="polite">
        {ASPECT_PLATFORMS[value]}
      </p>
    </RadioTileGroup>
  );
}
