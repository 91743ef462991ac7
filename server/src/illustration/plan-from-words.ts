import type { StyleId } from "@reelsmith/contract/style-ids";
import type { ScenePlace, ScenePlan } from "../scene-plan/scene-plan-schema";
import { INDOOR_PLACES } from "../scene-plan/scene-plan-schema";
import { styleModules } from "../styles";
import { hasIcon, iconKey } from "./icon-library";

/**
 * A minimal scene plan for a scene that came without one (renders made before the planner, or a plan that
 * failed): the sentence's words that name an illustration become its objects, a few English words set the
 * place, time and weather, and the rest follows the style's usual settings (its module's usualPlaces),
 * varied by scene. The planner (scene-plan/) does this properly, in every language.
 */
const PLACES: Record<string, ScenePlace> = {
  bakery: "bakery",
  bread: "bakery",
  cafe: "cafe",
  coffee: "cafe",
  kitchen: "kitchen",
  home: "home",
  house: "home",
  office: "office",
  work: "office",
  school: "school",
  class: "school",
  hospital: "hospital",
  doctor: "hospital",
  stage: "stage",
  concert: "stage",
  studio: "studio",
  park: "park",
  garden: "garden",
  playground: "playground",
  swings: "playground",
  forest: "forest",
  woods: "forest",
  mountain: "mountains",
  mountains: "mountains",
  beach: "beach",
  sea: "sea",
  ocean: "sea",
  boat: "sea",
  desert: "desert",
  farm: "farm",
  village: "countryside",
  field: "countryside",
  city: "city",
  town: "street",
  street: "street",
  road: "street",
  shop: "shop",
  store: "shop",
  market: "market",
  bazaar: "market",
  marketplace: "market",
  station: "station",
  library: "library",
  river: "river",
  lake: "river",
  restaurant: "restaurant",
  plaza: "square",
  piazza: "square",
  harbour: "harbour",
  harbor: "harbour",
  port: "harbour",
  space: "space",
  planet: "space",
  rocket: "space",
};
const TIMES: Record<string, ScenePlan["time"]> = {
  morning: "dawn",
  dawn: "dawn",
  sunrise: "dawn",
  evening: "dusk",
  sunset: "dusk",
  dusk: "dusk",
  night: "night",
  midnight: "night",
  moon: "night",
  stars: "night",
};
const WEATHERS: Record<string, ScenePlan["weather"]> = {
  rain: "rain",
  rainy: "rain",
  storm: "storm",
  thunder: "storm",
  snow: "snow",
  winter: "snow",
  fog: "fog",
  mist: "fog",
  cloud: "cloudy",
  clouds: "cloudy",
};
const STOP = new Set([
  "the",
  "and",
  "was",
  "her",
  "his",
  "she",
  "him",
  "they",
  "with",
  "for",
  "one",
  "two",
  "new",
]);

const singular = (w: string) =>
  w.endsWith("ies")
    ? `${w.slice(0, -3)}y`
    : w.endsWith("es") && w.length > 4
      ? w.slice(0, -2)
      : w.endsWith("s")
        ? w.slice(0, -1)
        : w;

export function planFromWords(o: {
  text: string;
  keywords: string[];
  style: StyleId;
  index: number;
}): ScenePlan {
  const words = [...o.keywords.flatMap((k) => k.split(/\s+/)), ...o.text.split(/\s+/)]
    .map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}-]/gu, ""))
    .filter((w) => w.length >= 3 && !STOP.has(w));
  const usual = styleModules[o.style].usualPlaces;
  const [usualPlace, usualTime] = usual[o.index % usual.length] ?? ["park", "day"];
  const place = words.map((w) => PLACES[w] ?? PLACES[singular(w)]).find(Boolean) ?? usualPlace;
  const time = words.map((w) => TIMES[w]).find(Boolean) ?? usualTime;
  const weather = words.map((w) => WEATHERS[w]).find(Boolean) ?? "clear";
  const objects: ScenePlan["objects"] = [];
  for (const word of words) {
    if (objects.length >= 3) break;
    const icon = [word, singular(word)].map(iconKey).find((k) => /^[a-z]/.test(k) && hasIcon(k));
    if (icon && !objects.some((x) => x.icon === icon)) objects.push({ icon, word });
  }
  return {
    characters: [],
    objects,
    setting: { place, indoor: INDOOR_PLACES.has(place) },
    time,
    weather,
    mood: "neutral",
  };
}
