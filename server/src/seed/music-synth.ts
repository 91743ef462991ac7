import type { TrackSpec } from "../catalog/definitions/music";
import { seededRandom } from "../lib/random";

/**
 * A small additive synthesiser for the built-in music: chords, bass, arpeggios and a drum kit, rendered
 * into a circular stereo buffer (note tails and echoes wrap to the start), so every track loops without
 * a seam. Everything is computed here; no samples are downloaded.
 */
export const SAMPLE_RATE = 44_100;

const TABLE_SIZE = 4096;
const SINE = Float32Array.from({ length: TABLE_SIZE }, (_, i) => Math.sin((2 * Math.PI * i) / TABLE_SIZE));
const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

class LoopBuffer {
  readonly left: Float32Array;
  readonly right: Float32Array;
  constructor(readonly length: number) {
    this.left = new Float32Array(length);
    this.right = new Float32Array(length);
  }
  add(i: number, v: number, pan: number) {
    const k = i % this.length;
    this.left[k] = (this.left[k] as number) + v * (1 - pan) * 1.4;
    this.right[k] = (this.right[k] as number) + v * (1 + pan) * 1.4;
  }
  /** Adds a mono signal from `start` (wrapping at the end) with a constant pan. */
  mix(start: number, signal: Float32Array, pan: number) {
    const gl = (1 - pan) * 1.4;
    const gr = (1 + pan) * 1.4;
    let k = start % this.length;
    for (let i = 0; i < signal.length; i++, k++) {
      if (k === this.length) k = 0;
      const v = signal[i] as number;
      this.left[k] = (this.left[k] as number) + v * gl;
      this.right[k] = (this.right[k] as number) + v * gr;
    }
  }
}

/** One tone: a sum of harmonics with an attack, an exponential decay and a linear release. */
function tone(
  buf: LoopBuffer,
  toneCache: Map<string, Float32Array>,
  start: number,
  midi: number,
  seconds: number,
  opts: {
    gain: number;
    harmonics: number[];
    attack: number;
    decay: number;
    release: number;
    pan: number;
    detune?: number;
  },
) {
  const key = `${midi}|${seconds}|${JSON.stringify(opts)}`;
  const cached = toneCache.get(key);
  if (cached) return buf.mix(start, cached, opts.pan);
  const f = hz(midi) * (1 + (opts.detune ?? 0));
  const hold = Math.floor(seconds * SAMPLE_RATE);
  const rel = Math.max(1, Math.floor(opts.release * SAMPLE_RATE));
  const len = hold + rel;
  const att = Math.max(1, Math.floor(opts.attack * SAMPLE_RATE));
  const fall = Math.exp(-1 / (opts.decay * SAMPLE_RATE));
  const out = new Float32Array(len);
  opts.harmonics.forEach((amp, h) => {
    const freq = f * (h + 1);
    if (amp === 0 || freq > SAMPLE_RATE / 2.2) return;
    const step = (freq * TABLE_SIZE) / SAMPLE_RATE;
    let phase = 0;
    for (let i = 0; i < len; i++) {
      out[i] = (out[i] as number) + amp * (SINE[phase | 0] as number);
      phase += step;
      if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
    }
  });
  let env = 0;
  for (let i = 0; i < len; i++) {
    env = i < att ? i / att : env * fall;
    const r = i > hold ? Math.max(0, 1 - (i - hold) / rel) : 1;
    out[i] = (out[i] as number) * env * r * opts.gain;
  }
  toneCache.set(key, out);
  buf.mix(start, out, opts.pan);
}

function drum(
  buf: LoopBuffer,
  start: number,
  kind: "kick" | "snare" | "hat",
  gain: number,
  noise: () => number,
) {
  const dur = { kick: 0.35, snare: 0.22, hat: 0.05 }[kind];
  const len = Math.floor(dur * SAMPLE_RATE);
  let phase = 0;
  let prev = 0;
  for (let i = 0; i < len; i++) {
    const t = i / SAMPLE_RATE;
    let v = 0;
    if (kind === "kick") {
      const f = 45 + 90 * Math.exp(-t * 28);
      phase += (f * TABLE_SIZE) / SAMPLE_RATE;
      v = (SINE[(phase % TABLE_SIZE) | 0] as number) * Math.exp(-t * 9);
    } else if (kind === "snare") {
      phase += (190 * TABLE_SIZE) / SAMPLE_RATE;
      v =
        0.35 * (SINE[(phase % TABLE_SIZE) | 0] as number) * Math.exp(-t * 30) +
        0.6 * noise() * Math.exp(-t * 18);
    } else {
      const x = noise();
      v = (x - prev) * 0.5 * Math.exp(-t * 70); // a first difference: the noise's highs only
      prev = x;
    }
    buf.add(start + i, v * gain, kind === "hat" ? 0.25 : 0);
  }
}

/**
 * Renders a whole track. Async only to yield to the event loop between bars: the server seeds in the
 * background at start and keeps answering requests meanwhile.
 */
