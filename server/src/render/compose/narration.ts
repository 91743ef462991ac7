const sec = (ms: number) => (ms / 1000).toFixed(3);

/** The narration: each scene's speech padded with silence to its slot, joined, 48 kHz mono. */
export function narrationArgs(wavs: string[], slotsMs: number[], out: string): string[] {
  const inputs = wavs.flatMap((w) => ["-i", w]);
  const pads = wavs.map(
    (_, i) =>
      `[${i}:a]aresample=48000,aformat=channel_layouts=mono,apad=whole_dur=${sec(slotsMs[i] ?? 0)},atrim=duration=${sec(slotsMs[i] ?? 0)}[a${i}]`,
  );
  const join = `${wavs.map((_, i) => `[a${i}]`).join("")}concat=n=${wavs.length}:v=0:a=1[voice]`;
  return [
    ...inputs,
    "-filter_complex",
    [...pads, join].join(";"),
    "-map",
    "[voice]",
    "-c:a",
    "pcm_s16le",
    out,
  ];
}
