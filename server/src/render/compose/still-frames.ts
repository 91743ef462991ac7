/**
 * One picture made from one source through one filter chain: a face scaled for the presenter's layer, the
 * bubble's mask or ring. `source` is the input's options, e.g. `["-i", file]` or a lavfi colour.
 */
export interface StillFrame {
  source: string[];
  chain: string;
  /** Output options before the file (codec, container); none for a PNG named by its extension. */
  format: string[];
  out: string;
}

/**
 * Several stills in one ffmpeg run: each source's first frame through its own chain to its own file.
 * Starting ffmpeg costs about 0.1 CPU s (its 200-odd libraries), more than drawing a small still, so a
 * presenter's faces, mask and ring are made together instead of one process each.
 */
export function stillFramesArgs(stills: readonly StillFrame[]): string[] {
  if (stills.length === 0) throw new Error("no stills to make");
  return [
    ...stills.flatMap((s) => s.source),
    "-filter_complex",
    stills.map((s, i) => `[${i}:v]${s.chain}[still${i}]`).join(";"),
    ...stills.flatMap((s, i) => ["-map", `[still${i}]`, "-frames:v", "1", ...s.format, "-y", s.out]),
  ];
}
