import type { Language } from "@reelsmith/contract/catalog";
import type { Match } from "./match";
import type { ScenePlan } from "./scene-plan-schema";
import { isIndic, type Token } from "./text";
import { DARK_CLOUDS, WEATHER_ASIDE, WEATHER_WORDS } from "./words";

type Weather = ScenePlan["weather"];

/**
 * What a sentence says of the sky: rain falling now, dark clouds bringing it, or rain over (or the sun out),
 * and the word of the clouds.
 */
export interface SkySaid {
  rain: boolean;
  clouds: boolean;
  over: boolean;
  word: string;
}

const RAINING: ReadonlySet<Weather> = new Set(["rain"]);

/** A weather word at another time than the scene ("after the rain") or ended ("the rain stopped"). */
function aside(tokens: Token[], at: number, end: number, language: Language): boolean {
  const { before, after } = WEATHER_ASIDE[language];
  const near = [...tokens.slice(Math.max(0, at - 3), at).map((t) => [before, t] as const)];
  near.push(...tokens.slice(end, end + 2).map((t) => [after, t] as const));
  return near.some(([words, t]) => words.has(t.norm));
}

/**
 * The weather word as written, or inflected in the Indian scripts (ಮಳೆಯ, மழைக்கு): the lexicon's stems make
 * a short weather word another one ("plu", it rained, in "plus").
 */
function said(t: Token | undefined, weather: Weather, language: Language): boolean {
  const words = WEATHER_WORDS[language][weather] ?? [];
  return t !== undefined && words.some((w) => t.norm === w || (isIndic(language) && t.norm.startsWith(w)));
}

/** "dark clouds rolled in", "nubes negras", "கருமேகங்கள் சூழ்ந்தன": the clouds that bring rain. */
function darkClouds(tokens: Token[], language: Language): Token | null {
  const { dark, fused } = DARK_CLOUDS[language];
  const clouds = WEATHER_WORDS[language].cloudy ?? [];
  const indic = isIndic(language);
  const isCloud = (t: Token) => clouds.some((w) => t.norm === w || (indic && t.norm.startsWith(w)));
  return (
    tokens.find(
      (t) =>
        fused.has(t.norm) ||
        (isCloud(t) &&
          tokens.slice(Math.max(0, t.index - 2), t.index + 3).some((n) => n !== t && dark.has(n.norm))),
    ) ?? null
  );
}

/**
 * The sky a sentence names: rain now where a rain word says it falls, or dark clouds gather; over
 * where the rain stops or the sun comes out. A weather word before or after the scene's time ("after the
 * rain", "వానకు ముందు") or denied ("it did not rain") is no rain now.
 */
export function skySaid(tokens: Token[], matches: Match[], language: Language): SkySaid {
  let rain: Token | null = null;
  let over = false;
  for (const m of matches)
    for (const c of m.concepts) {
      if (c.kind !== "weather") continue;
      if (c.weather === "clear" || (RAINING.has(c.weather) && aside(tokens, m.start, m.end, language)))
        over = true;
      else if (RAINING.has(c.weather) && said(tokens[m.start], c.weather, language))
        rain ??= tokens[m.start] ?? null;
    }
  const clouds = darkClouds(tokens, language);
  return {
    rain: rain !== null && !over,
    clouds: clouds !== null && !over,
    over,
    word: clouds?.surface.slice(0, 80) ?? "",
  };
}
