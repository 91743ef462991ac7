import { decodePcm } from "../media/decode-pcm";

/**
 * An independent measure of where words start: the onsets of sound after silence in the audio itself
 * (10 ms frames, a frame is sound when its level is within 35 dB of the loudest frame, silence must last
 * 80 ms to split). On a paragraph whose words are separated by pauses, each onset is a word's onset.
 * With `riseDb`, an onset moves back to where the sound first rises that far above the pause's own floor
 * (its median level): a word that starts with a soft fricative ("f", "s") is heard from there, below the
 * loudness threshold.
 */
export async function soundOnsetsMs(
  wav: string,
  opts: { floorDb: number; minGapMs: number; riseDb?: number } = { floorDb: -35, minGapMs: 80 },
): Promise<number[]> {
  const rate = 16_000;
  const pcm = await decodePcm(wav, rate);
  const frame = rate / 100;
  const levels: number[] = [];
  for (let a = 0; a + frame <= pcm.length; a += frame) {
    let s = 0;
    for (let i = a; i < a + frame; i++) s += ((pcm[i] as number) / 32768) ** 2;
    levels.push(10 * Math.log10(s / frame + 1e-12));
  }
  const loudest = Math.max(...levels);
  const onsets: number[] = [];
  let silentFrames = Number.POSITIVE_INFINITY;
  for (const [i, db] of levels.entries()) {
    if (db >= loudest + opts.floorDb) {
      if (silentFrames * 10 >= opts.minGapMs) {
        let at = i;
        if (opts.riseDb !== undefined && Number.isFinite(silentFrames)) {
          const gap = levels.slice(i - silentFrames, i).sort((a, b) => a - b);
          const floor = gap[Math.floor(gap.length / 2)] ?? -120;
          while (at > i - silentFrames + 1 && (levels[at - 1] ?? -120) >= floor + opts.riseDb) at--;
        }
        onsets.push(at * 10);
      }
      silentFrames = 0;
    } else silentFrames++;
  }
  return onsets;
}

/** Each onset's distance to the nearest word start, in ms. */
export const onsetOffsets = (onsets: number[], wordStarts: number[]) =>
  onsets.map((o) => Math.min(...wordStarts.map((w) => Math.abs(w - o))));
