import type { Language } from "@reelsmith/contract/languages";
import type { Concept } from "./concepts";
import { DRINKING_GLASSES, EXAMINED_WITH, HUNG_PICTURE_WORDS } from "./languages/thing-words";
import type { Match } from "./match";
import { type Token, tokenize } from "./text";

/**
 * A thing the lexicon knows by a name of several words written with a capital ("the Milky Way", "la Vía
 * Láctea", "la Voie lactée"): the thing, not someone's name.
 */
export function namedThing(tokens: Token[], m: Match | undefined): boolean {
  if (!m || m.end - m.start < 2 || !tokens[m.start]?.capitalised) return false;
  return m.concepts.length > 0 && m.concepts.every((c) => c.kind === "object");
}

/** Quotation marks that open and close what someone says. */
const QUOTED = /[“"«„‘‹]\s*([^“”"«»„‘’‹›]{1,40}?)\s*[”"»“’›]/gu;

/** The most words a shout runs to ("Check!", "Say cheese!", "चीज़ बोलो!"). */
const SHOUT_WORDS = 3;

/**
 * The words of a short exclamation in quotation marks ("shouted “Check!”", "«¡Patata!»", "„Spaghetti!“
 * rief er"): what someone says, no thing in the scene. Returns their token indices.
 */
export function saidAloud(text: string, tokens: Token[], language: Language): Set<number> {
  const out = new Set<number>();
  for (const quote of text.matchAll(QUOTED)) {
    const said = quote[1] ?? "";
    if (!/[!¡]/u.test(said)) continue;
    const words = tokenize(said, language).map((t) => t.norm);
    if (words.length === 0 || words.length > SHOUT_WORDS) continue;
    for (let i = 0; i + words.length <= tokens.length; i++)
      if (words.every((w, k) => tokens[i + k]?.norm === w))
        for (let k = 0; k < words.length; k++) out.add(i + k);
  }
  return out;
}

/** What a photo or a picture is drawn as: the camera that takes it, or the picture itself. */
const PICTURE_ICONS: ReadonlySet<string> = new Set(["camera", "camera-with-flash", "framed-picture"]);
const FRAMED: Concept = { kind: "object", icon: "framed-picture" };

/**
 * A photo, a print or a copy of one hung on a wall ("hung a big copy of it on the classroom wall", "colgó una
 * copia grande en la pared", "ಗೋಡೆಗೆ ತೂಗುಹಾಕಿದರು") is a framed picture, not a camera: in a sentence with a
 * verb of hanging and a wall, a photo drawn as a camera is the picture, and a copy named is drawn as it.
 */
export function hungPictures(tokens: Token[], matches: Match[], language: Language): Match[] {
  const words = HUNG_PICTURE_WORDS[language];
  const has = (re: RegExp) => tokens.some((t) => re.test(t.norm));
  if (!has(words.hang) || !has(words.wall)) return matches;
  const out = matches.map((m) =>
    m.concepts.some((c) => c.kind === "object" && PICTURE_ICONS.has(c.icon))
      ? { ...m, concepts: [FRAMED] }
      : m,
  );
  if (out.some((m) => m.concepts.includes(FRAMED))) return out;
  const copy = tokens.find(
    (t) => words.picture.test(t.norm) && !out.some((m) => m.start <= t.index && t.index < m.end),
  );
  if (!copy) return out;
  const framed: Match = { concepts: [FRAMED], start: copy.index, end: copy.index + 1, surface: copy.surface };
  return [...out, framed].sort((a, b) => a.start - b.start);
}

/**
 * The instrument an examination is done with where no word names it (EXAMINED_WITH): a doctor who listens to
 * a heart holds a stethoscope, one who takes a temperature a thermometer. Drawn at the body part's word,
 * once, where the sentence draws no such instrument already.
 */
const OWN_HEART =
  /^(own|your|propio|propia|tu|ton|ta|propre|dein|deinem|deinen|eigenes|eigene|अपना|अपने|अपनी)$/u;

export function examinedWith(tokens: Token[], matches: Match[], language: Language): Match[] {
  let out = matches;
  for (const rule of EXAMINED_WITH[language]) {
    if (out.some((m) => m.concepts.some((c) => c.kind === "object" && c.icon === rule.icon))) continue;
    if (!tokens.some((t) => rule.verb.test(t.norm))) continue;
    // "Listen to your own heart" is advice, no examination.
    const part = tokens.find(
      (t) => rule.part.test(t.norm) && !OWN_HEART.test(tokens[t.index - 1]?.norm ?? ""),
    );
    if (!part) continue;
    const tool: Match = {
      concepts: [{ kind: "object", icon: rule.icon }],
      start: part.index,
      end: part.index + 1,
      surface: part.surface,
    };
    out = [...out.filter((m) => m.start > part.index || m.end <= part.index), tool].sort(
      (a, b) => a.start - b.start,
    );
  }
  return out;
}

const TUMBLER: Concept = { kind: "object", icon: "tumbler-glass" };

/**
 * Glasses in a sentence about drinking (DRINKING_GLASSES: "drinking tea from small glasses") are what the
 * drink is in: a tumbler, no spectacles and no clinking toast.
 */
export function drinkingGlasses(tokens: Token[], matches: Match[], language: Language): Match[] {
  const words = DRINKING_GLASSES[language];
  if (!words || !tokens.some((t) => words.drink.test(t.norm))) return matches;
  return matches.map((m) =>
    m.end - m.start === 1 &&
    words.glasses.test(tokens[m.start]?.norm ?? "") &&
    m.concepts.some((c) => c.kind === "object")
      ? { ...m, concepts: [TUMBLER] }
      : m,
  );
}

const PAW_PRINTS: Concept = { kind: "object", icon: "paw-prints" };

/** Footprints in a sentence about an animal ("the kitten left blue footprints", "huellas de patas") are
 * its paw prints. */
export function animalPrints(matches: Match[]): Match[] {
  if (!matches.some((m) => m.concepts.some((c) => c.kind === "animal"))) return matches;
  return matches.map((m) =>
    m.concepts.some((c) => c.kind === "object" && c.icon === "footprints")
      ? { ...m, concepts: [PAW_PRINTS] }
      : m,
  );
}
