import type { Language } from "@reelsmith/contract/languages";
import type { Concept } from "./concepts";
import { LATER_CLAUSES, LATER_TIMES } from "./languages/place-words";
import { RULES } from "./languages/rules";
import { TABLE_WORDS } from "./languages/thing-words";
import { lexiconFor } from "./lexicon";
import type { Match } from "./match";
import type { ScenePlace } from "./scene-plan-schema";
import { isIndic, type Token } from "./text";
import { DETERMINERS } from "./verb-words";
import { nounLemmas, nounSenses } from "./wordnet";
import { INDOOR_WORDS } from "./words";

/**
 * The role a place word plays in its sentence, which decides whether the scene is there: the goal of a way
 * ("on her way to school" is on the road), a place noun that counts a thing ("a mountain of onions" is no
 * mountain), a room of a place's worker ("the stationmaster's office" is at the station).
 */

/** Places that are a way or the land it runs through already: they stay what they are. */
const WAYS: ReadonlySet<ScenePlace> = new Set<ScenePlace>(["street", "countryside"]);
/** Places a way runs through ("ಕಾಡಿನ ದಾರಿ", the forest's path): the place, not the way's goal, after a genitive. */
const RUN_THROUGH: ReadonlySet<ScenePlace> = new Set<ScenePlace>(["forest", "mountains"]);

/** Whether the place `m` names is the goal of a way the sentence is on ("on her way to school"). */
export function wayGoal(tokens: Token[], m: Match, language: Language): boolean {
  const before = RULES[language].wayBefore;
  if (before) {
    for (let i = m.start - 1; i >= Math.max(0, m.start - 4); i--) {
      const t = tokens[i];
      if (!t || t.comma) return false;
      if (!before.to.has(t.norm)) continue;
      const prev = tokens[i - 1];
      const way = prev && before.between?.test(prev.norm) ? tokens[i - 2] : prev;
      // "la route de montagne", "el camino del bosque": a way of the land it runs through, not to it.
      const through =
        before.of?.has(t.norm) && m.concepts.some((c) => c.kind === "place" && RUN_THROUGH.has(c.place));
      return way !== undefined && !way.comma && before.way.test(way.norm) && !through;
    }
    return false;
  }
  const after = RULES[language].wayAfter;
  if (!after || tokens[m.end - 1]?.comma) return false;
  const next = tokens[m.end];
  if (!next) return false;
  if (after.going.test(next.norm)) {
    const then = tokens[m.end + 1]?.norm ?? "";
    return !after.after || next.comma === true || after.after.test(then) || after.way.test(then);
  }
  if (m.concepts.some((c) => c.kind === "place" && RUN_THROUGH.has(c.place))) return false;
  const at = after.of?.has(next.norm) ? m.end + 1 : m.end;
  return at > m.end && after.way.test(tokens[at]?.norm ?? "");
}

/** A WordNet gloss of a great amount: "a large number or amount", "limitless in quantity" (not "the square
 * of a number"). */
const GREAT_AMOUNT = /\b(large|great|limitless|overwhelming)\b.*\b(number|amount|quantity|volume|extent)\b/u;

/** Whether a place's English name (the scene's own name for it: "mountains", "sea") also names a great amount
 * in WordNet ("a mountain of", "a sea of"): one of its noun.quantity senses. */
function namesAmount(place: ScenePlace): boolean {
  return nounLemmas(place).some((l) =>
    nounSenses(l).some((s) => s.synset.nounClass === "noun.quantity" && GREAT_AMOUNT.test(s.synset.gloss)),
  );
}

/** Whether a place's English name also names a group in WordNet ("school": "a large group of fish"). */
function namesGroup(place: ScenePlace): boolean {
  return nounLemmas(place).some((l) =>
    nounSenses(l).some(
      (s) => s.synset.nounClass === "noun.group" && /^an? (large )?group of\b/u.test(s.synset.gloss),
    ),
  );
}

