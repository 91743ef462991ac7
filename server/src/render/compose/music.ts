/** The music gain for a 0..1 volume setting: 0.5 (the default) sits about 16 dB under full scale. */
export const musicGain = (volume: number) => Math.max(0, Math.min(1, volume)) * 0.32;

/**
 * The music's ducking under the voice (measured in docs/BENCHMARKS.md, "Music under the narration"). The
 * voice's presence, not its loudness, drives it: the sidechain is the voice boosted 30 dB and hard-clipped
 * (any speech reads as full scale, so a quiet or loud narration ducks the same depth), widened by 60 ms
 * ahead (the bed is down before the first consonant) and held 150 ms behind (the gaps between words do not
 * let the music pump back). The music is split into three bands; under speech the bands outside the voice
 * drop about 14 dB and the speech band (1-4 kHz, where music masks consonants) about 23 dB: the bed
 * sits about 26 dB under the voice, heard but out of the words' way. Between
 * sentences each band comes back at about 60 dB/s (release 300 ms), so the bed is heard in every pause.
 */
const DUCK = {
  aheadS: 0.06,
  holdMs: 150,
  boostDb: 30,
  crossoverHz: [1000, 4000],
  /** Thresholds on the clipped sidechain (about -2 dBFS RMS while speaking), ratio 20: the duck depths. */
  threshold: { outside: 0.15, speechBand: 0.05 },
  compressor: "ratio=20:attack=5:release=300:knee=2",
};

/**
 * The ducking graph's chains: the voice `[voice]` (48 kHz, any layout) over the music `[music]`, looped to
 * length by its input, at its volume, ducked while the voice speaks, into `[out]`; `bed` also labels the
 * ducked music alone. The voice and the mix are pinned to float samples (what ffmpeg picks for a 16-bit
 * voice read from a file), so the graph mixes the same samples whatever feeds it.
 */
export function duckingGraph(o: {
  voice: string;
  music: string;
  volume: number;
  durationS: number;
  out: string;
  bed?: string;
}): string[] {
  const d = o.durationS.toFixed(3);
  const duck = (band: string, key: string, threshold: number) =>
    `[${band}][${key}]sidechaincompress=threshold=${threshold}:${DUCK.compressor}[${band}d]`;
  return [
    `[${o.music}]aresample=48000,aformat=channel_layouts=stereo,volume=${musicGain(o.volume).toFixed(3)},atrim=duration=${d},afade=t=out:st=${Math.max(0, o.durationS - 1).toFixed(3)}:d=1,acrossover=split=${DUCK.crossoverHz.join(" ")}[lo][mid][hi]`,
    `[${o.voice}]aformat=sample_fmts=fltp:channel_layouts=stereo,asplit=4[v][now][early][late]`,
    `[early]atrim=start=${DUCK.aheadS},asetpts=PTS-STARTPTS[ahead]`,
    `[late]adelay=delays=${DUCK.holdMs}:all=1[held]`,
    `[ahead][now][held]amix=inputs=3:duration=longest:normalize=0,volume=${DUCK.boostDb}dB,asoftclip=type=hard,asplit=3[k1][k2][k3]`,
    duck("lo", "k1", DUCK.threshold.outside),
    duck("mid", "k2", DUCK.threshold.speechBand),
    duck("hi", "k3", DUCK.threshold.outside),
    `[lod][midd][hid]amix=inputs=3:normalize=0${o.bed ? `,asplit=2[ducked][${o.bed}]` : "[ducked]"}`,
    `[v][ducked]amix=inputs=2:duration=longest:normalize=0,atrim=duration=${d},aformat=sample_fmts=fltp[${o.out}]`,
  ];
}

/** Voice over music: the music looped to length, at its volume, and ducked while the voice speaks. */
export function mixArgs(o: {
  voice: string;
  music: string | null;
  volume: number;
  durationS: number;
  out: string;
  /** Also write the ducked music alone here (what the bed does under the voice; benches and tests). */
  bedOut?: string;
}): string[] {
  if (!o.music) {
    return [
      "-i",
      o.voice,
      "-af",
      "aformat=channel_layouts=stereo",
      "-ar",
      "48000",
      "-c:a",
      "pcm_s16le",
      o.out,
    ];
  }
  const graph = duckingGraph({
    voice: "0:a",
    music: "1:a",
    volume: o.volume,
    durationS: o.durationS,
    out: "mix",
    ...(o.bedOut ? { bed: "bed" } : {}),
  }).join(";");
  const pcm = ["-ar", "48000", "-c:a", "pcm_s16le"];
  return [
    ...["-i", o.voice, "-stream_loop", "-1", "-i", o.music],
    ...["-filter_complex", graph, "-map", "[mix]", ...pcm, o.out],
    ...(o.bedOut ? ["-map", "[bed]", ...pcm, o.bedOut] : []),
  ];
}
