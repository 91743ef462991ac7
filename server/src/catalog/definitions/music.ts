/** How seed/music-synth.ts plays a track. */
export interface TrackSpec {
  bpm: number;
  bars: number;
  /** MIDI note of the key's root (60 = middle C). */
  root: number;
  /** One chord per bar, cycling: semitones above the root. */
  progression: number[][];
  /** Which layers play in each 8-bar section (cycling), e.g. ["pad,bass", all]. */
  sections: string[];
  arp: { pattern: number[]; stepsPerBeat: number; octave: number; instrument: "pluck" | "keys" } | null;
  drums: { kick: number[]; snare: number[]; hat: number[]; swing?: number } | null;
  /** Pad brightness 0..1 (harmonics) and echo mix 0..1. */
  brightness: number;
  echo: number;
  crackle?: boolean;
}

/** The built-in music: one track per mood, synthesised at seed time (see seed/music-synth.ts). */
export interface MusicDefinition {
  id: string;
  name: string;
  mood: string;
  tags: string[];
  useCase: string;
  order: number;
  spec: TrackSpec;
}

/** A chord on `root` (semitones above the key's): major, minor, major seventh, minor seventh, dominant seventh. */
const major = (root: number) => [root, root + 4, root + 7];
const minor = (root: number) => [root, root + 3, root + 7];
const maj7 = (root: number) => [...major(root), root + 11];
const min7 = (root: number) => [...minor(root), root + 10];
const dom7 = (root: number) => [...major(root), root + 10];

const I = major(0);
const V = major(7);
const vi = minor(9);
const IV = major(5);
const four = [0, 4, 8, 12];
const backbeat = [4, 12];
const eighths = [0, 2, 4, 6, 8, 10, 12, 14];
const offbeats = [2, 6, 10, 14];
/** A section with every layer playing. */
const all = "pad,bass,arp,drums";

export const musicDefinitions: MusicDefinition[] = [
  {
    id: "sunny-days",
    name: "Sunny Days",
    mood: "upbeat",
    tags: ["upbeat", "pop", "happy", "energetic"],
    useCase: "story",
    order: 1,
    spec: {
      bpm: 118,
      bars: 48,
      root: 60,
      progression: [I, V, vi, IV],
      sections: ["pad,bass,arp", all, all, "pad,arp,drums", all, "pad,bass,arp"],
      arp: { pattern: [0, 1, 2, 3, 2, 1, 0, 2], stepsPerBeat: 4, octave: 1, instrument: "pluck" },
      drums: { kick: four, snare: backbeat, hat: offbeats },
      brightness: 0.7,
      echo: 0.25,
    },
  },
  {
    id: "still-water",
    name: "Still Water",
    mood: "calm",
    tags: ["calm", "ambient", "relaxing", "soft"],
    useCase: "story",
    order: 2,
    spec: {
      bpm: 68,
      bars: 24,
      root: 53,
      progression: [maj7(0), maj7(5), min7(9), dom7(7)],
      sections: ["pad,arp", "pad,bass,arp", "pad,arp"],
      arp: { pattern: [0, 2, 3, 5, 3, 2], stepsPerBeat: 2, octave: 1, instrument: "keys" },
      drums: null,
      brightness: 0.35,
      echo: 0.45,
    },
  },
  {
    id: "rising-titan",
    name: "Rising Titan",
    mood: "epic",
    tags: ["cinematic", "epic", "dramatic", "trailer"],
    useCase: "story",
    order: 3,
    spec: {
      bpm: 88,
      bars: 32,
      root: 50,
      progression: [minor(0), major(-4), major(3), major(-2)],
      sections: ["pad,bass", all, all, "pad,bass,arp"],
      arp: { pattern: [0, 0, 1, 0, 2, 0, 1, 0], stepsPerBeat: 2, octave: 0, instrument: "pluck" },
      drums: { kick: [0, 3, 8, 11], snare: [12], hat: [] },
      brightness: 0.9,
      echo: 0.3,
    },
  },
  {
    id: "clear-vision",
    name: "Clear Vision",
    mood: "corporate",
    tags: ["corporate", "business", "positive", "clean"],
    useCase: "product",
    order: 1,
    spec: {
      bpm: 108,
      bars: 40,
      root: 55,
      progression: [I, vi, IV, V],
      sections: ["pad,arp", all, all, all, "pad,bass,arp"],
      arp: { pattern: [0, 2, 1, 2], stepsPerBeat: 2, octave: 1, instrument: "keys" },
      drums: { kick: [0, 8], snare: backbeat, hat: eighths },
      brightness: 0.55,
      echo: 0.2,
    },
  },
  {
    id: "late-night-notes",
    name: "Late Night Notes",
    mood: "lo-fi",
    tags: ["lo-fi", "chill", "jazzy", "study"],
    useCase: "story",
    order: 4,
    spec: {
      bpm: 78,
      bars: 28,
      root: 57,
      progression: [min7(0), min7(5), dom7(10), maj7(3)],
      sections: ["pad,bass,drums", all, all, "pad,arp,drums"],
      arp: { pattern: [0, 2, 3, 1], stepsPerBeat: 1, octave: 1, instrument: "keys" },
      drums: { kick: [0, 7, 10], snare: backbeat, hat: eighths, swing: 0.35 },
      brightness: 0.2,
      echo: 0.2,
      crackle: true,
    },
  },
  {
    id: "new-horizons",
    name: "New Horizons",
    mood: "inspiring",
    tags: ["inspiring", "uplifting", "motivational", "hopeful"],
    useCase: "product",
    order: 2,
    spec: {
      bpm: 100,
      bars: 36,
      root: 52,
      progression: [I, V, vi, IV],
      sections: ["pad,arp", "pad,bass,arp", all, all, "pad,arp"],
      arp: { pattern: [0, 1, 2, 4, 2, 1], stepsPerBeat: 2, octave: 1, instrument: "keys" },
      drums: { kick: [0, 8], snare: [12], hat: [4, 12] },
      brightness: 0.6,
      echo: 0.35,
    },
  },
  {
    id: "night-drive",
    name: "Night Drive",
    mood: "synthwave",
    tags: ["synthwave", "retro", "electronic", "driving"],
    useCase: "product",
    order: 3,
    spec: {
      bpm: 112,
      bars: 40,
      root: 52,
      progression: [minor(0), major(-4), major(-7), major(-2)],
      sections: ["pad,bass", all, all, "pad,arp,drums", all],
      arp: { pattern: [0, 1, 2, 1], stepsPerBeat: 4, octave: 1, instrument: "pluck" },
      drums: { kick: four, snare: backbeat, hat: offbeats },
      brightness: 1,
      echo: 0.3,
    },
  },
];