/** "A school of fish": a place's word of a group before "of" and animals is the group of them, no place. */
function groupOfAnimals(tokens: Token[], m: Match, matches: Match[], of: string): boolean {
  if (tokens[m.end]?.norm !== of) return false;
  const animals = matches.some((n) => n.start === m.end + 1 && n.concepts.some((c) => c.kind === "animal"));
  return animals && m.concepts.some((c) => c.kind === "place" && namesGroup(c.place));
}

const isThing = (n: Match) => n.concepts.length > 0 && n.concepts.every((c) => c.kind === "object");
const isOneOf = (n: Match, kinds: Concept["kind"][]) => n.concepts.some((c) => kinds.includes(c.kind));

/** Whether the place `m` names counts a thing ("a mountain of onions", "einen Berg Zwiebeln", "ఉల్లిపాయల
 * కొండ"), a place only in WordNet's other senses. */
export function amountOf(tokens: Token[], m: Match, matches: Match[], language: Language): boolean {
  if (tokens[m.end - 1]?.comma) return false;
  const rules = RULES[language];
  const groupOf = rules.fewEndings?.groupOf ?? null;
  if (groupOf !== null && groupOfAnimals(tokens, m, matches, groupOf)) return true;
  if (!m.concepts.some((c) => c.kind === "place" && namesAmount(c.place))) return false;
  const startsAt = (i: number) => matches.find((n) => n.start === i);
  const of = rules.amountOf;
  if (of) {
    // German counts without a word between ("einen Berg Zwiebeln") after an indefinite article.
    const joined = of.has(tokens[m.end]?.norm ?? "");
    const at = joined ? m.end + 1 : m.end;
    const counted = tokens[at];
    if (!counted || DETERMINERS[language].has(counted.norm)) return false;
    const n = startsAt(at);
    if (n && isOneOf(n, ["person", "place", "animal", "robot"])) return false;
    // Where every noun is capitalised, a capital after the joining word says nothing of a name.
    if (joined) return rules.capitalisedNouns !== null || !counted.capitalised;
    const article = rules.capitalisedNouns?.amountArticle;
    return article?.test(tokens[m.start - 1]?.norm ?? "") === true && n !== undefined && isThing(n);
  }
  if (!isIndic(language)) return false;
  if (rules.amountAfter?.test(tokens[m.end]?.norm ?? "")) return true;
  // The thing counted right before it, in its genitive ("ఉల్లిపాయల కొండ"), or a genitive postposition
  // between ("आलू का पहाड़").
  const postposition = rules.postpositions?.genitive.has(tokens[m.start - 1]?.norm ?? "") === true;
  const end = postposition ? m.start - 1 : m.start;
  const thing = matches.find((n) => n.end === end && n.start < end);
  const genitive =
    postposition || (rules.joinedEndings?.genitiveEnding?.test(tokens[end - 1]?.norm ?? "") ?? false);
  return thing !== undefined && genitive && !tokens[end - 1]?.comma && isThing(thing);
}

/** The owner of a room of a place: the word after a genitive article where every noun is capitalised
 * ("Büro des Bahnhofsvorstehers"), before the possessive clitic in English ("the stationmaster's office"). */
function ownerWord(tokens: Token[], m: Match, language: Language): string | null {
  const rules = RULES[language];
  if (rules.fewEndings) {
    const clitic = rules.fewEndings.possessiveClitic;
    return clitic !== null && tokens[m.start - 1]?.norm === clitic
      ? (tokens[m.start - 2]?.norm ?? null)
      : null;
  }
  if (rules.capitalisedNouns?.roomOwnerArticles?.test(tokens[m.end]?.norm ?? ""))
    return tokens[m.end + 1]?.norm ?? null;
  return null;
}

/** Rooms a worker of a place has there: an office, a room. */
const ROOMS: ReadonlySet<ScenePlace> = new Set<ScenePlace>(["office"]);

/** The place a room's owner works at, read from the first part of the owner's compound word
 * ("stationmaster", "Bahnhofsvorsteher": station), or null. */