export async function synthesizeTrack(
  spec: TrackSpec,
  seed: string,
): Promise<{ left: Float32Array; right: Float32Array }> {
  // Progressions repeat, so most notes are rendered once per track and mixed in again from here (one
  // cache per track: tracks are made side by side).
  const tones = new Map<string, Float32Array>();
  const beat = 60 / spec.bpm;
  const barSamples = Math.round(4 * beat * SAMPLE_RATE);
  const buf = new LoopBuffer(barSamples * spec.bars);
  const r = seededRandom(seed);
  const noise = () => r.next() * 2 - 1;
  const padHarm = [
    1,
    0.5 * spec.brightness,
    0.3 * spec.brightness,
    0.15 * spec.brightness,
    0.08 * spec.brightness,
  ];
  for (let bar = 0; bar < spec.bars; bar++) {
    if (bar % 2 === 1) await new Promise((resolve) => setImmediate(resolve));
    const chord = spec.progression[bar % spec.progression.length] as number[];
    const layers = (spec.sections[Math.floor(bar / 8) % spec.sections.length] as string).split(",");
    const at = bar * barSamples;
    const has = (l: string) => layers.includes(l);
    if (has("pad")) {
      chord.forEach((semi, k) => {
        for (const det of [-0.003, 0.003])
          tone(buf, tones, at, spec.root + semi, 4 * beat, {
            gain: 0.05,
            harmonics: padHarm,
            attack: 0.6,
            decay: 30,
            release: 0.8,
            pan: (k - 1) * 0.3 + det * 60,
            detune: det,
          });
      });
    }
    if (has("bass")) {
      const rootNote = spec.root - 24 + (chord[0] as number);
      for (const b of [0, 2, 2.5])
        tone(
          buf,
          tones,
          at + Math.round(b * beat * SAMPLE_RATE),
          rootNote,
          b === 0 ? 1.6 * beat : 0.4 * beat,
          {
            gain: 0.22,
            harmonics: [1, 0.35, 0.1],
            attack: 0.01,
            decay: 0.9,
            release: 0.08,
            pan: 0,
          },
        );
    }
    if (has("arp") && spec.arp) {
      const { pattern, stepsPerBeat, octave, instrument } = spec.arp;
      const step = beat / stepsPerBeat;
      for (let s = 0; s < 4 * stepsPerBeat; s++) {
        const idx = pattern[s % pattern.length] as number;
        const semi = (chord[idx % chord.length] as number) + 12 * Math.floor(idx / chord.length);
        const harmonics = instrument === "pluck" ? [1, 0.45, 0.25, 0.12] : [1, 0.3, 0.12, 0.05, 0.03];
        tone(
          buf,
          tones,
          at + Math.round(s * step * SAMPLE_RATE),
          spec.root + 12 * octave + semi,
          step * 0.9,
          {
            gain: 0.075,
            harmonics,
            attack: 0.004,
            decay: instrument === "pluck" ? 0.18 : 0.45,
            release: 0.12,
            pan: ((s % 4) - 1.5) * 0.2,
          },
        );
      }
    }
    if (has("drums") && spec.drums) {
      const d = spec.drums;
      const sixteenth = beat / 4;
      for (let s = 0; s < 16; s++) {
        const swing = s % 2 === 1 ? (d.swing ?? 0) * sixteenth : 0;
        const pos = at + Math.round((s * sixteenth + swing) * SAMPLE_RATE);
        if (d.kick.includes(s)) drum(buf, pos, "kick", 0.55, noise);
        if (d.snare.includes(s)) drum(buf, pos, "snare", 0.3, noise);
        if (d.hat.includes(s)) drum(buf, pos, "hat", 0.35 + (s % 4 === 0 ? 0.1 : 0), noise);
      }
    }
  }
  if (spec.crackle)
    for (let i = 0; i < buf.length; i += Math.floor(r.range(800, 9000)))
      buf.add(i, noise() * 0.06, noise() * 0.5);
  return finish(buf, spec, beat);
}

/** A circular ping-pong echo of 3/4 of a beat, then gain to a steady level and a soft limiter. */
async function finish(buf: LoopBuffer, spec: TrackSpec, beat: number) {
  const breathe = () => new Promise((resolve) => setImmediate(resolve));
  const { left, right, length } = buf;
  const delay = Math.round(0.75 * beat * SAMPLE_RATE);
  if (spec.echo > 0) {
    const l = Float32Array.from(left);
    const rr = Float32Array.from(right);
    for (let pass = 1; pass <= 3; pass++) {
      await breathe();
      const g = spec.echo * 0.55 ** pass;
      for (let i = 0; i < length; i++) {
        const j = (i + delay * pass) % length;
        left[j] = (left[j] as number) + (pass % 2 ? (rr[i] as number) : (l[i] as number)) * g;
        right[j] = (right[j] as number) + (pass % 2 ? (l[i] as number) : (rr[i] as number)) * g;
      }
    }
  }
  await breathe();
  let sum = 0;
  for (let i = 0; i < length; i++) sum += (left[i] as number) ** 2 + (right[i] as number) ** 2;
  const rms = Math.sqrt(sum / (2 * length)) || 1;
  const gain = 0.16 / rms; // about -16 dBFS RMS before the limiter
  await breathe();
  for (let i = 0; i < length; i++) {
    left[i] = Math.tanh((left[i] as number) * gain) * 0.92;
    right[i] = Math.tanh((right[i] as number) * gain) * 0.92;
  }
  return { left, right };
}

/** Interleaved 32-bit float PCM, what ffmpeg reads with -f f32le. */
export function interleave(track: { left: Float32Array; right: Float32Array }): Buffer {
  const out = new Float32Array(track.left.length * 2);
  for (let i = 0; i < track.left.length; i++) {
    out[2 * i] = track.left[i] as number;
    out[2 * i + 1] = track.right[i] as number;
  }
  return Buffer.from(out.buffer);
}
