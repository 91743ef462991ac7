import type { Language } from "@reelsmith/contract/languages";
import type { Match } from "./match";
import { OF_PHRASE } from "./role-nouns";
import type { Token } from "./text";
import { VEHICLE } from "./vehicles";

/** Person ids of a word for someone whose work is driving ("driver", "chauffeur", "ಚಾಲಕ"). */
const DRIVER_IDS = /^(driver|chauffeur|chauffeuse|conductor|conductora)$/u;

const driverWord = (m: Match) => m.concepts.some((c) => c.kind === "person" && DRIVER_IDS.test(c.id));
const vehicleWord = (m: Match) =>
  m.concepts.length > 0 && m.concepts.every((c) => c.kind === "object" && VEHICLE.test(c.icon));

/** The vehicle that qualifies a driver word, which names the kind of driver: before it in English and the
 * Indian languages ("the bus driver", "बस ड्राइवर"), after "de"/"du" in Spanish and French. */
function qualifier(driver: Match, matches: Match[], tokens: Token[], language: Language): Match | undefined {
  const after = OF_PHRASE[language];
  if (!after) {
    if (tokens[driver.start - 1]?.comma) return undefined;
    return matches.find((m) => m.end === driver.start && vehicleWord(m));
  }
  if (tokens[driver.end - 1]?.comma || !after.of.has(tokens[driver.end]?.norm ?? "")) return undefined;
  const from = after.articles.has(tokens[driver.end + 1]?.norm ?? "") ? driver.end + 2 : driver.end + 1;
  return matches.find((m) => m.start === from && vehicleWord(m));
}

/**
 * "The bus driver drank his tea", "el conductor del autobús", "ಬಸ್ ಚಾಲಕ": the vehicle that says which
 * driver someone is is no vehicle in the scene; it is drawn where the sentence names it again on its own.
 */
export function vehiclesOfDrivers(matches: Match[], tokens: Token[], language: Language): Match[] {
  const dropped = new Set<Match>();
  for (const m of matches) {
    if (!driverWord(m)) continue;
    const vehicle = qualifier(m, matches, tokens, language);
    if (!vehicle) continue;
    const icons = new Set(vehicle.concepts.map((c) => (c.kind === "object" ? c.icon : "")));
    const again = matches.some(
      (x) => x !== vehicle && x.concepts.some((c) => c.kind === "object" && icons.has(c.icon)),
    );
    if (!again) dropped.add(vehicle);
  }
  return matches.filter((m) => !dropped.has(m));
}
