import type { Language } from "@reelsmith/contract/languages";
import { INSTRUMENT_ICONS } from "./object-poses";
import type { ScenePlan } from "./scene-plan-schema";
import { type Token, tokenize } from "./text";

/** Word patterns: "x*" a word's start, else the whole word. */
type Words = readonly string[];

/**
 * Words that use an instrument without naming it: its strings, practising on it, and playing songs on it.
 * The verb of playing is a cue only with songs or tunes beside it ("played three songs"), since playing
 * is as often a game; strings and practising speak of the instrument alone.
 */
const INSTRUMENT_USE: Record<Language, { strings: Words; practise: Words; play: Words; songs: Words }> = {
  en: {
    strings: ["strings"],
    practise: ["practis*", "practic*"],
    play: ["play*"],
    songs: ["song", "songs", "tune", "tunes", "chords"],
  },
  es: { strings: ["cuerdas"], practise: ["practic*", "ensayab*"], play: ["toc*"], songs: ["canci*"] },
  fr: {
    strings: ["cordes"],
    practise: ["entraîn*", "exerçait", "répétait"],
    play: ["jou*"],
    songs: ["chanson*", "morceaux"],
  },
  de: {
    strings: ["saiten"],
    practise: ["übte*", "üben", "übt"],
    play: ["spiel*"],
    songs: ["lied", "lieder"],
  },
  hi: {
    strings: ["तारों"],
    practise: ["अभ्यास", "रियाज़"],
    play: ["बजा*"],
    songs: ["गाने", "गाना", "गीत", "धुन*"],
  },
  kn: { strings: ["ತಂತಿಗಳ*"], practise: ["ಅಭ್ಯಾಸ*"], play: ["ನುಡಿಸ*"], songs: ["ಹಾಡು*"] },
  ta: { strings: ["கம்பிகள*"], practise: ["பயிற்சி*"], play: ["வாசி*"], songs: ["பாடல்*", "பாட்டு*"] },
  te: { strings: ["తీగల*"], practise: ["సాధన*"], play: ["వాయి*"], songs: ["పాట*"] },
};

/** The first token that one of the patterns fits, or undefined. */
function found(tokens: Token[], patterns: Words): Token | undefined {
  return tokens.find((t) =>
    patterns.some((p) => (p.endsWith("*") ? t.norm.startsWith(p.slice(0, -1)) : t.norm === p)),
  );
}

/** The word of a sentence that uses an instrument without naming it, or undefined. */
function instrumentUse(text: string, language: Language): Token | undefined {
  const words = INSTRUMENT_USE[language];
  const tokens = tokenize(text, language);
  const play = found(tokens, words.play);
  return (
    found(tokens, words.strings) ??
    found(tokens, words.practise) ??
    (play && found(tokens, words.songs) ? play : undefined)
  );
}

/** The most things a scene draws. */
const MAX_OBJECTS = 4;

/**
 * An instrument the story has drawn is drawn again in a later scene that plays it without naming it ("the
 * hard strings hurt her fingers", "she practised every night", "she played three songs"): the story state
 * says which instrument, the sentence only that one is played. A scene with an instrument of its own, or no
 * person to play it, draws none.
 */
export function playedInstruments(sentences: string[], plans: ScenePlan[], language: Language): ScenePlan[] {
  let instrument: string | null = null;
  return plans.map((plan, i) => {
    const own = plan.objects.find((o) => INSTRUMENT_ICONS.has(o.icon));
    if (own) {
      instrument = own.icon;
      return plan;
    }
    if (!instrument || plan.objects.length >= MAX_OBJECTS) return plan;
    if (!plan.characters.some((c) => c.kind !== "animal")) return plan;
    const use = instrumentUse(sentences[i] ?? "", language);
    if (!use) return plan;
    const objects = [...plan.objects, { icon: instrument, word: use.surface.slice(0, 80) }];
    return { ...plan, objects, characters: playerPosed(plan.characters) };
  });
}

/**
 * The one who plays: the first person with no pose of their own (or only standing) is drawn playing,
 * since the sentence that plays the instrument is about them; one with a pose read from a verb keeps it.
 */
function playerPosed(characters: ScenePlan["characters"]): ScenePlan["characters"] {
  const at = characters.findIndex(
    (c) => c.kind !== "animal" && (c.action === undefined || c.action === "stand"),
  );
  return at < 0 ? characters : characters.map((c, k) => (k === at ? { ...c, action: "play" } : c));
}
