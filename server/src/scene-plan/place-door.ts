/**
 * Someone opening the door to a visitor ("Little Tara opened the door", "abrió la puerta", "a ouvert la porte",
 * "öffnete die Tür", "दरवाज़ा खोला", "ಬಾಗಿಲು ತೆರೆದರು", "கதவைத் திறந்தாள்", "తలుపు తీసింది") opens it from inside a
 * home: a story that was out in town (in the street, at the station) has come to someone's home.
 */
import type { Language } from "@reelsmith/contract/languages";
import { lexiconFor } from "./lexicon";
import { type Match, matchTokens } from "./match";
import { vehicleOf } from "./place-rides";
import type { ScenePlace } from "./scene-plan-schema";
import { type Token, tokenize } from "./text";

/** The verb forms of opening, by how they start: Hindi "खोला", Kannada "ತೆರೆದಳು", Tamil "திறந்தாள்". */
const OPENS: Record<Language, RegExp> = {
  en: /^(open|opens|opened|opening)$/u,
  es: /^(abri[óo]|abre|abren|abrieron|abría|abrían|abierto|abrir)$/u,
  fr: /^(ouvr|ouvert)/u,
  de: /^(öffne|geöffnet|aufgemacht)/u,
  hi: /^खोल/u,
  kn: /^(ತೆರೆ|ತೆಗೆ)/u,
  ta: /^திற/u,
  // "తలుపు తీసింది" (took the door) is opened it, as "తెరిచింది" is.
  te: /^(తెరి|తీసి|తీశ)/u,
};

/** Outdoor places in town where a door opened is someone's front door, not a door of the place. */
const TOWN_OUTDOORS: ReadonlySet<ScenePlace> = new Set<ScenePlace>([
  "street",
  "station",
  "square",
  "market",
  "city",
]);

/** Whether the word right before the door names a vehicle ("the car door"), which the door's match takes in. */
function vehicleDoor(tokens: readonly Token[], door: Match, language: Language): boolean {
  const word = tokens[door.start - 1];
  if (!word || word.comma) return false;
  const read = matchTokens(tokenize(word.norm, language), lexiconFor(language))[0];
  return read !== undefined && vehicleOf(read) !== null;
}

/** Whether the sentence opens a door: the door's word and a verb of opening in one clause, no vehicle
 * named (a car's or a bus's door opens in the street). */
export function doorOpened(tokens: readonly Token[], matches: readonly Match[], language: Language): boolean {
  const doors = matches.filter(
    (m) =>
      m.concepts.some((c) => c.kind === "object" && c.icon === "door") && !vehicleDoor(tokens, m, language),
  );
  if (doors.length === 0 || matches.some((m) => vehicleOf(m) !== null)) return false;
  const opens = OPENS[language];
  return doors.some((door) =>
    tokens.some((t) => {
      if (t.index >= door.start && t.index < door.end) return false;
      if (!opens.test(t.norm)) return false;
      const [from, to] = t.index < door.start ? [t.index, door.start] : [door.end - 1, t.index];
      return tokens.slice(from, to).every((w) => !w.comma && !w.semicolon);
    }),
  );
}

/** Home, for a story out in town whose sentence names no place and opens a door; null keeps the story's place. */
export function openedHome(
  tokens: readonly Token[],
  matches: readonly Match[],
  story: ScenePlace,
  language: Language,
): { place: ScenePlace; indoor: boolean } | null {
  if (!TOWN_OUTDOORS.has(story) || !doorOpened(tokens, matches, language)) return null;
  return { place: "home", indoor: true };
}
