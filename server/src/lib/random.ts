import { createHash } from "node:crypto";

/** A small seeded generator (mulberry32): the same seed gives the same sequence on every machine. */
export function seededRandom(seed: string | number) {
  let state =
    typeof seed === "number" ? seed >>> 0 : createHash("sha256").update(seed).digest().readUInt32LE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const chance = (p: number) => next() < p;
  const range = (min: number, max: number) => min + next() * (max - min);
  return { next, pick, chance, range };
}

export type SeededRandom = ReturnType<typeof seededRandom>;

/** A string's 32-bit FNV-1a hash: a seed that stays the same for the same text on every machine. */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
