/**
 * The mouth follows the sounds: the speech engines' phonemes (Festival's segments in its ARPAbet-like
 * phone set, espeak-ng's phoneme events as IPA) map to a small set of mouth shapes, and a video frame shows
 * the shape of the sound it covers. Engines that give no phonemes get an estimate from each word's letters,
 * spread over the word's time. Pure functions: the avatar engines turn the frames' shapes into pictures.
 *
 *   rest  lips together, relaxed (silence)      MBP  lips pressed shut (b, m, p)
 *   AA    jaw open (a, ah, ai)                   EE   lips wide, teeth near (ee, i, e, y)
 *   OO    lips rounded and forward (oo, o, w)    FV   lower lip under the upper teeth (f, v)
 *   TH    tongue between the teeth (th)          L    mouth open, tongue up (l)
 *   ETC   slightly open, teeth together (t, d, s, k, n, r, sh...)
 */
export const VISEMES = ["rest", "MBP", "AA", "EE", "OO", "FV", "TH", "L", "ETC"] as const;
export type Viseme = (typeof VISEMES)[number];

export interface TimedViseme {
  viseme: Viseme;
  startMs: number;
  endMs: number;
}

/** Festival's phone names (the US English voices' radio phone set; other voices' vowels by their letter). */
export function visemeOfArpabet(phone: string): Viseme {
  const p = phone.toLowerCase();
  if (p === "" || p === "pau" || p === "h#" || p === "brth" || p === "sil" || p === "#") return "rest";
  if (p === "p" || p === "b" || p === "m" || p === "em") return "MBP";
  if (p === "f" || p === "v") return "FV";
  if (p === "th" || p === "dh") return "TH";
  if (p === "l" || p === "el") return "L";
  if (["aa", "ae", "ah", "aw", "ay"].includes(p)) return "AA";
  if (["ao", "ow", "oy", "uh", "uw", "w"].includes(p)) return "OO";
  if (["eh", "ey", "ih", "iy", "y", "ax", "axr", "er", "ix"].includes(p)) return "EE";
  // Other Festival voices (Spanish, diphone sets): a vowel by its first letter, the rest as consonants.
  const first = p[0] ?? "";
  if (first === "a") return "AA";
  if (first === "o" || first === "u") return "OO";
  if (first === "e" || first === "i") return "EE";
  return "ETC";
}

/** espeak-ng's IPA phoneme names ("ˈaɪ", "iː", "tʃ"): by their first sound, stress and length aside. */
export function visemeOfIpa(phoneme: string): Viseme {
  const p = phoneme.normalize("NFD").replace(/[ˈˌːˑ'ʲʰ]|\p{M}/gu, "");
  const c = Array.from(p)[0] ?? "";
  if (c === "" || c === "_" || c === "|" || c === "#") return "rest";
  if ("pbmɓ".includes(c)) return "MBP";
  if ("fvɱʋβɸ".includes(c)) return "FV";
  if ("θð".includes(c)) return "TH";
  if ("lɫɭʎ".includes(c)) return "L";
  if ("aɑæɐʌäɒ".includes(c)) return c === "ɒ" ? "OO" : "AA";
  if ("oɔuʊyʏøœɵɯwɥ".includes(c)) return "OO";
  if ("eɛiɪɘəɜɚɨj".includes(c)) return "EE";
  return "ETC";
}

const LETTER_DIGRAPHS: Record<string, Viseme | null> = {
  th: "TH",
  ph: "FV",
  sh: "ETC",
  ch: "ETC",
  ck: "ETC",
  ng: "ETC",
  oo: "OO",
  ou: "OO",
  ee: "EE",
  ea: "EE",
  ai: "AA",
  ay: "AA",
  wh: "OO",
};

function visemeOfLetter(l: string): Viseme | null {
  if ("a".includes(l)) return "AA";
  if ("eiy".includes(l)) return "EE";
  if ("ouw".includes(l)) return "OO";
  if ("bmp".includes(l)) return "MBP";
  if ("fv".includes(l)) return "FV";
  if (l === "l") return "L";
  if (l === "h") return null;
  return /\p{L}/u.test(l) ? "ETC" : null;
}

/**
 * A word's mouth shapes guessed from its spelling (for engines without phonemes): letters lose their
 * accents, common digraphs are one sound, a silent h adds nothing, repeats join. Rough, but it closes the
 * lips on b, m, p and opens them on vowels, which is what a viewer reads.
 */
export function visemesOfLetters(word: string): Viseme[] {
  const letters = word
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}]/gu, "");
  const out: Viseme[] = [];
  for (let i = 0; i < letters.length; i++) {
    const pair = letters.slice(i, i + 2);
    let v: Viseme | null;
    if (pair.length === 2 && pair in LETTER_DIGRAPHS) {
      v = LETTER_DIGRAPHS[pair] ?? null;
      i++;
    } else v = visemeOfLetter(letters[i] ?? "");
    if (v && out.at(-1) !== v) out.push(v);
  }
  return out;
}

