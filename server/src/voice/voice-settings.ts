/** Pitch and speed as multipliers of the voice's own (1 = as the voice speaks). */
export interface VoiceSettings {
  pitch: number;
  speed: number;
}

export const neutralSettings: VoiceSettings = { pitch: 1, speed: 1 };

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A pitch multiplier in cents (1200 to the octave), the unit sox's `pitch` effect takes. */
export const pitchCents = (pitch: number) => Math.round(1200 * Math.log2(pitch));

/**
 * espeak-ng steps of its pitch setting (0-99) per octave: measured on en-us+f3 (median f0 168 Hz at 20,
 * 212 Hz at 50, 280 Hz at 80, i.e. about 81 steps to double the pitch).
 */
export const ESPEAK_PITCH_STEPS_PER_OCTAVE = 81;

/**
 * The voice's espeak-ng rate (words per minute) and pitch setting moved by the settings: the rate scales
 * with speed (espeak-ng takes 80-450), the pitch moves on espeak-ng's logarithmic scale within 0-99.
 */
export function espeakProsody(
  voice: { rate: number; pitch: number },
  settings: VoiceSettings = neutralSettings,
): { rate: number; pitch: number } {
  return {
    rate: Math.round(clamp(voice.rate * settings.speed, 80, 450)),
    pitch: Math.round(clamp(voice.pitch + ESPEAK_PITCH_STEPS_PER_OCTAVE * Math.log2(settings.pitch), 0, 99)),
  };
}

/** Settings from a request, with anything missing or out of range brought back to neutral bounds. */
export function normaliseSettings(s: Partial<VoiceSettings> | null | undefined): VoiceSettings {
  return {
    pitch: clamp(s?.pitch ?? 1, 0.5, 2),
    speed: clamp(s?.speed ?? 1, 0.5, 2),
  };
}