function placeOfOwner(word: string, language: Language): ScenePlace | null {
  const exact = lexiconFor(language).exact;
  for (let n = word.length - 3; n >= 3; n--) {
    const place = exact.get(word.slice(0, n))?.find((c) => c.kind === "place" && !c.hint);
    if (place?.kind === "place" && !ROOMS.has(place.place)) return place.place;
  }
  return null;
}

/** Places a stall by the road is drawn as: a shop, a bakery, a café is its roadside. */
const STALLS: ReadonlySet<ScenePlace> = new Set<ScenePlace>(["shop", "bakery", "cafe", "restaurant"]);

/**
 * The words that put a stall at a road's side: `after`, words after the stall before the road ("by the
 * road", "junto a la carretera", "au bord de la route"); `side`, a word right after the road before the
 * stall ("सड़क किनारे", "ರಸ್ತೆ ಬದಿಯ", "రోడ్డు పక్కన"), or with `joined` the road's word's own end too
 * ("சாலையோரம்"); `compound`, a German road's side in one word ("am Straßenrand").
 */
const ROADSIDE: Record<
  Language,
  { after?: RegExp; before?: RegExp; side?: RegExp; joined?: boolean; compound?: RegExp }
> = {
  en: { after: /^(by|beside|along|alongside)$/u, before: /^roadside$/u },
  es: { after: /^(junto|borde|orilla|lado)$/u },
  fr: { after: /^(bord|long|côté)$/u },
  de: { compound: /^(.+?)(n|s|en)?(rand|seite|rändern)$/u },
  hi: { side: /^(किनारे|किनारा|किनार)$/u },
  kn: { side: /^(ಬದಿ|ಪಕ್ಕ|ಅಂಚ)/u },
  ta: { side: /(ஓர|ோர)/u, joined: true },
  te: { side: /^(పక్క|ప్రక్క|అంచు)/u },
};

const isStreet = (n: Match) => n.concepts.some((c) => c.kind === "place" && c.place === "street");

/** Whether the stall `m` names stands at a road's side ("a small shop by the road", "ರಸ್ತೆ ಬದಿಯ ಅಂಗಡಿ"). */
export function atRoadside(tokens: Token[], m: Match, matches: Match[], language: Language): boolean {
  if (!m.concepts.some((c) => c.kind === "place" && STALLS.has(c.place))) return false;
  const rule = ROADSIDE[language];
  const streetIn = (from: number, to: number) =>
    matches.find((n) => n.start >= from && n.start < to && isStreet(n));
  if (rule.before?.test(tokens[m.start - 1]?.norm ?? "")) return true;
  if (rule.after || rule.compound) {
    for (let i = m.end; i < Math.min(tokens.length, m.end + 3); i++) {
      const t = tokens[i];
      if (!t) break;
      if (rule.after?.test(t.norm) && streetIn(i + 1, i + 5) && !tokens[i - 1]?.comma) return true;
      const part = rule.compound?.exec(t.norm)?.[1];
      if (
        part &&
        [part, `${part}n`, `${part}e`].some((w) =>
          lexiconFor(language)
            .exact.get(w)
            ?.some((c) => c.kind === "place" && c.place === "street"),
        )
      )
        return true;
      if (t.comma) break;
    }
  }
  if (!rule.side) return false;
  const road = streetIn(Math.max(0, m.start - 8), m.start);
  if (!road || tokens.slice(road.end - 1, m.start).some((t) => t.comma)) return false;
  const end = tokens[road.end - 1]?.norm ?? "";
  return rule.side.test(tokens[road.end]?.norm ?? "") || (rule.joined === true && rule.side.test(end));
}

/** The places people who work there stand for when someone goes to them ("to the vet" is at the hospital,
 * "al panadero" at the bakery), by their role or their own id. */
const WORKER_PLACES: Readonly<Record<string, ScenePlace>> = {
  "health-worker": "hospital",
  veterinarian: "hospital",
  baker: "bakery",
};

/**
 * The words that say someone goes to a worker or is with one, for the worker's place: `before`, up to two
 * words before the worker ("to the doctor", "al veterinario", "chez le médecin", "zum Tierarzt"); `after`,
 * the words right after ("डॉक्टर के पास", "ಡಾಕ್ಟರ್ ಹತ್ತಿರ", "డాక్టర్ దగ్గరకు"), matched as their start in
 * kn, ta, te; `ending`, the worker's own case ending ("டாக்டரிடம்": to the doctor).
 */