/** Timed phonemes of an engine as timed visemes, neighbours of the same shape joined. */
export function visemesOfPhonemes(
  phonemes: { phoneme: string; startMs: number; endMs: number }[],
  names: "arpabet" | "ipa",
): TimedViseme[] {
  const map = names === "arpabet" ? visemeOfArpabet : visemeOfIpa;
  return joinRepeats(
    phonemes
      .filter((p) => p.endMs > p.startMs)
      .map((p) => ({ viseme: map(p.phoneme), startMs: p.startMs, endMs: p.endMs })),
  );
}

/** The fallback: each word's letter visemes share its time equally. */
export function estimateVisemes(words: { text: string; startMs: number; endMs: number }[]): TimedViseme[] {
  const out: TimedViseme[] = [];
  for (const w of words) {
    const shapes = visemesOfLetters(w.text);
    const span = w.endMs - w.startMs;
    if (shapes.length === 0 || span <= 0) continue;
    shapes.forEach((viseme, i) => {
      out.push({
        viseme,
        startMs: Math.round(w.startMs + (span * i) / shapes.length),
        endMs: Math.round(w.startMs + (span * (i + 1)) / shapes.length),
      });
    });
  }
  return joinRepeats(out);
}

function joinRepeats(track: TimedViseme[]): TimedViseme[] {
  const out: TimedViseme[] = [];
  for (const v of track) {
    const last = out.at(-1);
    if (last && last.viseme === v.viseme && v.startMs <= last.endMs + 1)
      last.endMs = Math.max(last.endMs, v.endMs);
    else out.push({ ...v });
  }
  return out;
}

/** A track moved along the timeline by `offsetMs` (a scene's start in the video). */
export const shiftVisemes = (track: TimedViseme[], offsetMs: number): TimedViseme[] =>
  track.map((v) => ({ ...v, startMs: v.startMs + offsetMs, endMs: v.endMs + offsetMs }));

/**
 * The viseme of each of `frames` video frames: the one that fills most of the frame (rest where nothing is
 * spoken). A closure (MBP) shorter than a frame would often lose to its vowels; the lips must be seen to
 * meet, so a closure no frame shows takes the frame it overlaps most.
 */
export function visemeFrames(track: TimedViseme[], frames: number, fps: number): Viseme[] {
  const frameMs = 1000 / fps;
  const out: Viseme[] = new Array<Viseme>(frames).fill("rest");
  const best = new Array<number>(frames).fill(0);
  const spoken = new Array<number>(frames).fill(0);
  const sorted = [...track].sort((a, b) => a.startMs - b.startMs);
  for (const v of sorted) {
    if (v.viseme === "rest") continue;
    const f0 = Math.max(0, Math.floor(v.startMs / frameMs));
    const f1 = Math.min(frames - 1, Math.floor((v.endMs - 1e-6) / frameMs));
    for (let f = f0; f <= f1; f++) {
      const covered = Math.min(v.endMs, (f + 1) * frameMs) - Math.max(v.startMs, f * frameMs);
      spoken[f] = (spoken[f] ?? 0) + covered;
      if (covered > (best[f] ?? 0)) {
        best[f] = covered;
        out[f] = v.viseme;
      }
    }
  }
  // A frame mostly silent rests.
  for (let f = 0; f < frames; f++) if ((spoken[f] ?? 0) < frameMs / 2) out[f] = "rest";
  for (const v of sorted) {
    if (v.viseme !== "MBP") continue;
    const f0 = Math.max(0, Math.floor(v.startMs / frameMs));
    const f1 = Math.min(frames - 1, Math.floor((v.endMs - 1e-6) / frameMs));
    if (f1 < f0) continue;
    let shown = false;
    let at = f0;
    let most = -1;
    for (let f = f0; f <= f1; f++) {
      if (out[f] === "MBP") shown = true;
      const covered = Math.min(v.endMs, (f + 1) * frameMs) - Math.max(v.startMs, f * frameMs);
      if (covered > most) {
        most = covered;
        at = f;
      }
    }
    if (!shown) out[at] = "MBP";
  }
  return out;
}
