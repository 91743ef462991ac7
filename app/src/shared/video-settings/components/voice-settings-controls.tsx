import { VOICE_PITCH_RANGE, VOICE_SPEED_RANGE } from "@reelsmith/contract/video";
import { RangeField } from "@/components/ui/range-input";

type VoiceSettings = { pitch: number; speed: number };

/** "1.15x": the multiplier as the controls and the preview show it. */
export const formatMultiplier = (v: number) => `${Number(v.toFixed(2))}x`;

const sliders = [
  { key: "pitch", label: "Pitch", range: VOICE_PITCH_RANGE },
  { key: "speed", label: "Speed", range: VOICE_SPEED_RANGE },
] as const;

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
      {sliders.map(({ key, label, range }) => (
        <RangeField
          key={key}
          label={label}
          shown={formatMultiplier(value[key])}
          value={value[key]}
          {...range}
          onChange={(v) => onChange({ ...value, [key]: v })}
        />
      ))}
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