const AT_WORKER: Record<Language, { before?: RegExp; after?: RegExp; ending?: RegExp }> = {
  en: { before: /^(to|at)$/u },
  es: { before: /^(al|a|donde)$/u },
  fr: { before: /^(chez)$/u },
  de: { before: /^(zum|zur|beim|bei|zu)$/u },
  hi: { after: /^(पास|यहाँ|यहां)$/u },
  kn: { after: /^(ಬಳಿ|ಹತ್ತಿರ|ಹತ್ರ|ಬಳಿಗೆ)/u },
  ta: { after: /^(கிட்ட|அருகில்|அருகே)/u, ending: /(இடம்|ிடம்)$/u },
  te: { after: /^(దగ్గర|వద్ద|దగ్గరి)/u },
};

/** The place of the worker `m` names when the sentence goes to them or is with them ("went to the vet",
 * "beim Arzt", "ಪಶುವೈದ್ಯರ ಬಳಿಗೆ"): the worker stands for where they work. */
function workerPlace(tokens: Token[], m: Match, language: Language): ScenePlace | null {
  const worker = m.concepts.find(
    (c) => c.kind === "person" && (WORKER_PLACES[c.role] ?? WORKER_PLACES[c.id]) !== undefined,
  );
  if (worker?.kind !== "person") return null;
  const rule = AT_WORKER[language];
  const at = (i: number) => rule.before?.test(tokens[i]?.norm ?? "") === true;
  const marked =
    at(m.start - 1) ||
    (DETERMINERS[language].has(tokens[m.start - 1]?.norm ?? "") && at(m.start - 2)) ||
    (!tokens[m.end - 1]?.comma &&
      (rule.after?.test(tokens[m.end]?.norm ?? "") === true ||
        (tokens[m.end]?.norm === "के" && rule.after?.test(tokens[m.end + 1]?.norm ?? "") === true))) ||
    rule.ending?.test(tokens[m.end - 1]?.norm ?? "") === true;
  return marked ? (WORKER_PLACES[worker.role] ?? WORKER_PLACES[worker.id] ?? null) : null;
}

/** Words right after a place (or its genitive postposition) that put what follows outside it: "बस अड्डे के
 * बाहर", "ನಿಲ್ದಾಣದ ಹೊರಗಿರುವ", "நிலையத்துக்கு வெளியே", "బస్టాండు బయట"; matched as their start. */
const OUTSIDE_AFTER: Partial<Record<Language, RegExp>> = {
  hi: /^(बाहर)$/u,
  kn: /^(ಹೊರಗ|ಹೊರಭಾಗ)/u,
  ta: /^(வெளியே|வெளியில்|வெளிப்புற)/u,
  te: /^(బయట|బయటి|వెలుపల)/u,
};

/** Whether the stall `m` names stands outside another place named before it ("बस अड्डे के बाहर अपनी चाय की
 * दुकान", "ಬಸ್ ನಿಲ್ದಾಣದ ಹೊರಗಿರುವ ಟೀ ಅಂಗಡಿ"): out in the open by it, the street, and the scene is at that
 * place, not inside a shop. */
export function outsideOf(tokens: Token[], m: Match, matches: Match[], language: Language): boolean {
  const outside = OUTSIDE_AFTER[language];
  if (!outside || !m.concepts.some((c) => c.kind === "place" && STALLS.has(c.place))) return false;
  const place = matches.find(
    (n) =>
      n !== m &&
      n.end <= m.start &&
      m.start - n.end <= 6 &&
      n.concepts.some((c) => c.kind === "place" && !c.hint) &&
      !tokens.slice(n.end - 1, m.start).some((t) => t.comma),
  );
  if (!place) return false;
  const at = RULES[language].postpositions?.genitive.has(tokens[place.end]?.norm ?? "")
    ? place.end + 1
    : place.end;
  return outside.test(tokens[at]?.norm ?? "");
}

