import type { ScenePlan } from "../../scene-plan/scene-plan-schema";
import { normalise, stemOf } from "../../scene-plan/text";

/**
 * A stock search for one scene, from its plan rather than one word of its sentence: who (the subject's
 * look), what (its objects), where (the place) and when and how (time, weather, mood). The plan's icons and
 * places are English words whatever the story's language, so every language searches in English, the
 * language stock libraries describe their media in.
 */
export interface StockQuery {
  /** The search text: subject, objects, place, then time, weather and mood (at most MAX_TERMS words). */
  text: string;
  /** The same search narrowed to the subject and the place, tried when the full one finds nothing. */
  narrow: string;
  /** The things the scene shows (subject, objects, place): a result must name at least one of them. */
  nouns: string[];
  /** Time, weather and mood words: they count toward a result's relevance, never alone. */
  context: string[];
}

const MAX_TERMS = 6;
/** Parts of icon names that describe the drawing, not the thing (`woman-cook-medium-skin-tone`). */
const ICON_NOISE = new Set([
  "with",
  "and",
  "of",
  "the",
  "skin",
  "tone",
  "light",
  "medium",
  "dark",
  "face",
  "up",
]);
const TIME_TERMS: Record<ScenePlan["time"], string | null> = {
  dawn: "sunrise",
  day: null,
  dusk: "sunset",
  night: "night",
};
const WEATHER_TERMS: Record<ScenePlan["weather"], string | null> = {
  clear: null,
  cloudy: "clouds",
  rain: "rain",
  snow: "snow",
  storm: "storm",
  fog: "fog",
};
const MOOD_TERMS: Record<ScenePlan["mood"], string | null> = {
  joyful: "happy",
  calm: "calm",
  tense: "dramatic",
  sad: "sad",
  hopeful: "hopeful",
  neutral: null,
};

const iconWords = (icon: string) => icon.split("-").filter((w) => w.length > 1 && !ICON_NOISE.has(w));

/** The stock search for a plan, or null when the plan names nothing to look for. */
export function stockQueryOf(plan: ScenePlan): StockQuery | null {
  const subject = plan.characters[0] ? iconWords(plan.characters[0].icon) : [];
  const objects = plan.objects.slice(0, 2).flatMap((o) => iconWords(o.icon));
  const place = [plan.setting.place];
  const nouns = unique([...subject, ...objects, ...place]);
  // A place alone (a sentence that names nobody and nothing) is what the illustrated backdrop draws well;
  // stock footage of "street" would be a generic clip, the peers' complaint.
  if (subject.length === 0 && objects.length === 0) return null;
  const context = [TIME_TERMS[plan.time], WEATHER_TERMS[plan.weather], MOOD_TERMS[plan.mood]].filter(
    (t): t is string => t !== null,
  );
  const text = unique([...nouns, ...context])
    .slice(0, MAX_TERMS)
    .join(" ");
  const narrow = unique([...(subject.length > 0 ? subject : objects.slice(0, 1)), ...place]).join(" ");
  return { text, narrow, nouns, context };
}

/**
 * How many of the query's terms a result's own words name (a photo's alt text and page slug, a video's page
 * slug: "woman-baking-bread-in-a-bakery-3769033"), matched by English stem or by one word starting with the
 * other (bake/baker/bakery). Zero when it names none of the scene's things: such a result is not used.
 */
export function relevanceOf(query: StockQuery, description: string): number {
  const words = description
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !/^\d+$/.test(w));
  const matches = (term: string) =>
    words.some((w) => {
      if (stem(w) === stem(term)) return true;
      const [short, long] = w.length < term.length ? [w, term] : [term, w];
      return short.length >= 4 && long.startsWith(short.slice(0, Math.max(4, short.length - 1)));
    });
  const nouns = query.nouns.filter(matches).length;
  if (nouns === 0) return 0;
  return nouns + query.context.filter(matches).length;
}

/** The fewest matched terms a result needs: two when the query has two or more terms. */
export const minRelevance = (query: StockQuery) => Math.min(2, query.nouns.length + query.context.length);

const stem = (w: string) => stemOf(normalise(w), "en");
const unique = (list: string[]) => [...new Set(list)];
