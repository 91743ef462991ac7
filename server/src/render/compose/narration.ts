const sec = (ms: number) => (ms / 1000).toFixed(3);

/**
 * The narration's filter chains over inputs `first`.. (one per scene): each scene's speech padded with
 * silence to its slot, joined into `[out]`, 48 kHz mono.
 */
export function narrationGraph(count: number, slotsMs: number[], out: string, first = 0): string[] {
  const pads = Array.from(
    { length: count },
    (_, i) =>
      `[${first + i}:a]aresample=48000,aformat=channel_layouts=mono,apad=whole_dur=${sec(slotsMs[i] ?? 0)},atrim=duration=${sec(slotsMs[i] ?? 0)}[a${i}]`,
  );
  const labels = pads.map((_, i) => `[a${i}]`).join("");
  return [...pads, `${labels}concat=n=${count}:v=0:a=1[${out}]`];
}

/**
 * The narration: each scene's speech padded with silence to its slot, joined, 48 kHz mono; `mouthOut`
 * also gets it as raw 16 kHz mono samples (the avatar's mouth reads them).
 */
export function narrationArgs(wavs: string[], slotsMs: number[], out: string, mouthOut?: string): string[] {
  const graph = mouthOut
    ? [
        ...narrationGraph(wavs.length, slotsMs, "joined"),
        "[joined]aformat=sample_fmts=s16,asplit=2[voice][mouth]",
      ]
    : narrationGraph(wavs.length, slotsMs, "voice");
  return [
    ...wavs.flatMap((w) => ["-i", w]),
    ...["-filter_complex", graph.join(";"), "-map", "[voice]", "-c:a", "pcm_s16le", out],
    ...(mouthOut ? ["-map", "[mouth]", "-ac", "1", "-ar", "16000", "-f", "s16le", mouthOut] : []),
  ];
}