/**
 * Reads each place word by its role: the goal of a way becomes the way (a street, marked `way`), a place
 * that counts a thing is none, a stall by the road is the road's side (the street), a room of a place's
 * worker is that place, a worker someone goes to is where they work.
 */
export function placeRoles(tokens: Token[], matches: Match[], language: Language): Match[] {
  return matches.map((m) => {
    const others = m.concepts.filter((c) => c.kind !== "place");
    const place = m.concepts.find((c) => c.kind === "place" && !c.hint);
    if (place?.kind !== "place") {
      const at = m.concepts.some((c) => c.kind === "place") ? null : workerPlace(tokens, m, language);
      return at ? { ...m, concepts: [...m.concepts, { kind: "place", place: at, yields: true }] } : m;
    }
    if (laterTime(tokens, language) || laterClause(tokens, m, language)) return { ...m, concepts: others };
    if (amountOf(tokens, m, matches, language)) return { ...m, concepts: others };
    if (weatherOverHills(tokens, m, matches, language))
      return { ...m, concepts: [...others, { kind: "place", place: "countryside" }] };
    if (atRoadside(tokens, m, matches, language) || outsideOf(tokens, m, matches, language))
      return { ...m, concepts: [...others, { kind: "place", place: "street" }] };
    if (!WAYS.has(place.place) && wayGoal(tokens, m, language))
      return { ...m, concepts: [...others, { kind: "place", place: "street", way: true }] };
    if (ROOMS.has(place.place)) {
      const owner = ownerWord(tokens, m, language);
      const at = owner ? placeOfOwner(owner, language) : null;
      if (at) return { ...m, concepts: [...others, { kind: "place", place: at }] };
    }
    return m;
  });
}

/**
 * Whether the sentence puts its places at a later time ("told him to play in the park next time", "le dijo
 * que jugara en el parque la próxima vez", "अगली बार पार्क में खेलना"): no scene is there now.
 */
function laterTime(tokens: Token[], language: Language): boolean {
  const words = ` ${tokens.map((t) => t.norm).join(" ")} `;
  return LATER_TIMES[language].some((phrase) => words.includes(` ${phrase} `));
}

/** How many words before a place the verb of telling or promising its clause says may stand. */
const SAYS_REACH = 10;

/**
 * Whether the place `m` names is in a clause of what someone is told, promised or allowed to do (LATER_CLAUSES:
 * "told him to wait at the gate", "said they could go to the park", "ले जा सकते हैं"): that clause is for
 * later, and the scene stays where the telling is.
 */
function laterClause(tokens: Token[], m: Match, language: Language): boolean {
  const rule = LATER_CLAUSES[language];
  const afterPlace = [m.end, m.end + 1, m.end + 2].filter(
    (i) => !tokens.slice(m.end - 1, i).some((t) => t.comma),
  );
  const after = afterPlace.some((i) => rule.after?.test(tokens[i]?.norm ?? "") === true);
  if (!rule.says) return after;
  for (let i = m.start - 1; i >= Math.max(0, m.start - SAYS_REACH); i--) {
    const t = tokens[i];
    if (!t) return false;
    if (rule.says.test(t.norm)) {
      // What is said comes right after the verb, past one word for whom ("told him to", "said they could").
      const then = [i + 1, i + 2].some(
        (j) => j < m.start && rule.later?.test(tokens[j]?.norm ?? "") === true,
      );
      return then || after;
    }
    if (t.comma) return false;
  }
  return false;
}

/**
 * A room with no place named: a table, or being indoors ("doing her homework at the table", "it was too hot
 * indoors"), is at home.
 */
export function roomAtHome(tokens: Token[], language: Language): boolean {
  const indic = isIndic(language);
  const words = [...TABLE_WORDS[language], ...INDOOR_WORDS[language]];
  return tokens.some((t) => words.some((w) => t.norm === w || (indic && t.norm.startsWith(w))));
}

