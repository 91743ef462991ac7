import { VOICE_PITCH_RANGE, VOICE_SPEED_RANGE } from "@reelsmith/contract/video";
import { useId } from "react";

type VoiceSettings = { pitch: number; speed: number };

/** "1.15x": the multiplier as the controls and the preview show it. */
export const formatMultiplier = (v: number) => `${Number(v.toFixed(2))}x`;

function Slider({
  label,
  value,
  range,
  onChange,
}: {
  label: string;
  value: number;
  range: { min: number; max: number; step: number };
  onChange: (v: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between text-sm">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <span className="text-muted tabular-nums">{formatMultiplier(value)}</span>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-2 w-full cursor-pointer accent-violet-500"
      />
    </div>
  );
}

/** The narration's pitch and speed (spec: voiceSettings, 1 by default), for whichever voice narrates. */
export function VoiceSettingsControls({
  value,
  onChange,
}: {
  value: VoiceSettings;
  onChange: (v: VoiceSettings) => void;
}) {
  const changed = value.pitch !== 1 || value.speed !== 1;
  return (
    // mt-4: apart from the picker above, whose scrolling grid ends on a cut row.
    <fieldset className="mt-4 flex flex-col gap-3 rounded-xl border border-border p-3">
      <legend className="px-1 text-xs text-muted">Voice settings</legend>
      <Slider
        label="Pitch"
        value={value.pitch}
        range={VOICE_PITCH_RANGE}
        onChange={(pitch) => onChange({ ...value, pitch })}
      />
      <Slider
        label="Speed"
        value={value.speed}
        range={VOICE_SPEED_RANGE}
        onChange={(speed) => onChange({ ...value, speed })}
      />
      {changed ? (
        <button
          type="button"
          onClick={() => onChange({ pitch: 1, speed: 1 })}
          className="self-end text-xs text-violet-300 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          Reset to 1x
        </button>
      ) : null}
    </fieldset>
  );
}
