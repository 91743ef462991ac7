/** RMS per video frame (0..1), one value per 1/fps seconds of the PCM. */
export function rmsPerFrame(pcm: Int16Array, sampleRate: number, fps: number): number[] {
  const per = sampleRate / fps;
  const frames = Math.ceil(pcm.length / per);
  const out: number[] = [];
  for (let f = 0; f < frames; f++) {
    const a = Math.floor(f * per);
    const b = Math.min(pcm.length, Math.floor((f + 1) * per));
    let sum = 0;
    for (let i = a; i < b; i++) {
      const v = (pcm[i] ?? 0) / 32768;
      sum += v * v;
    }
    out.push(b > a ? Math.sqrt(sum / (b - a)) : 0);
  }
  return out;
}

/**
 * Levels 0, 1, 2 per frame (closed, half, open) from the loudness: smoothed over three frames and measured
 * against the loud end of this voice (95th percentile), so quiet and loud voices both open the mouth.
 */
export function levelsFromRms(rms: number[]): number[] {
  const smooth = rms.map(
    (_, i) => ((rms[i - 1] ?? rms[i] ?? 0) + (rms[i] ?? 0) * 2 + (rms[i + 1] ?? rms[i] ?? 0)) / 4,
  );
  const sorted = smooth.filter((v) => v > 0.002).sort((a, b) => a - b);
  const ref = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  if (ref <= 0) return smooth.map(() => 0);
  return smooth.map((v) => {
    const r = v / ref;
    return r < 0.18 ? 0 : r < 0.55 ? 1 : 2;
  });
}

/** Run-length segments of levels, for an ffmpeg concat list: [{ level, frames }]. */
export function runsOf(levels: number[]): { level: number; frames: number }[] {
  const runs: { level: number; frames: number }[] = [];
  for (const l of levels) {
    const last = runs.at(-1);
    if (last && last.level === l) last.frames++;
    else runs.push({ level: l, frames: 1 });
  }
  return runs;
}