/**
 * The words of crossing a way ("across the road", "cruzó la calle", "a traversé la rue", "सड़क पार से",
 * "ರಸ್ತೆಯ ಆಚೆಯಿಂದ", "சாலையைக் கடந்து", "రోడ్డు దాటి"): `before`, a word up to two words before the way (an
 * article between); `after`, the word right after it (matched as its start in kn, ta, te).
 */
const CROSSING: Record<Language, { before?: RegExp; after?: RegExp }> = {
  en: { before: /^(across|crossed|crossing|cross|crosses)$/u },
  es: { before: /^(cruzó|cruzaron|cruzar|cruzando|cruza|atravesó|atravesaron|atravesar|atravesando)$/u },
  fr: { before: /^(traversé|traverser|traversa|traversèrent|traversant|traverse|traversent)$/u },
  de: { before: /^(überquerte|überquerten|überqueren|überquert)$/u },
  hi: { after: /^(पार)$/u },
  kn: { after: /^(ಆಚೆ|ದಾಟಿ|ದಾಟು|ಅತ್ತ)/u },
  ta: { after: /^(கடந்து|கடந்த|மறுபக்க|அந்தப்பக்க)/u },
  te: { after: /^(దాటి|దాటు|అవతల)/u },
};

/** Whether the way `m` names is one someone crosses or comes from across: between places, not one of them. */
export function crossedWay(tokens: Token[], m: Match, language: Language): boolean {
  if (!m.concepts.some((c) => c.kind === "place" && c.place === "street")) return false;
  const rule = CROSSING[language];
  const before = (i: number) => rule.before?.test(tokens[i]?.norm ?? "") === true;
  if (before(m.start - 1)) return true;
  if (DETERMINERS[language].has(tokens[m.start - 1]?.norm ?? "") && before(m.start - 2)) return true;
  return !tokens[m.end - 1]?.comma && rule.after?.test(tokens[m.end]?.norm ?? "") === true;
}

/** Words of "over" a place ("over the hills", "sobre las colinas", "पहाड़ियों पर"): `before` the place (an
 * article between), or `after` it in the languages of postpositions. */
const OVER: Record<Language, { before?: ReadonlySet<string>; after?: ReadonlySet<string> }> = {
  en: { before: new Set(["over", "above"]) },
  es: { before: new Set(["sobre", "encima"]) },
  fr: { before: new Set(["sur", "au-dessus"]) },
  de: { before: new Set(["über"]) },
  hi: { after: new Set(["पर", "ऊपर"]) },
  kn: { after: new Set(["ಮೇಲೆ", "ಮೇಲ್ಗಡೆ"]) },
  ta: { after: new Set(["மேல்", "மேலே"]) },
  te: { after: new Set(["మీద", "పైన"]) },
};

/**
 * "Dark clouds gathered over the hills as Ramu yoked his oxen": high ground the weather is over is the
 * view, and the scene is the open land below it (the countryside), where the sentence's people are.
 */
export function weatherOverHills(tokens: Token[], m: Match, matches: Match[], language: Language): boolean {
  if (!m.concepts.some((c) => c.kind === "place" && c.place === "mountains")) return false;
  // Clouds, rain, a storm in the same clause, a few words from the place: not the sun someone works in,
  // nor the snow on the ground they play in ("बच्चे पहाड़ पर बर्फ़ में खेले").
  const unbroken = (from: number, to: number) => !tokens.slice(from, to).some((t) => t.comma);
  const near = matches.some(
    (n) =>
      n !== m &&
      n.concepts.some((c) => c.kind === "weather" && c.weather !== "clear" && c.weather !== "snow") &&
      (n.end <= m.start
        ? m.start - n.end <= 6 && unbroken(n.end - 1, m.start)
        : n.start - m.end <= 6 && unbroken(m.end - 1, n.start)),
  );
  if (!near) return false;
  const rule = OVER[language];
  const before = (i: number) => rule.before?.has(tokens[i]?.norm ?? "") === true;
  return (
    before(m.start - 1) ||
    (DETERMINERS[language].has(tokens[m.start - 1]?.norm ?? "") && before(m.start - 2)) ||
    rule.after?.has(tokens[m.end]?.norm ?? "") === true
  );
}
