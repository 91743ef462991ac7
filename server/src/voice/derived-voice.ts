import fs from "node:fs/promises";
import type { DerivedVoice } from "../catalog/engine-voices";
import { runProcess } from "../media/run-process";

/**
 * A voice made from another of the same engine, where Debian has no speaker of that gender for the
 * language (SVOX Pico has one woman per language and no man; Festival's Hindi and Telugu voices are men).
 * The engine lowers (or raises) the pitch itself (`derived.pitch`: Pico's pitch level, with the user's
 * pitch setting; the NSK voices' intonation mean); then the whole spectrum, formants with
 * it, moves by `derived.formant` (sox `speed`, a resampling) and `tempo` brings the length back (WSOLA,
 * speech mode), so a shorter (or longer) vocal tract is heard and the words keep their times. Measured in
 * English, where a recogniser exists (docs/BENCHMARKS.md, "Voices per language").
 */
export const derivedVoiceArgs = (inWav: string, outWav: string, formant: number) => [
  inWav,
  outWav,
  "speed",
  formant.toFixed(3),
  "tempo",
  "-s",
  (1 / formant).toFixed(4),
];

/** Moves the formants of `wav` in place (its length kept to the sample by sox). */
export async function applyDerivedVoice(wav: string, derived: DerivedVoice): Promise<void> {
  if (derived.formant === 1) return;
  const tmp = `${wav}.derived.wav`;
  await runProcess("sox", derivedVoiceArgs(wav, tmp, derived.formant), { timeoutMs: 60_000 });
  await fs.rename(tmp, wav);
}
