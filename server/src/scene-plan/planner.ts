import { type Language, languageProfiles } from "@reelsmith/contract/languages";
import { absentAt } from "./absent-people";
import { ballsOfGame, isGame, readInActivity, readInPlace, seatedGame } from "./activity";
import { caughtAnimals } from "./animal-catch";
import { tagStory } from "./apertium";
import { asBaby, babyKin, heldTinyChild, newbornKin, saysBaby } from "./babies";
import { bagSense } from "./bag-senses";
import { bodyPart } from "./body-parts";
import { boxSense } from "./box-senses";
import { isSchoolWord, pluralCousinsAt, schoolAsPupils, schoolWordAt, teamWordsAt } from "./child-groups";
import { type Age, type Concept, type Gender, personIcon } from "./concepts";
import { creatureOrKin, describesAfterNoun, germanNameAfterCreature, pluralAnimals } from "./creature-names";
import { crowdsOfPeople } from "./crowd-of";
import { existentialPronoun } from "./existentials";
import { familiarPronoun } from "./familiar-pronouns";
import { withoutFishBowl } from "./fish-bowl";
import { fluentIconNames } from "./fluent-names";
import { forceOfNature } from "./forces";
import { givenNameIn, givenNames, knownPrefix } from "./given-names";
import { type GroupWord, groupWordsAt, weatherAfter } from "./group-members";
import { hidingBehind } from "./hiding-behind";
import { sameClause } from "./kin-ages";
import type { ActivityId } from "./languages/activity-words";
import { COLOUR_WORDS } from "./languages/colour-words";
import { germanName } from "./languages/de";
import {
  AGENT_ENDINGS,
  AGENT_TITLES,
  CHILD_OF,
  GROWN_UP_IDS,
  KIN_IDS,
  NAMED_PEERS,
  NAMED_RELATIVES,
  OLD_WORDS,
  PEOPLE_WORDS,
  SIBLING_IDS,
  TITLE_KIN_IDS,
  WORKER_IDS,
} from "./languages/people-words";
import {
  BACK_UP_WORDS,
  DAY_OF_PLACE,
  HOUSES_SEEN,
  MOTION_GOALS,
  PART_HEADS,
  PLACE_WORDS,
  WAY_TO,
} from "./languages/place-words";
import { RULES } from "./languages/rules";
import { FROM_WORDS, SCENE_WORDS } from "./languages/scene-words";
import {
  ALL_AFTER_THEY,
  ALL_PEOPLE,
  ANIMAL_GENDERS,
  CHILD_GROUP_WORDS,
  CREATURE_OBJECTS,
  DATIVE_CLITICS,
  DATIVE_HER,
  ITS_OWNERS,
  NOMINATIVE_PRONOUNS,
  NOT_SUBJECT_CASE,
  PLURAL_VERB,
  RESPECT_VERB,
  SUBJECT_PRONOUNS,
  TO_OR_WITH,
  YOUNG_ANIMAL_WORDS,
} from "./languages/subject-words";
import { BAGS, BOXES, TABLE_WORDS, TAKEN_OUT_OF } from "./languages/thing-words";
import type { Pointer } from "./languages/types";
import { dictionaryHas, dictionaryNoun, dictionaryWord, lexiconFor } from "./lexicon";
import { likelyLook, type Region, regionOfName, regionOfStory } from "./looks";
import { looseWater } from "./loose-water";
import { type Match, matchTokens } from "./match";
import { noNameForm } from "./name-forms";
import { latinFirstName, latinNameEnding, type NameSlot, namesSaidBySound } from "./name-sounds";
import {
  frontedAdjective,
  genderedJobs,
  isJob,
  isJobRole,
  jobAfterName,
  kinAt,
  kinTitleAfterName,
  kinTitleAt,
  nameAfterJob,
  nameAfterKin,
  nameAfterPersonWord,
  nameBeforeJob,
  namedByVerb,
  oneRelativeNamed,
  ownerName,
  verbFormWord,
} from "./name-syntax";
import { grownGroupGender } from "./named-in-groups";
import { namedPlaceKind } from "./named-places";
import { inflectedWord, namesNobody } from "./nameless-capitals";
import { objectPoses } from "./object-poses";
import { personAfterPreposition } from "./personal-a";
import { petNameInCase } from "./pet-names";
import { afloatOn } from "./place-afloat";
import { alongToHome } from "./place-along";
import { desertAmong, desertOwnGround } from "./place-desert";
import { deskMoves } from "./place-desk";
import { openedHome } from "./place-door";
import { homeAsGoal, rideBack, ridesHome } from "./place-journeys";
import { keptAtLandmark } from "./place-landmark";
import { madeAtHome } from "./place-made-at";
import { measuredOut } from "./place-measured";
import { modifierPlaces } from "./place-modifiers";
import { overlooksStreet } from "./place-overlook";
import { pondGround } from "./place-pond";
import { outAtSea } from "./place-reef";
import {
  landingOf,
  onMount,
  onWheels,
  placeLeft,
  ROAD_VEHICLES,
  rideGoal,
  rideOf,
  vehicleOf,
} from "./place-rides";
import { crossedWay, placeRoles, roomAtHome } from "./place-roles";
import { trainStops } from "./place-stop";
import { tripStart } from "./place-trips";
import { familyAtHome, householdAtHome, placeAhead, unsaidPlaceOf } from "./place-unsaid";
import { neverNames, type Pos, partsOfSpeech, taggedVerbs } from "./pos";
import { skySaid } from "./rain-cloud";
import { readFromAfar, readsNoBook } from "./read-things";
import { roleNouns, tradedCreatures } from "./role-nouns";
import {
  INDOOR_PLACES,
  type SceneAction,
  type SceneCharacter,
  type SceneObject,
  type ScenePlan,
  scenePlanSchema,
} from "./scene-plan-schema";
import { seatedBy } from "./seated-by";
import { atTable, seatOf } from "./seats";
import { kindNamed, readInSense } from "./sense";
import { sentenceTopic } from "./sentence-topic";
import { inGenitive, onStage, ownerOnly, STAGE_ROOM } from "./stage-order";
import {
  afterOwnedKin,
  afterYoungerKin,
  ageInYears,
  nameJoinedAfter,
  nameJoinedBefore,
  namesToSeed,
  oldBefore,
  ownedKinAt,
  withoutAnd,
} from "./story-names";
import { storyThings } from "./story-things";
import { buildingNamesStreet, namesWayBefore } from "./street-names";
import { apposedPersonWord } from "./subject-groups";
import { graphemeCount, isIndic, normalise, type Token, tokenize } from "./text";
import { withThingColours } from "./thing-colours";
import { animalPrints, drinkingGlasses, examinedWith, hungPictures, namedThing } from "./thing-readings";
import { afterHindiTimeOpening, afterWordAt } from "./time-openings";
import { tradeTools } from "./trade-tools";
import { unpicturedObject } from "./unpictured-objects";
import { unrealWords } from "./unreal-things";
import { vehiclesOfDrivers } from "./vehicle-of-driver";
import { AND_WORDS, DETERMINERS } from "./verb-words";
import {
  actionsOf,
  animalPose,
  type Doer,
  findVerbs,
  goesSomewhere,
  MOUNT,
  namedInObjectCase,
  obliqueCase,
  type Verb,
} from "./verbs";
import { nounLemmas, tagCounts } from "./wordnet";
import {
  ABOUT_WORDS,
  APPOSITION,
  BEFORE_GOING,
  FUNCTION_WORDS,
  INDOOR_WORD_OF_A_THING,
  INDOOR_WORDS,
  LITTLE_WORDS,
  NAME_MARKERS,
  NEW_DAY_WORDS,
  OUTDOOR_WORDS,
  PLACE_AS_TIME,
  PLACE_ELSEWHERE,
  PLACE_POSTPOSITIONS,
  PLACE_PREPOSITIONS,
  PRONOUNS,
  SCHOOL_HOLIDAYS,
  THEY_NOT_SUBJECT,
  THEY_WORDS,
  VERB_LAST_ELSEWHERE,
  verbGender,
  WHERE_POSTPOSITIONS,
} from "./words";

/** One character through the whole video: one id, gender, icon and skin tone. */
interface Cast {
  id: string;
  name?: string;
  kind: SceneCharacter["kind"];
  role: string;
  age: Age;
  icon?: string;
  /** Met in passing (Concept's `passing`): drawn after the people the story follows, in no "they". */
  passing?: true;
  /** The family words the story gave this named person as a title ("Grandma Elsa"): said alone later
   * ("Then Grandma laughed"), each is this person. */
  calledBy?: string[];
  /** Named as a grown-up by what they are ("the groom, Rahul"): never made a child by their company. */
  grown?: true;
  /** Votes for each gender; `itOrShe` is the share of the female votes that Telugu's "-ంది" gave, which
   * is "it" as often as "she". */
  votes: { female: number; male: number; itOrShe?: number };
}

interface Mention {
  id: string;
  at: number;
  word?: string;
  /** Named by an object pronoun ("lo saludó", "leur a apporté"): not the subject of the verb after it. */
  object?: boolean;
}

interface Sentence {
  tokens: Token[];
  matches: Match[];
  mentions: Mention[];
  /** What each character does in the sentence (verbs.ts), by id. */
  actions: Map<string, SceneAction>;
  /** The workers who stayed at the place the story left in this sentence, by id. */
  left?: string[];
  /** The people the sentence has on stage as company (Planner.companion), by id: not an owner only. */
  company?: string[];
  /** What the story is doing once the sentence is read (a chess game, a haircut), or null. */
  activity?: ActivityId | null;
}

/** FNV-1a: the same text gives the same choice on every machine, without Math.random. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function idOf(name: string): string {
  return name.normalize("NFC").toLowerCase().replace(/\s+/g, "-").slice(0, 60);
}

/** Names: capitalised words in Latin scripts; in the Indian scripts, a word before "named" or a subject. */
function findNames(
  tokens: Token[],
  matches: Match[],
  language: Language,
  known: Set<string>,
  /** Filled with the words that name a place ("in Seville"). */
  places: Set<number>,
  /** Capitalised words the whole story uses more than once (German names among its nouns, and names
   * that look like plurals at a sentence's start). */
  recurring?: ReadonlySet<string>,
  /** Capitalised words the story writes inside a sentence (German: a first word's capital says nothing). */
  midSentence?: ReadonlySet<string>,
  /** Every capitalised word of the story ("Leela", which makes "Leelas" her genitive). */
  capitals?: ReadonlySet<string>,
  /** A first reading of the story: a word the lexicon knows may still be a name it uses again. */
  guess = false,
): Map<number, string> {
  const names = new Map<number, string>();
  const matched = new Map<number, Match>();
  for (const m of matches) for (let i = m.start; i < m.end; i++) matched.set(i, m);
  const fn = FUNCTION_WORDS[language];
  const isPronoun = (t: Token) => t.norm in PRONOUNS[language];
  const rules = RULES[language];
  const pp = rules.postpositions;
  if (!isIndic(language)) {
    for (const t of tokens) {
      // "Frau Das": a capitalised word after a title is a surname though it is written like an article.
      const prevTitle = tokens[t.index - 1];
      const titledName =
        prevTitle !== undefined && !prevTitle.comma && PEOPLE_WORDS[language].titles.has(prevTitle.norm);
      if (
        !t.capitalised ||
        (fn.has(t.norm) && !titledName) ||
        isPronoun(t) ||
        rules.clitics?.notNames?.has(t.norm)
      )
        continue;
      // "Tired and happy, they sat down", "Cansados y felices, todos...": a fronted adjective, nobody.
      if (t.index === 0 && frontedAdjective(tokens, language) && !givenNameIn(t.surface, language)) continue;
      // "On Diwali evening", "Mrs Rao": a festival, a day or a title is nobody's name.
      if (notAName(t.norm, language) || PEOPLE_WORDS[language].titles.has(t.norm)) continue;
      // "Camino del trabajo, ...", "Derrière la vitre, ...": a first word the language's dictionary lists
      // is that word, unless it is a given name or the story also writes it capitalised inside a sentence;
      // so is an inflected form of one ("Tumbados", "Allongés") the story writes once.
      if (
        t.index === 0 &&
        rules.capitalisedNouns === null &&
        !midSentence?.has(t.norm) &&
        givenNameIn(t.surface, language) === null &&
        (dictionaryWord(t.norm, language) || (!recurring?.has(t.norm) && inflectedWord(t.norm, language)))
      )
        continue;
      // An acronym the lexicon knows ("the TV was on") is a thing, not someone.
      if (matched.has(t.index) && /^\p{Lu}{2,}$/u.test(t.surface)) continue;
      const prev = tokens[t.index - 1];
      // "el padre de Arjun", "la classe de Leela": a given name after "of" is its owner, no place.
      const ownerOf =
        (rules.clitics?.genitive?.has(prev?.norm ?? "") === true &&
          givenNameIn(t.surface, language) !== null) ||
        ownerAfterOf(tokens, t.index, matched, language);
      // "le enseñó a Meera", "a appris à Meera": a given name the story writes again is the person taught or
      // shown, not a town.
      const personAfter =
        ((givenNameIn(t.surface, language) !== null || regionOfName(t.surface) !== null) &&
          recurring?.has(t.norm) === true) ||
        personAfterPreposition(tokens, t.index, language);
      if (
        prev &&
        PLACE_PREPOSITIONS[language].has(prev.norm) &&
        !known.has(t.norm) &&
        !ownerOf &&
        !personAfter
      ) {
        // "in Seville", "de Madrid": a place's name, neither a person nor a word to look up ("madr" is not madre).
        if (t.index > 0 && !rules.capitalisedNouns) places.add(t.index);
        continue;
      }
      // "in Cubbon Park", "at Nehru Park": a place named before its kind is that place, and its kind nobody.
      if (namedPlaceKind(tokens, t.index, matched, language)) continue;
      // "Park Road", "Elm Street": a street's name, nobody.
      const nextWord = tokens[t.index + 1];
      const streets = rules.fewEndings?.streetWords;
      if (streets && nextWord?.capitalised && streets.has(nextWord.norm)) continue;
      if (streets && prev?.capitalised && streets.has(t.norm)) continue;
      // "la calle de la Colina", "la rue de la Colline": the street's name, nobody.
      if (streetNamed(tokens, t.index, language)) continue;
      const m = matched.get(t.index);
      const genitive = (rules.capitalisedNouns?.nameGenitive?.(t.norm, known) ?? null) !== null;
      if (known.has(t.norm) || genitive || givenNameIn(t.surface, language)) names.set(t.index, t.surface);
      // "Iqbal the tailor", "Iqbal, der Schneider": an unknown word before a job is the worker's name.
      else if (!m && nameBeforeJob(tokens, t.index, matched, language)) names.set(t.index, t.surface);
      // "gingen Tara und ihr Großvater": a word no lexicon knows, joined by "and" to "his / her" family; not
      // across a comma ("aus voller Kraft, und seine Cousins").
      else if (
        !m &&
        !t.comma &&
        KIN_AFTER_AND[language]?.test(`${tokens[t.index + 1]?.norm} ${tokens[t.index + 2]?.norm}`)
      )
        names.set(t.index, t.surface);
      // "Leelas Klasse", "Arjuns Vater": a name the story uses, or a given name, in the genitive is that name.
      else if (
        !m &&
        rules.capitalisedNouns?.nameGenitive &&
        !lexiconFor(language).exact.has(t.norm.slice(0, -1)) &&
        (genitiveOfName(t, capitals, language) ||
          (t.norm.endsWith("s") && kinAt(tokens, t.index + 1, matched, language, false)))
      )
        names.set(t.index, t.surface.slice(0, -1));
      // "Ihr Bruder Dev", "sein Freund Omar": an unknown word right after "his / her" and a brother, a sister
      // or a friend is their name.
      else if (!m && rules.capitalisedNouns && kinBefore(tokens, t.index, matched, language))
        names.set(t.index, t.surface);
      // "ihre Katze Pfeffer", "seine Enkelin Olive": a noun right after an animal or a relative is its name.
      else if (
        rules.capitalisedNouns &&
        germanNameAfterCreature(
          tokens,
          t.index,
          matched,
          recurring,
          latinFirstName(t.surface) !== null || regionOfName(t.surface) !== null,
        )
      )
        names.set(t.index, t.surface);
      else if (rules.capitalisedNouns) {
        const context = {
          tokens,
          known: (i: number) => matched.has(i),
          functionWord: (i: number) => fn.has(tokens[i]?.norm ?? ""),
          recurring,
          midSentence,
          isName: (i: number) => names.has(i),
          common: (i: number) => dictionaryNoun(tokens[i]?.norm ?? "", language),
          character: (i: number) =>
            matched.get(i)?.concepts.some((c) => c.kind === "person" || c.kind === "animal") === true,
          person: (i: number) => matched.get(i)?.concepts.some((c) => c.kind === "person") === true,
          preposition: (i: number) => dictionaryWord(tokens[i]?.norm ?? "", language),
          firstName: (i: number) =>
            latinFirstName(tokens[i]?.surface ?? "") !== null ||
            givenNameIn(tokens[i]?.surface ?? "", language) !== null,
        };
        if (germanName(t.index, context) || (t.index === 0 && !m && regionOfName(t.surface) !== null))
          names.set(t.index, t.surface);
      } else if (t.index === 0) {
        // A sentence's first word is a name only if it is no word the lexicon knows. English scripts
        // open sentences with imperatives, greetings and bare plurals ("Paste a script.", "Hello, I'm
        // Grace.", "Waves roll in."; Spanish, French and German put an article before a noun): there an
        // unknown first word is a name only if the story uses it again (a given name is known above).
        const next = tokens[t.index + 1];
        // A name the look tables know ("Lakshmi, their teacher, ...") is a name wherever it stands.
        const acts =
          regionOfName(t.surface) !== null ||
          (next !== undefined && (EN_VERB_AFTER_NAME.test(next.norm) || next.norm === "'s")) ||
          // "Nina watered the flowers": a past tense after a word that is no plural ("Crowds gathered").
          (rules.fewEndings?.ingEdVerbs && !/s$/.test(t.norm) && /^[a-z]{3,}ed$/.test(next?.norm ?? "")) ||
          // "Paloma, waiting at the bus stop, counted": a word set off before a participle is who does it.
          (rules.fewEndings?.ingEdVerbs && t.comma && /^[a-z]{3,}ing$/.test(next?.norm ?? ""));
        const once = rules.fewEndings?.bareFirstWords && !(recurring?.has(t.norm) ?? true) && !acts;
        // A Spanish preterite opens a sentence ("Empezó a llover"); no given name ends in a stressed -ó.
        if (rules.clitics?.preteriteOpens?.test(t.norm) && !acts) continue;
        // "Recogieron manzanas", "Venden lo que han pescado": a conjugated verb, not a name.
        if (rules.clitics?.verbAtStart?.(t.norm, next?.norm ?? "") && !acts) continue;
        // A known name the lexicon reads only as a mood ("Ravi a pris le bus": ravi is delighted) is the name.
        const undrawnOnly =
          m !== undefined && !m.concepts.some(isDrawable) && regionOfName(t.surface) !== null;
        if ((!m || undrawnOnly) && !(prev && fn.has(prev.norm)) && !once) names.set(t.index, t.surface);
        // "Inside, Mother made cocoa": a family word written as a name is that person, no name.
      } else if (!m?.concepts.some((c) => c.kind === "person") && !namedThing(tokens, m))
        names.set(t.index, t.surface);
    }
    dropNoOnesNames(names, tokens, matched, known, language);
    for (const at of namedByVerb(tokens, language)) names.set(at, tokens[at]?.surface ?? "");
    return names;
  }
  const words = tokens.map((t) => t.norm);
  // A sentence's first word before a gendered verb may be a name nobody introduced ("ராமு வந்தான்"), but
  // only where the sentence names nobody else: "అది కేవలం మొదలు... సీత అనుకుంది" is Sita, "అది" a pronoun.
  let firstBeforeVerb: Token | null = null;
  /** Whether that word opens a clause after one that ends in "when" or "while" ("ಚುಚ್ಚುವಾಗ ಅನು"). */
  let afterClause = false;
  const verbAt = new Set(findVerbs(tokens, language).flatMap((v) => [v.at, v.word]));
  /** Words named only for standing after "old" or "his brother": no name where a name follows them. */
  const titled = new Set<number>();
  /** Names found after a family title ("दादाजी एन्ज़ो"): the name joined to "and her cousins" after one is
   * still the first of its own kind. */
  const kinNamed = new Set<number>();
  for (const t of tokens) {
    const next = tokens[t.index + 1];
    const m = matched.get(t.index);
    // A word no list calls a function word, a pronoun or a verb: where an unlisted name may stand.
    const open = !fn.has(t.norm) && !isPronoun(t) && !verbAt.has(t.index);
    // A verb right after the word: a finite one in no case ("ಮಕ್ಕಳನ್ನು" is children, not a verb in -ನು) or a converb.
    const after = next?.norm ?? "";
    const verbNext =
      verbAt.has(t.index + 1) ||
      (rules.joinedEndings?.finiteVerb?.test(after) === true && !obliqueCase(after, language)) ||
      rules.joinedEndings?.converb?.test(after) === true;
    // "दोनों ने", "तीनों ने": a count of the people on stage is nobody's name.
    if (rules.both(tokens, t.index) || rules.allThree(tokens, t.index)) continue;
    // "दिवाली की शाम", "ದೀಪಾವಳಿಯ ಸಂಜೆ": a festival, a day, an adjective ("बड़ी थाली") is nobody's name.
    if (notAName(t.norm, language)) continue;
    // "कागज़ का तारा": a word owned by a thing (paper's star) is that thing, no name.
    if (
      pp?.genitive.has(tokens[t.index - 1]?.norm ?? "") &&
      ownedByThing(tokens, t.index, names, matches, language)
    )
      continue;
    // "आशा" is hope and Asha: a given name the lexicon knows only as a mood, time or weather is the name;
    // so is one it reads as a thing only through a case ending ("மீனா" is Meena, not மீன், a fish).
    const given = givenNameIn(t.surface, language);
    const oneWord = m !== undefined && m.end - m.start === 1;
    const undrawn = oneWord && m.concepts.length > 0 && !m.concepts.some(isDrawable);
    // In Kannada, Tamil and Telugu a given name CLDR lists as a word ("லியோ", Leo the sign: a lion) is the name.
    const joined = languageProfiles[language].caseEndings === "joined";
    const lookAlike =
      oneWord &&
      (!lexiconFor(language).exact.has(t.norm) || (joined && !lexiconFor(language).curated.has(t.norm)));
    // "बुलबुल और उसकी सहेलियाँ ... बुलबुल फिसल गई": a word the story has made someone's name is that person
    // again, though the lexicon reads it as a bird or a thing.
    // A royal word the story made a name ("अपने गधे राजा पर": his donkey Raja) is that one again, no king.
    const storyName =
      oneWord &&
      (!m.concepts.some((c) => c.kind === "person") || royalName(m)) &&
      knownPrefix(t.norm, known, language) !== null;
    // "ख़ुशी ... जाती है", "ಖುಷಿ ... ಹೋಗುತ್ತಾಳೆ": a mood as the subject of a verb only people do may be a girl's
    // name (joy); the reading of a sentence's subject below decides.
    const moodWord = oneWord && m.concepts.length > 0 && m.concepts.every((c) => c.kind === "mood");
    const drawnAsSomething =
      m?.concepts.some((c) => c.kind !== "object") &&
      !(given && (undrawn || lookAlike)) &&
      !storyName &&
      !moodWord;
    // "ಮಧ್ಯಾಹ್ನ ಅವರ ಅಮ್ಮ", "సాయంత్రం వాళ్ల నాన్న": a time of day the lexicon knows says when, and owns nobody;
    // it is a name only where it acts ("संध्या ने") or "and" joins it to someone.
    if (
      given === null &&
      oneWord &&
      m.concepts.some((c) => c.kind === "time") &&
      next?.norm !== pp?.ergative &&
      !AND_WORDS[language].has(next?.norm ?? "")
    )
      continue;
    // "तारा और उसके दादाजी", "ನೀಲಾ ಮತ್ತು ಅವಳ ತಾತ", "தாராவும் அவள் தாத்தாவும்", "తార, ఆమె తాతయ్య": the word
    // joined to "his / her" family is the person they belong to, a name even where it is also a word (a star,
    // blue, hope).
    // The first name of the sentence; a verb ending a clause ("रवि जाल फेंकता है और उसके पिता") is none.
    // So is a bird's word joined to "her friends" ("बुलबुल और उसकी तीन सहेलियाँ": Bulbul, whom no bird's friends
    // join).
    const friendsAfter =
      oneWord &&
      m.concepts.every((c) => c.kind === "animal") &&
      tokens
        .slice(t.index + 2, t.index + 6)
        .some((x) => PEOPLE_WORDS[language].friends.some((f) => x.norm.startsWith(f)));
    if (
      (!m?.concepts.some(isPersonLike) || friendsAfter) &&
      open &&
      [...names.keys()].every((i) => kinNamed.has(i)) &&
      withKin(tokens, t.index, matches, language)
    ) {
      // Tamil's "-உம்" (and) is no part of the name: கிரணும் is கிரண், நீலாவும் is நீலா.
      const name = rules.joinedEndings?.nameWithoutAnd
        ? rules.joinedEndings.nameWithoutAnd(t.surface)
        : t.surface;
      names.set(t.index, name);
      continue;
    }
    // "జమీలా, కిషోర్", "ಜಮೀಲಾ ಮತ್ತು ಕಿಶೋರ್", "जमीला और किशोर": an unlisted word joined to a name after it is a
    // name; so is one after "old" ("ముసలి గోవిందు", "ವಯಸ್ಸಾದ ಗೋವಿಂದು").
    if (!m && open && !pronounLike(t.norm, language) && !REFLEXIVES[language]?.has(t.norm)) {
      // A given name is found below, as written; "முடிந்ததும்" (when it ended) is a clause, no name.
      const clause = WHILE_ENDS[language]?.test(t.norm) === true;
      const joined =
        given || clause
          ? null
          : (nameJoinedBefore(tokens, t.index, known, language) ??
            nameJoinedAfter(tokens, t.index, known, (i) => names.has(i), language));
      if (joined !== null) {
        names.set(t.index, joined);
        continue;
      }
      const afterKin = afterOwnedKin(tokens, t.index, KIN_OWNERS[language], language);
      // "ಅವಳ ಪುಟ್ಟ ತಮ್ಮ ನೀಲ್, ...": the brother's name may close a phrase the comma sets off.
      if (
        ((!t.comma && oldBefore(tokens, t.index, language)) || afterKin) &&
        !obliqueCase(t.norm, language)
      ) {
        names.set(t.index, t.surface);
        titled.add(t.index);
        continue;
      }
    }
    // "ರೋಸ್ ಮಿಸ್", "ரோஸ் டீச்சர்", "रोज़ टीचर", "రోజ్ టీచర్": a word right before a school's title is the teacher's
    // name, even one the lexicon knows as a thing (a rose) or a word (रोज़, daily); the title is that teacher.
    if (
      (!m || (oneWord && !m.concepts.some(isPersonLike))) &&
      !isPronoun(t) &&
      !verbAt.has(t.index) &&
      !t.comma &&
      !t.semicolon &&
      !PEOPLE_WORDS[language].possessives.has(t.norm) &&
      !AND_WORDS[language].has(t.norm) &&
      !pp?.genitive.has(t.norm) &&
      !PEOPLE_WORDS[language].classWords.some((w) => t.norm.startsWith(w)) &&
      !pronounLike(t.norm, language) &&
      !obliqueCase(t.norm, language) &&
      !pp?.postpositions.has(t.norm) &&
      !names.has(t.index - 1) &&
      teacherTitleAt(tokens, t.index + 1, language)
    ) {
      names.set(t.index, t.surface);
      continue;
    }
    if (names.has(t.index - 1) && teacherTitleAt(tokens, t.index, language)) continue;
    // "ಶರ್ಮಾ ಅವರು", "ராஜன் அவர்கள்", "శర్మ గారు", "शर्मा जी", "श्री वर्मा": a word an honorific follows or a
    // title precedes is someone's name though no list has it; the honorific itself is that person.
    if (names.has(t.index - 1) && honorificAt(tokens, t.index, language)) continue;
    // "कमला दादी", "ಕಮಲಾ ಅಜ್ಜಿ", "கமலா பாட்டி": a family title after a name is that relative, no second name.
    if (names.has(t.index - 1) && kinTitleAt(tokens, t.index, language)) continue;
    if (
      !m &&
      open &&
      !t.comma &&
      // "இரவு ஆனதும் அவர்கள்": a clause that ends before "they" ("when", "and") is no name.
      !WHILE_ENDS[language]?.test(t.norm) &&
      !rules.joinedEndings?.andSuffix?.test(t.norm) &&
      !REFLEXIVES[language]?.has(t.norm) &&
      // "ಸಲಿಕೆಯಿಂದ ಅವರು": with a spade, they.
      !rules.joinedEndings?.means?.test(t.norm) &&
      // "பாலத்தில் அவர்கள்": on the bridge, they.
      !PLACE_CASE[language]?.test(t.norm) &&
      // "அவர்கள் பின்னால்": "they" before a postposition of place is "behind them", no honorific.
      ((honorificAt(tokens, t.index + 1, language) &&
        !PLACE_POSTPOSITIONS[language]?.has(tokens[t.index + 2]?.norm ?? "")) ||
        PEOPLE_WORDS[language].titles.has(tokens[t.index - 1]?.norm ?? ""))
    ) {
      names.set(t.index, t.surface);
      continue;
    }
    // "मल्लाह सागर अपनी नाव", "बूढ़ा सागर अपनी नाव के पास": a word the lexicon reads as a place or a thing,
    // right after a job or "old" and right before "own", is the subject's name (Sagar, not the sea); after
    // "old" only where it is no object ("बूढ़ा पेड़ अपनी डालियाँ": the old tree, its branches).
    if (
      oneWord &&
      open &&
      !m.concepts.some(isPersonLike) &&
      REFLEXIVES[language]?.has(next?.norm ?? "") === true &&
      (nameAfterJob(tokens, t.index, matched, language) ||
        (oldBefore(tokens, t.index, language) && !m.concepts.some((c) => c.kind === "object")))
    ) {
      names.set(t.index, t.surface);
      continue;
    }
    // "नीला की माँ", "ನೀಲಾಳ ಅಮ್ಮ", "నీల వాళ్ళ అమ్మ": a word that draws nothing and owns a person or a family is
    // their name; so is one right after a job ("दर्ज़ी इक़बाल": Iqbal the tailor).
    if ((!m || undrawn || lookAlike) && open && !REFLEXIVES[language]?.has(t.norm)) {
      const owner = ownerName(tokens, t.index, matched, language, joined);
      // "रिक्शेवाला बबलू", "ரிக்ஷாக்காரர் பப்லு": an agent noun in its plain form is a job before a name too,
      // a name the story uses again ("பால்காரர் அதில் வைத்தார்": the milkman put in it).
      const agent = tokens[t.index - 1];
      const afterAgent =
        agent !== undefined &&
        !agent.comma &&
        AGENT_TITLES[language]?.test(agent.norm) === true &&
        !m &&
        (guess || knownPrefix(t.norm, known, language) !== null);
      // "चौकीदार गेट पर खड़ा": a word before a postposition of place is where the worker is, no name.
      const placed = PLACE_MARKS[language]?.has(next?.norm ?? "") === true;
      if (
        owner !== null ||
        ((nameAfterJob(tokens, t.index, matched, language) || afterAgent) &&
          !placed &&
          // "రోజ్ టీచర్ విజిల్ ఊదగానే": a title after a name is that person's; the word after it is no name.
          !names.has(t.index - 2) &&
          !pronounLike(t.norm, language) &&
          !obliqueCase(t.norm, language))
      ) {
        names.set(t.index, owner ?? t.surface);
        continue;
      }
    }
    // "ತರಗತಿಯ ಚಿಕ್ಕ ಹುಡುಗ ಮೋತಿ ಹಿಂದೆ ನಿಂತ", "सबसे छोटा लड़का मोती पीछे खड़ा हुआ": an unknown word right after a plain
    // person word is that person's name where the story uses it again and no verb follows it at once ("ಹುಡುಗ
    // ಜೋರಾಗಿ ಕೂಗಿದ": the boy shouted loudly).
    if (
      (!m || (lookAlike && !m.concepts.some(isPersonLike))) &&
      open &&
      !names.has(t.index - 2) &&
      !verbNext &&
      t.index < tokens.length - 2 &&
      !neverAName(t.norm, language) &&
      !WHILE_ENDS[language]?.test(t.norm) &&
      !rules.joinedEndings?.means?.test(t.norm) &&
      !pp?.postpositions.has(t.norm) &&
      (guess || knownPrefix(t.norm, known, language) !== null) &&
      nameAfterPersonWord(tokens, t.index, matched, language)
    ) {
      names.set(t.index, t.surface);
      continue;
    }
    // "ಮುಂದಿನ ಬೆಂಚಿನಲ್ಲಿ ಕುಳಿತಿದ್ದ ತಾರಾ ತಕ್ಷಣ ಕೈ ಎತ್ತಿದಳು", "முதல் வரிசையில் உட்கார்ந்திருந்த தாரா உடனே கையை
    // உயர்த்தினாள்": an unknown word right after a participle that describes it, where the sentence ends on a
    // person's verb, is the one who sat there; only a word the story writes again.
    if (
      !m &&
      open &&
      !t.comma &&
      !verbNext &&
      (guess || knownPrefix(t.norm, known, language) !== null) &&
      describedByParticiple(tokens, t.index, language) &&
      !neverAName(t.norm, language) &&
      !pronounLike(t.norm, language) &&
      !obliqueCase(t.norm, language) &&
      !dictionaryHas(t.norm, language) &&
      !rules.joinedEndings?.andSuffix?.test(t.norm) &&
      subjectGender(tokens, language) !== "unknown" &&
      !itOrShe(words, language)
    ) {
      names.set(t.index, t.surface);
      continue;
    }
    // "ಕಮಲಾ ಅಜ್ಜಿ", "சாரதா பாட்டி", "पिंटो आंटी ने": a word that draws nothing, in no case, right before a family
    // title is that relative's name though no list has it; a time the lexicon knows is none ("पूरी सुबह दादी
    // के साथ": all morning with grandmother).
    if (
      // "ಶಾಂತಿ ಅಜ್ಜಿ", "आशा दादी": a word that draws nothing (peace, hope) is a name before the title too.
      (!m || (given !== null && lookAlike) || (undrawn && !timeOrWeather(m))) &&
      open &&
      !t.comma &&
      // "மழை பெய்யத் தொடங்கியது; பாட்டி ...": the clause's last word before a semicolon is no name.
      !t.semicolon &&
      !neverAName(t.norm, language) &&
      // "మే నెలలో అమ్మమ్మ": a word in the locative says when or where the relative is, and names nobody.
      !PEOPLE_WORDS[language].openingEndings?.test(t.norm) &&
      kinTitleAfterName(tokens, t.index + 1, language) &&
      // "நடக்கவிருந்த பெரியப்பா மகளின்", "కాసేపటికే తాతయ్య చెల్లెలి": a family word that owns the person word
      // after it is no title; the word before it is no name.
      !personWithin(matches, t.index + 2, t.index + 3)
    ) {
      names.set(t.index, t.surface);
      continue;
    }
    // "रामू धोबी", "ರಾಮು ಅಗಸ", "ராமு வண்ணான்", "రాము చాకలి": a word that draws nothing, in no case and no word of
    // the dictionary, right before a job is that worker's name, as one before a family title is.
    if (
      !m &&
      open &&
      !names.has(t.index - 1) &&
      !neverAName(t.norm, language) &&
      !pp?.postpositions.has(t.norm) &&
      !PEOPLE_WORDS[language].possessives.has(t.norm) &&
      !AND_WORDS[language].has(t.norm) &&
      !WHILE_ENDS[language]?.test(t.norm) &&
      // "बूढ़े किसान": a word the story says once and no list has may describe the worker (old, poor).
      (knownPrefix(t.norm, known, language) !== null ||
        (given !== null && !dictionaryHas(t.norm, language)) ||
        (guess && !dictionaryHas(t.norm, language))) &&
      jobAfterName(tokens, t.index, matched, language) &&
      // "ஓட்டுநர் நேகி", "வனக் காவலர் சுரேஷ்": a job a name follows is that name's; the word before describes it.
      !nameAfterJob(tokens, t.index + 2, matched, language) &&
      !sandhiModifier(tokens, t.index, language)
    ) {
      names.set(t.index, t.surface);
      continue;
    }
    // "दादाजी एन्ज़ो", "ಅಜ್ಜ ಎಂಜೊ", "தாத்தா என்சோ", "తాతయ్య ఎంజో": a word that draws nothing, in no case, right after a
    // family title that follows no name is that relative's name, as the title after a name is ("कमला दादी").
    const title = tokens[t.index - 1];
    if (
      (!m || m.concepts.length === 0 || (given !== null && (undrawn || lookAlike))) &&
      open &&
      title !== undefined &&
      !title.comma &&
      kinTitleAt(tokens, t.index - 1, language) &&
      !names.has(t.index - 2) &&
      !neverAName(t.norm, language) &&
      !pp?.postpositions.has(t.norm) &&
      // "दादाजी पैदल गए": a word the dictionary has (on foot) is that word; in Hindi, which writes the subject
      // bare or before "ने", the name is one the story uses again, or "ने", "और" or a name follows it.
      !dictionaryHas(t.norm, language) &&
      // "ಅಜ್ಜಿ ಅಳತೆ ತೆಗೆದುಕೊಂಡು", "బామ్మ కొలతలు తీసుకుని": right before the verb, the word is what the relative
      // takes or does, unless the story knows it as a name ("ಅಜ್ಜ ರಾಮು ಬಂದರು").
      (!verbNext || knownPrefix(t.norm, known, language) !== null) &&
      (!pp ||
        next?.norm === pp.ergative ||
        AND_WORDS[language].has(next?.norm ?? "") ||
        knownPrefix(t.norm, known, language) !== null ||
        (next !== undefined &&
          (knownPrefix(next.norm, known, language) !== null ||
            givenNameIn(next.surface, language) !== null))) &&
      // "दादाजी बेंच पर बैठे", "ಅಜ್ಜಿ ಬಾಣಲೆಯಲ್ಲಿ": a place the relative is at, in a case or before a postposition.
      !PEOPLE_WORDS[language].openingEndings?.test(t.norm) &&
      !PLACE_POSTPOSITIONS[language]?.has(next?.norm ?? "") &&
      !WHERE_POSTPOSITIONS[language]?.has(next?.norm ?? "") &&
      !(pp?.postpositions.has(next?.norm ?? "") && next?.norm !== pp.ergative)
    ) {
      names.set(t.index, rules.joinedEndings?.nameWithoutAnd?.(t.surface) ?? t.surface);
      kinNamed.add(t.index);
      continue;
    }
    // "రవి, గీత బస్సులో కూర్చున్నారు", "ರವಿ ಮತ್ತು ಗೀತಾ ... ಕುಳಿತರು": an unknown word joined to a name by "and" (or,
    // where the language joins people so, a comma) before a plural verb is a second name.
    const joins = rules.joinedEndings;
    const nameAt = (i: number) =>
      names.has(i) || (tokens[i] !== undefined && givenNameIn(tokens[i].surface, language) !== null);
    const prevWord = tokens[t.index - 1];
    if (
      joins?.pluralVerbEnding?.test(words.at(-1) ?? "") &&
      !m &&
      !fn.has(t.norm) &&
      !isPronoun(t) &&
      !THEY_WORDS[language].has(t.norm) &&
      !PEOPLE_WORDS[language].possessives.has(t.norm) &&
      !PEOPLE_WORDS[language].ownerMarks.words.has(t.norm) &&
      !verbAt.has(t.index) &&
      ((joins.commaJoins && prevWord?.comma === true && nameAt(t.index - 1)) ||
        (AND_WORDS[language].has(prevWord?.norm ?? "") && nameAt(t.index - 2)))
    ) {
      names.set(t.index, t.surface);
      continue;
    }
    // "ತನ್ನ ನಾಯಿ ಮೋತಿಯನ್ನು", "தன் நாய் மோதியைத்", "తన కుక్క మోతీని": an owned pet's name in a case is the name
    // without it.
    const pet =
      joined && open
        ? petNameInCase(
            tokens,
            t.index,
            matched,
            petOwners(language),
            (name) => knownPrefix(name, known, language) !== null,
            language,
          )
        : null;
    if (pet !== null && !dictionaryHas(pet, language) && !pronounLike(pet, language)) {
      names.set(t.index, pet);
      continue;
    }
    // "उसकी बेटी नूर", "ಅವರ ಮೊಮ್ಮಗಳು ರಾಣಿ", "ఫరా చిన్న కుక్క బిస్కెట్": the word after an owned relative or pet.
    if (open && ownedKinName(tokens, t.index, { matched, names, known, verbAt, guess }, language)) {
      names.set(t.index, t.surface);
      continue;
    }
    // "छोटा सैम ढोल बजा रहा था", "ಪುಟ್ಟ ಸ್ಯಾಮ್": an unknown word after "little" opening the sentence is a name;
    // so is one right after "his / her" and a family word ("उसकी बड़ी बहन अनु", "ಅವನ ಅಕ್ಕ ಅನು": his big sister
    // Anu), who is that relative.
    if (!m && open && unknownNameAt(tokens, t.index, matched, language)) {
      names.set(t.index, t.surface);
      continue;
    }
    if (
      !m &&
      open &&
      (guess || knownPrefix(t.norm, known, language) !== null) &&
      littleOneAt(tokens, t.index, verbAt, language)
    ) {
      names.set(t.index, t.surface);
      continue;
    }
    // The reflexive "own" is nobody's name ("ತನ್ನ ಮೇಜಿಗೆ ಮರಳಿ ಅವಳು...": back at her own desk, she...).
    // "छोटा सैम", "குட்டி சாம்": "little" before a name is not the name.
    if (LITTLE_WORDS[language].has(t.norm) && !m) continue;
    if (fn.has(t.norm) || isPronoun(t) || REFLEXIVES[language]?.has(t.norm) || drawnAsSomething) continue;
    if (pp?.notName(words, t.index, timeOrWeather(matched.get(t.index + 1)))) continue;
    if (knownPrefix(t.norm, known, language)) names.set(t.index, t.surface);
    // A first name that is also a thing ("सूरज": Suraj, and the sun) is a name once it acts ("सूरज ने").
    else if (given && (!m || undrawn || lookAlike || next?.norm === "ने")) {
      names.set(t.index, t.surface);
    } else if (next && NAME_MARKERS[language].has(next.norm) && kindNamed(next.index, matches) !== "object")
      // "ರಾಮು ಎಂಬ ರೈತ": the farmer's name; "ಹಂಸ ಎಂಬ ದೋಣಿ" names a boat, nobody.
      names.set(t.index, t.surface);
    // The reflexive "own" follows its subject ("லீனா தன் குடையைத் திறந்தாள்": Lina opened her umbrella); in
    // Hindi a postposition may stand before it too ("बस में अपना छाता"), so only a first word counts there.
    // The subject is the first one before it: after a person word ("தாத்தா காலை முழுவதும் தன்...": grandfather,
    // all morning, his own) or a name ("సనా వాడిని మెల్లగా తన...": Sana, him, gently, her own) the word
    // before "own" is no one.
    else if (
      !m &&
      next &&
      REFLEXIVES[language]?.has(next.norm) &&
      (!pp || pp.opens(tokens, t.index) || timeOrWeather(matched.get(t.index - 1))) &&
      !personWithin(matches, 0, t.index) &&
      ![...names.keys()].some((i) => i < t.index)
    )
      names.set(t.index, t.surface);
    // Where endings are joined on, the subject of "own" opens its clause, and the words up to "own" may be a
    // converb, an adverb or an object ("ಬಬ್ಲೂ ಒಂದು ಲೋಟ ಚಹಾ ಹಿಡಿದು ತನ್ನ ರಿಕ್ಷಾದ ಮೇಲೆ": Bablu, holding tea, on his
    // own rickshaw), which the reading above would take. Away from "own", only a word the story writes again
    // is taken for a name.
    else if (
      !m &&
      !pp &&
      !verbAt.has(t.index) &&
      // "ஒவ்வொரு சனிக்கிழமையும்": "-உம்" on a word is "and" or "every", no lone subject of "own".
      !rules.joinedEndings?.andSuffix?.test(t.norm) &&
      !noNameForm(t.norm, language) &&
      !pronounLike(t.norm, language) &&
      !PEOPLE_WORDS[language].possessives.has(t.norm) &&
      !OLD_WORDS[language]?.has(t.norm) &&
      !clauseOpening(tokens, t.index, matched, language) &&
      ownSubjectAt(tokens, t.index, matched, language, (i) => names.has(i)) &&
      (guess || knownPrefix(t.norm, known, language) !== null)
    )
      names.set(t.index, t.surface);
    // "नीरज और डेविड नदी पर गए": an unknown first word joined by "and" to someone, before a plural verb.
    else if (
      pp &&
      !m &&
      !verbAt.has(t.index) &&
      pp.opens(tokens, t.index) &&
      AND_WORDS.hi.has(next?.norm ?? "") &&
      pp.pluralVerb(words)
    )
      names.set(t.index, t.surface);
    // "मीरा और लियो": an unknown word joined by "and" to a name is a name too.
    else if (
      pp &&
      !m &&
      !verbAt.has(t.index) &&
      !pp.auxiliaries.has(t.norm) &&
      !t.comma &&
      ((AND_WORDS.hi.has(tokens[t.index - 1]?.norm ?? "") && names.has(t.index - 2)) ||
        (AND_WORDS.hi.has(next?.norm ?? "") && givenNameIn(tokens[t.index + 2]?.surface ?? "", language)))
    )
      names.set(t.index, t.surface);
    // "लीला की कक्षा", "अर्जुन के पापा": an unknown word that owns a class or a parent is a child's name.
    else if (
      pp &&
      !m &&
      pp.genitive.has(next?.norm ?? "") &&
      ownsClassOrParent(tokens, t.index + 2, matches, language)
    )
      names.set(t.index, t.surface);
    // Hindi "ने" follows the one who acts: an unknown word before it is a name.
    else if (pp && next?.norm === pp.ergative && !m) names.set(t.index, t.surface);
    // An unknown first word that owns something, where a pronoun later acts ("सैम की चाबियाँ खो गईं और उसने
    // उन्हें ढूँढा": Sam's keys; he looked): Sam's, as "Maya's" in English.
    else if (
      pp &&
      t.index === 0 &&
      !m &&
      pp.genitive.has(next?.norm ?? "") &&
      tokens.some((x) => pp.thirdPerson.has(x.norm))
    )
      names.set(t.index, t.surface);
    // A word the lexicon knows ("మట్టి", soil, which draws nothing) is no unknown name; nor is the subject
    // of Telugu's "-ంది", which is "it" as often as "she" ("తెల్లని లైట్‌హౌస్ ... ఉంది"), but for a first
    // reading of the story, whose guess stays a name only where the story writes it again or says "she"
    // next ("లత తోటలో పూలు కోసింది" ... "లత నవ్వింది").
    else if (
      (t.index === 0 ||
        (t.index === 1 && LITTLE_WORDS[language].has(tokens[0]?.norm ?? "")) ||
        clauseStart(tokens, t.index, matched, language) ||
        (guess && afterSemicolon(tokens, t.index, language)) ||
        (afterOpening(tokens, t.index, matched, language) &&
          !WHILE_ENDS[language]?.test(t.norm) &&
          !obliqueCase(t.norm, language) &&
          !PEOPLE_WORDS[language].openingEndings?.test(t.norm) &&
          !subjectPronounAfter(tokens, t.index, language)) ||
        (language === "hi" &&
          afterHindiTimeOpening(tokens, t.index, matched) &&
          !subjectPronounAfter(tokens, t.index, language))) &&
      (!m || moodWord) &&
      // "ರಾತ್ರಿ ಊಟದ ನಂತರ": what the time is after is no one.
      !afterWordAt(tokens, t.index + 1, language) &&
      // "வயதான ராமசாமி ஐயாவின்": "old" goes on the name after it, and is none itself.
      !OLD_WORDS[language]?.has(t.norm) &&
      !pp?.postpositions.has(next?.norm ?? "") &&
      tokens.length > 1 &&
      subjectGender(tokens, language) !== "unknown" &&
      !pronounActsInFirstClause(tokens, t.index, language) &&
      (!itOrShe(words, language) || (guess && teluguSubjectGuess(tokens, t.index, verbAt, language))) &&
      !pp?.pronounSubject(tokens) &&
      !subjectPronounNext(tokens, t.index, language) &&
      !ownerBeforePronoun(tokens, t.index, verbAt, language)
    ) {
      if (firstBeforeVerb === null)
        afterClause =
          clauseStart(tokens, t.index, matched, language) || afterSemicolon(tokens, t.index, language);
      firstBeforeVerb ??= t;
    }
  }
  // "வயதான குயவர் ராமு", "ముసలి కుమ్మరి రాము": an unlisted word after "old" before a name is the old one's
  // job, the name after it theirs.
  for (const i of titled) if (names.has(i + 1)) names.delete(i);
  // A person word in a case that is no subject ("రాము స్నేహితుడి తల తిన్నాడు": the friend's) leaves the first
  // word the subject.
  const subjectWord = (m: Match) => !obliqueCase(tokens[m.start]?.norm ?? "", language);
  const namesOthers =
    [...names.keys()].some((i) => !ownerOnlyName(tokens, i, matched, language)) ||
    matches.some((m) => m.concepts.some(isPersonLike) && subjectWord(m));
  // A first reading of the story takes the subject of a later clause beside other people too ("ಅಜ್ಜಿ ...
  // ಚುಚ್ಚುವಾಗ ಅನು ಸ್ಟೂಲಿನ ಮೇಲೆ ನಿಂತಳು": while grandmother pinned, Anu stood): only a word the story uses again
  // stays a name. "His" or "their" is none ("వాళ్ళ తాతయ్య": their grandfather).
  const laterClause =
    guess &&
    afterClause &&
    firstBeforeVerb !== null &&
    !PEOPLE_WORDS[language].possessives.has(firstBeforeVerb.norm) &&
    !PEOPLE_WORDS[language].ownerMarks.words.has(firstBeforeVerb.norm) &&
    !PEOPLE_WORDS[language].pluralEndings.some((e) => firstBeforeVerb?.norm.endsWith(e)) &&
    !rules.joinedEndings?.andSuffix?.test(firstBeforeVerb.norm);
  if (firstBeforeVerb && (!namesOthers || laterClause))
    names.set(firstBeforeVerb.index, firstBeforeVerb.surface);
  // A first word read as a thing whose verb only people do ("మాయ బేకరీకి పరిగెత్తింది": a magic wand does
  // not run) is a name the lists lack; not a thing the curated words name ("टीवी चलता रहा और टॉम ... सो
  // गया": the TV was on while Tom slept), nor one in a case no subject takes ("மரத்தின் நிழலில் அவள்...": in
  // the tree's shade, she...).
  const first = tokens[0];
  const asThing = matched.get(0);
  if (
    first &&
    !lexiconFor(language).curated.has(first.norm) &&
    names.size === 0 &&
    !namesOthers &&
    asThing?.end === 1 &&
    !notAName(first.norm, language) &&
    !obliqueCase(first.norm, language) &&
    asThing.concepts.length > 0 &&
    asThing.concepts.every((c) => c.kind === "object") &&
    subjectGender(tokens, language) !== "unknown" &&
    !pronounActsInFirstClause(tokens, 0, language) &&
    findVerbs(tokens, language).some((v) => v.action !== "stand" && v.at > 1)
  )
    names.set(0, first.surface);
  dropNoOnesNames(names, tokens, matched, known, language);
  // "భోజనం వేళ కాగానే తాతయ్య": whichever reading took it, a word whose ending no name has (a converb, a
  // plural) is none; a given name that looks like one stays.
  for (const at of [...names.keys()]) {
    const t = tokens[at];
    if (t && noNameForm(t.norm, language) && givenNameIn(t.surface, language) === null) names.delete(at);
  }
  // "ಅದಕ್ಕೆ ಬಿಸ್ಕೆಟ್ ಎಂದು ಹೆಸರಿಟ್ಟರು": the word a naming verb gives is a name, whatever else it is.
  for (const at of namedByVerb(tokens, language)) names.set(at, tokens[at]?.surface ?? "");
  // Tamil's "-உம்" (and) is no part of a name, whichever reading found it ("அவள் தம்பி நீலும்": நீல்).
  for (const [i, name] of names) names.set(i, withoutAnd(name, language));
  return names;
}

/** Hindi's mark of the one acted on or given to ("को"), written apart after the noun. */
const ACTED_ON: Partial<Record<Language, ReadonlySet<string>>> = { hi: new Set(["को"]) };

/**
 * A word the lexicon knows, acted on right after a relative who is no subject, is that relative's name: "own"
 * owns the relative and points back at the subject ("राजू अपनी छोटी बहन लड्डू को ले गया": Raju took his little
 * sister Laddoo), or "and" joins the relative to someone before ("पापा आकाश और उसकी बहन तितली को ले गए"). After a
 * relative who acts, the marked word is what they handle ("उसकी बहन मिठाई को देखती रही": the sweet).
 */
function kinActedOn(
  tokens: Token[],
  at: number,
  m: Match,
  matched: ReadonlyMap<number, Match>,
  language: Language,
): boolean {
  const kin = matched.get(at - 1);
  if (!ACTED_ON[language]?.has(tokens[at + 1]?.norm ?? "") || !kin || kin.end !== at) return false;
  if (m.concepts.some((c) => c.kind === "person")) return false;
  for (let i = kin.start - 1; i >= Math.max(0, kin.start - 3); i--) {
    const word = tokens[i];
    if (!word || word.comma) return false;
    if (REFLEXIVES[language]?.has(word.norm)) return true;
    if (KIN_OWNERS[language]?.has(word.norm)) return AND_WORDS[language].has(tokens[i - 1]?.norm ?? "");
  }
  return false;
}

/**
 * The word at `at` names the owned relative or pet before it (nameAfterKin): a word no list has, or one the
 * lexicon knows ("रानी", a queen; a biscuit) where the story uses it again and it stands as the subject,
 * before "own" or "ने" ("कुत्ता बिस्कुट अपने पट्टे से ... भाग गया"; the bone a dog chews is a bone).
 */
function ownedKinName(
  tokens: Token[],
  at: number,
  found: {
    matched: Map<number, Match>;
    names: Map<number, string>;
    known: ReadonlySet<string>;
    verbAt: ReadonlySet<number>;
    /** A first reading of the story, before its names are known. */
    guess: boolean;
  },
  language: Language,
): boolean {
  const { matched, names, known, verbAt } = found;
  const t = tokens[at];
  if (!t) return false;
  const m = matched.get(at);
  const next = tokens[at + 1]?.norm ?? "";
  const pp = RULES[language].postpositions;
  const asWord =
    m !== undefined &&
    m.end - m.start === 1 &&
    (((found.guess || knownPrefix(t.norm, known, language) !== null) &&
      (REFLEXIVES[language]?.has(next) === true || (pp !== null && next === pp.ergative))) ||
      royalName(m) ||
      petThingName(tokens, at, matched, language) ||
      kinActedOn(tokens, at, m, matched, language));
  if ((m && !asWord) || LITTLE_WORDS[language].has(t.norm) || OLD_WORDS[language]?.has(t.norm)) return false;
  if (pronounLike(t.norm, language) || obliqueCase(t.norm, language)) return false;
  const context = {
    matched,
    isName: (i: number) => names.has(i) || knownPrefix(tokens[i]?.norm ?? "", known, language) !== null,
    isVerb: (i: number) => verbAt.has(i),
    owners: KIN_OWNERS[language],
  };
  return nameAfterKin(tokens, at, context, language);
}

/**
 * A name that only owns what follows it ("फ़र्नांडिस साहब की दुकान", "ಫರ್ನಾಂಡಿಸ್ ಅವರ ಅಂಗಡಿ", "ఫెర్నాండెజ్ గారి
 * దుకాణం", "பெர்னாண்டஸ் ஐயாவின் கடை": Mr Fernandes's shop), through an owner's word or a title in the
 * owner's case after it: the owner, no one who acts, so it leaves the sentence's subject to another word.
 */
function ownerOnlyName(
  tokens: Token[],
  at: number,
  matched: ReadonlyMap<number, Match>,
  language: Language,
): boolean {
  const marks = PEOPLE_WORDS[language].ownerMarks;
  const pp = RULES[language].postpositions;
  const owning = (i: number) => {
    const t = tokens[i];
    if (!t || t.comma) return false;
    if (marks.words.has(t.norm) || pp?.genitive.has(t.norm) === true) return true;
    // A title with the owner's ending joined on ("ஐயாவின்": sir's), which draws no thing or place of its own.
    const title = matched.get(i);
    return (
      (title === undefined || title.concepts.every((c) => c.kind === "person")) &&
      marks.endings.some(([ending]) => t.norm.endsWith(ending))
    );
  };
  if (!tokens[at] || tokens[at]?.comma) return false;
  const honorific = PEOPLE_WORDS[language].honorifics.includes(tokens[at + 1]?.norm ?? "");
  return honorific ? owning(at + 2) : owning(at + 1);
}

/** A royal word after an owned relative is what she is called ("मेरी बहन रानी", "ಅವರ ಮೊಮ್ಮಗಳು ರಾಣಿ": Rani),
 * no queen. */
function royalName(m: Match): boolean {
  return m.concepts.length > 0 && m.concepts.every((c) => c.kind === "person" && c.role === "royal");
}

/**
 * A thing's word after an owned pet, as the lexicon lists it with no ending joined on, and another noun right
 * after it ("அவர்களுடைய நாய் பிஸ்கட் கேக்கை முகர்ந்து...", "వాళ్ళ కుక్క బిస్కెట్ కేక్ వాసన...": their dog
 * Biscuit, the cake): the pet's name, where the language joins its case endings on. A thing the pet handles
 * stands right before the verb ("நாய் பிஸ்கட் தின்றது").
 */
function petThingName(tokens: Token[], at: number, matched: Map<number, Match>, language: Language): boolean {
  const t = tokens[at];
  const pet = matched.get(at - 1);
  const after = matched.get(at + 1);
  if (petWordNameApart(tokens, at, matched, language)) return true;
  return (
    t !== undefined &&
    !t.comma &&
    RULES[language].joinedEndings !== null &&
    lexiconFor(language).exact.has(t.norm) &&
    pet?.end === at &&
    pet.concepts.some((c) => c.kind === "animal") &&
    (matched.get(at)?.concepts.every((c) => c.kind === "object") ?? false) &&
    after?.start === at + 1 &&
    after.concepts.some((c) => c.kind === "object")
  );
}

/**
 * Hindi writes its postpositions apart: a word for a thing right after a pet ("उनकी भूरी बिल्ली बिस्कुट लिफ़्ट
 * से", "अपने ऊँट मोती को", "उसकी बछिया बिजली बार-बार") is the pet's name where the phrase goes on with the
 * case a name takes ("को", "ने") or with another word that is no postposition; a thing the pet handles
 * stands before the verb ("बिल्ली बिस्कुट खाती है") and a place before its postposition ("बिल्ली घर में").
 */
function petWordNameApart(
  tokens: Token[],
  at: number,
  matched: Map<number, Match>,
  language: Language,
): boolean {
  const pp = RULES[language].postpositions;
  const t = tokens[at];
  const pet = matched.get(at - 1);
  const own = matched.get(at);
  const next = tokens[at + 1];
  if (!pp || RULES[language].joinedEndings !== null || !t || t.comma || !next) return false;
  if (!pet || pet.end !== at || tokens[at - 1]?.comma || !pet.concepts.some((c) => c.kind === "animal"))
    return false;
  if (!own || own.end !== at + 1 || own.concepts.some((c) => c.kind === "person" || c.kind === "animal"))
    return false;
  if (next.norm === "को" || next.norm === pp.ergative) return true;
  // "मीरा की बिल्ली मिर्ची ऊपर ... छिप गई": an adverb of place after the word goes with the verb, so the
  // word is the pet's name, not something it handles.
  if (PLACE_ADVERBS[language]?.has(next.norm)) return true;
  const after = matched.get(at + 1);
  const verbLike = after === undefined && !dictionaryHas(next.norm, language);
  return (
    !pp.postpositions.has(next.norm) && !pp.genitive.has(next.norm) && !verbLike && after?.start === at + 1
  );
}

/**
 * Tamil doubles the first consonant of the word after a modifier ("வனக் காவலர்": the forest's guard): a word that
 * ends in the consonant the next word begins with describes that word, no name.
 */
function sandhiModifier(tokens: Token[], at: number, language: Language): boolean {
  const virama = languageProfiles[language].virama;
  const word = tokens[at]?.norm ?? "";
  const next = tokens[at + 1]?.norm ?? "";
  return language === "ta" && !!virama && word.endsWith(virama) && next.startsWith(word.slice(-2, -1));
}

/** Hindi adverbs of place ("ऊपर", upstairs; "बाहर", outside), written apart and in no case. */
const PLACE_ADVERBS: Partial<Record<Language, ReadonlySet<string>>> = {
  hi: new Set(["ऊपर", "नीचे", "अंदर", "बाहर", "पीछे", "आगे"]),
};

/** Hindi's postpositions of where ("गेट पर", "घर में"), which it writes apart: the word before them is a place. */
const PLACE_MARKS: Partial<Record<Language, ReadonlySet<string>>> = { hi: new Set(["में", "पर"]) };

/**
 * Whether only a phrase of time or place stands before `at` ("ನದಿಯ ದಡದಲ್ಲಿ ರಫೀಕ್ ಮೀನು ಹಿಡಿದನು": on the river's
 * bank, Rafiq caught a fish): the word at `at` stands where the subject does. Hindi opens with adjectives
 * after such a phrase ("आसमान में काले बादल"): there only a sentence's first word is.
 */
function afterOpening(tokens: Token[], at: number, matched: Map<number, Match>, language: Language): boolean {
  const endings = PEOPLE_WORDS[language].openingEndings;
  if (endings === null || at === 0) return false;
  // "ಸೋಮವಾರ ಬೆಳಿಗ್ಗೆ, ಗೌರಿ ...", "திங்கள்கிழமை காலை கௌரி ...": a day or a count opens the sentence with a time of
  // day, and a comma may close the opening; a colour alone does not ("ఎర్ర చొక్కా": a red shirt).
  const opening = tokens.slice(0, at);
  const timed = opening.some((x) => timeOrWeather(matched.get(x.index)));
  return opening.every(
    (x) =>
      (!x.comma || x.index === at - 1) &&
      !(x.norm in PRONOUNS[language]) &&
      (timeOrWeather(matched.get(x.index)) ||
        endings.test(x.norm) ||
        obliqueCase(x.norm, language) ||
        (timed && notAName(x.norm, language) && !matched.has(x.index))),
  );
}

/** Whether the word at `at` is a word of respect that follows a surname (people-words.ts `honorifics`). */
function honorificAt(tokens: Token[], at: number, language: Language): boolean {
  const word = tokens[at]?.norm;
  if (word === undefined) return false;
  const joined = languageProfiles[language].caseEndings === "joined";
  return PEOPLE_WORDS[language].honorifics.some((h) => (joined ? word.startsWith(h) : word === h));
}

/** A school's title after a name stands at `at` ("ರೋಸ್ ಮಿಸ್", "ரோஸ் டீச்சர்"), in any case in kn, ta, te. */
function teacherTitleAt(tokens: Token[], at: number, language: Language): boolean {
  const word = tokens[at]?.norm;
  if (word === undefined) return false;
  const joined = languageProfiles[language].caseEndings === "joined";
  return PEOPLE_WORDS[language].teacherTitles.some((h) => (joined ? word.startsWith(h) : word === h));
}

/** A brother, a sister, a friend or a neighbour that "his / her" owns stands right before `at` ("Ihr Bruder
 * Dev"). */
function kinBefore(tokens: Token[], at: number, matched: Map<number, Match>, language: Language): boolean {
  const kin = matched.get(at - 1);
  if (!kin || kin.end !== at) return false;
  if (!kin.concepts.some((c) => c.kind === "person" && (SIBLING_IDS.has(c.id) || NAMED_PEERS.has(c.id))))
    return false;
  // "Ihr kleiner Bruder Ishaan": an adjective may stand between "her" and the brother.
  const owner = (i: number) => PEOPLE_WORDS[language].possessives.has(tokens[i]?.norm ?? "");
  return owner(kin.start - 1) || (owner(kin.start - 2) && !matched.has(kin.start - 1));
}

/** A class word or a parent, grandparent or teacher at `at` ("कक्षा", "पापा"). */
function ownsClassOrParent(tokens: Token[], at: number, matches: Match[], language: Language): boolean {
  if (PEOPLE_WORDS[language].classWords.includes(tokens[at]?.norm ?? "")) return true;
  return matches.some(
    (m) => m.start === at && m.concepts.some((c) => c.kind === "person" && CHILD_OF.has(c.id)),
  );
}

/** A capitalised word in "-s" whose stem is a name the story uses again or a given name ("Leelas"). */
function genitiveOfName(t: Token, capitals: ReadonlySet<string> | undefined, language: Language): boolean {
  if (!t.norm.endsWith("s") || t.norm.length < 4) return false;
  const stem = t.surface.slice(0, -1);
  return (
    capitals?.has(t.norm.slice(0, -1)) === true ||
    givenNameIn(stem, language) !== null ||
    regionOfName(stem) !== null
  );
}

/** The names listed right after the one at `first`, joined by "and" or a comma ("Luna and Leo", "Ana, Leo y
 * Sara"). */
function listedAfter<N extends { at: number }>(
  first: N,
  named: readonly N[],
  tokens: Token[],
  language: Language,
): N[] {
  const out: N[] = [];
  let at = first.at;
  for (const n of [...named].sort((a, b) => a.at - b.at)) {
    if (n.at <= at) continue;
    const between = tokens.slice(at + 1, n.at);
    // Tamil joins the names themselves ("ஆஷாவும் ரவியும்": Asha and Ravi).
    const andSuffix = RULES[language].joinedEndings?.andSuffix;
    const joined =
      (between.length === 0 &&
        (tokens[at]?.comma === true || andSuffix?.test(tokens[at]?.norm ?? "") === true)) ||
      (between.length === 1 && AND_WORDS[language].has(between[0]?.norm ?? ""));
    if (!joined) break;
    out.push(n);
    at = n.at;
  }
  return out;
}

/** Possessives that may open a person word set off after a name ("Grace, your presenter"). */
const OWNER_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(["his", "her", "their", "your", "my", "our"]),
  es: new Set(["su", "sus", "tu", "mi", "nuestro", "nuestra", "vuestro", "vuestra"]),
  fr: new Set(["son", "sa", "leur", "ton", "ta", "votre", "mon", "ma", "notre"]),
  de: new Set([
    "sein",
    "seine",
    "ihr",
    "ihre",
    "dein",
    "deine",
    "euer",
    "eure",
    "mein",
    "meine",
    "unser",
    "unsere",
  ]),
  hi: new Set(),
  kn: new Set(),
  ta: new Set(),
  te: new Set(),
};

/** The name at `name` owns the class word at `at`: right before it ("Lina's class", "ಲೀನಾಳ ತರಗತಿ"), or
 * joined by a genitive ("la clase de Lina", "लीना की कक्षा"). "Después de clase, Priya" is no owner. */
function ownsClass(tokens: Token[], name: number, at: number, language: Language): boolean {
  const genitive = (i: number) => {
    const w = tokens[i]?.norm ?? "";
    return (
      w === "of" ||
      w === "'s" ||
      RULES[language].clitics?.genitive?.has(w) === true ||
      RULES[language].postpositions?.genitive.has(w) === true
    );
  };
  if (name === at - 1) return tokens[name]?.comma !== true;
  if (name === at - 2) return genitive(at - 1);
  return name === at + 2 && tokens[at]?.comma !== true && genitive(at + 1);
}

/** Where a word for a school class ("class", "Klasse", "ತರಗತಿಯ") stands, else -1. */
function classWordAt(tokens: Token[], language: Language): number {
  const joined = languageProfiles[language].caseEndings === "joined";
  const words = PEOPLE_WORDS[language].classWords;
  return tokens.findIndex((t) => words.some((w) => (joined ? t.norm.startsWith(w) : t.norm === w)));
}

/** Where a phrase for the whole group ("the whole family", "కుటుంబమంతా") starts, else -1. */
function wholeGroupAt(tokens: Token[], language: Language): number {
  const joined = languageProfiles[language].caseEndings === "joined";
  const fits = (word: string | undefined, w: string) =>
    word !== undefined && (joined ? word.startsWith(w) : word === w);
  for (const phrase of PEOPLE_WORDS[language].wholeGroup)
    for (let i = 0; i + phrase.length <= tokens.length; i++)
      if (phrase.every((w, k) => fits(tokens[i + k]?.norm, w))) return i;
  return -1;
}

/** A festival, a day, a month, a number, or (in the Indian languages) an adjective or a postposition, particle,
 * auxiliary, adverb or conjunction (people-words.ts), or a verb by its ending ("వత్తుతోంది"): never a name. */
function notAName(norm: string, language: Language): boolean {
  const words = PEOPLE_WORDS[language];
  // A number ("62 नंबर", "62 என்ற எண்") is nobody's name either.
  if (/^\p{Nd}+$/u.test(norm)) return true;
  if (verbFormWord(norm, language)) return true;
  return words.notNames.has(norm) || words.festivalStems.some((f) => norm.startsWith(f));
}

/** "तेज़ हवा ने उसे खींचा", "ಗಾಳಿ ಅವಳ ಟೋಪಿಯನ್ನು ಹಾರಿಸಿತು": wind, rain, waves or fire that act are nobody's name,
 * though they stand where a subject does; only a naming verb makes one of them a name. After a title it is a
 * surname ("Mr Flood"), and where only names take capitals inside a sentence, it is a force only where the
 * sentence opens with it ("Wind tore the hat away"). A part of the body ("ಸೊಂಟದ ಮೇಲೆ": on the hip) is no name
 * either. */
function dropNoOnesNames(
  names: Map<number, string>,
  tokens: Token[],
  matched: Map<number, Match>,
  known: ReadonlySet<string>,
  language: Language,
): void {
  const capitalsMarkNames = !isIndic(language) && !RULES[language].capitalisedNouns;
  for (const at of [...names.keys()]) {
    const t = tokens[at];
    if (!t || (capitalsMarkNames && at > 0)) continue;
    if (PEOPLE_WORDS[language].titles.has(tokens[at - 1]?.norm ?? "")) continue;
    // "उसकी बछिया बिजली": a pet named for a force (lightning) is that pet, here and wherever the story
    // writes its name again.
    if (petNamed(tokens, at, matched) || knownPrefix(t.norm, known, language) !== null) continue;
    if (forceOfNature(t.norm, t.surface, matched.get(at), language) || bodyPart(t.norm, t.surface, language))
      names.delete(at);
  }
}

/** The word at `at` stands right after an animal's word, in apposition: that animal's name. */
function petNamed(tokens: Token[], at: number, matched: Map<number, Match>): boolean {
  const pet = matched.get(at - 1);
  return pet?.end === at && !tokens[at - 1]?.comma && pet.concepts.some((c) => c.kind === "animal");
}

/** The word at `at` follows a genitive whose owner is no person and no age ("कागज़ का तारा": the paper's
 * star; "नौ साल की मीरा" is Meera), and does not act ("मीरा ने"). */
function ownedByThing(
  tokens: Token[],
  at: number,
  names: Map<number, string>,
  matches: Match[],
  language: Language,
): boolean {
  const owner = at - 2;
  if (owner < 0 || names.has(owner) || (tokens[owner]?.norm ?? "") in PRONOUNS[language]) return false;
  const next = tokens[at + 1]?.norm ?? "";
  if (next === RULES[language].postpositions?.ergative || AND_WORDS[language].has(next)) return false;
  const upTo = tokens
    .slice(0, at)
    .map((t) => t.norm)
    .join(" ");
  if (CHILD_AGES[language].test(upTo)) return false;
  return !matches.some((m) => m.start <= owner && owner < m.end && m.concepts.some(isPersonLike));
}

/** "la clase de Leela", "el padre de Arjun": the word before "of" is a person or a class, so the
 * capitalised word after it is their owner, a person. */
function ownerAfterOf(tokens: Token[], at: number, matched: Map<number, Match>, language: Language): boolean {
  if (RULES[language].clitics?.genitive?.has(tokens[at - 1]?.norm ?? "") !== true) return false;
  const before = tokens[at - 2]?.norm ?? "";
  return (
    matched.get(at - 2)?.concepts.some((c) => c.kind === "person") === true ||
    PEOPLE_WORDS[language].classWords.includes(before) ||
    PEOPLE_WORDS[language].family.includes(before) ||
    // "el colegio de Bindu", "l'école de Bindu": a school's owner is one of its pupils, not a town.
    (isSchoolWord(before, language) && tokens[at + 1]?.capitalised !== true)
  );
}

function isDrawable(c: Concept): boolean {
  return (
    c.kind === "person" ||
    c.kind === "animal" ||
    c.kind === "robot" ||
    c.kind === "object" ||
    c.kind === "place"
  );
}

/** Telugu "-ింది" is "she" and "it" alike: it brings in no new woman ("పిల్లి పాలు తాగింది": the cat drank). */
function itOrShe(words: string[], language: Language): boolean {
  return RULES[language].joinedEndings?.itOrShe?.test(words.at(-1) ?? "") === true;
}

/** English verbs that follow a subject's name at a sentence's start ("Mira lives", "Noah kicked"). */
const EN_VERB_AFTER_NAME =
  /^(is|was|has|had|lives|lived|loves|works|walks|runs|ran|went|goes|took|takes|saw|sees|said|says|came|comes|made|makes|found|finds|gave|gives|got|gets|felt|feels|kept|keeps|left|sat|sits|stood|stands|told|tells|thought|knew|knows|wore|wrote|writes|ate|eats|drank|met|fell|drove|rode|flew|sang|swam|won|bought|brought|caught|taught|sold|sent|spent|built|held|heard|hears|smiled|laughed|cried|looked|wanted|loved|opened|closed|played|plays|reads|sleeps|slept|woke|dreams|could|would|will|can|never|always|often|also|and)$/;

/** Paths an animal's name can describe (a goat path); Kannada, Tamil and Telugu join case endings on. */
const PATH_WORDS: Record<Language, readonly string[]> = {
  en: ["path", "paths", "track", "tracks", "trail", "trails"],
  es: ["sendero", "senda", "camino", "vereda"],
  fr: ["sentier", "chemin", "piste"],
  de: ["pfad", "weg"],
  hi: ["रास्ते", "रास्ता", "पगडंडी"],
  kn: ["ಕಾಲುದಾರಿ", "ದಾರಿ"],
  ta: ["பாதை", "தடம்"],
  te: ["దారి", "బాట"],
};

function pathOfAnimal(tokens: Token[], m: Match, language: Language): boolean {
  if (!m.concepts.length || !m.concepts.every((c) => c.kind === "animal")) return false;
  const paths = PATH_WORDS[language];
  const joined = languageProfiles[language].caseEndings === "joined";
  const isPath = (i: number) => {
    const w = tokens[i]?.norm ?? "";
    return paths.some((p) => w === p || (joined && w.startsWith(p)));
  };
  // Before it: en, kn, ta, te ("goat path", "ಮೇಕೆಗಳ ಕಾಲುದಾರಿ"); Hindi with its genitive ("बकरियों के रास्ते");
  // after it with "de" in es and fr ("sendero de cabras").
  const rules = RULES[language];
  if ((rules.clitics?.ofWord ?? null) !== null)
    return tokens[m.start - 1]?.norm === rules.clitics?.ofWord && isPath(m.start - 2);
  // Hindi lets an article and an adjective stand between ("बकरियों की एक संकरी पगडंडी").
  if (rules.postpositions)
    return (
      rules.postpositions.genitive.has(tokens[m.end]?.norm ?? "") &&
      [1, 2, 3].some((gap) => isPath(m.end + gap))
    );
  return isPath(m.end);
}

/** Spanish and French name a street after it with "de": "calle de la Colina", "rue de la Colline". */
const NAMED_STREETS: Record<Language, { streets: ReadonlySet<string>; of: ReadonlySet<string> } | null> = {
  es: {
    streets: new Set(["calle", "avenida", "plaza", "paseo", "camino", "carretera"]),
    of: new Set(["de", "la", "el", "del", "los", "las"]),
  },
  fr: {
    streets: new Set(["rue", "avenue", "place", "boulevard", "chemin", "route", "allée"]),
    of: new Set(["de", "la", "du", "des", "l'", "d'", "le"]),
  },
  en: null,
  de: null,
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

function streetNamed(tokens: Token[], at: number, language: Language): boolean {
  const rule = NAMED_STREETS[language];
  if (!rule) return false;
  for (let i = at - 1; i >= Math.max(0, at - 3); i--) {
    const w = tokens[i]?.norm ?? "";
    if (rule.streets.has(w)) return i < at - 1;
    if (!rule.of.has(w)) return false;
  }
  return false;
}
function timeOrWeather(m: Match | undefined): boolean {
  return m?.concepts.some((c) => c.kind === "time" || c.kind === "weather") ?? false;
}

/** The gender the sentence's verb gives its subject: the first clause's verb where the last one tells none, as
 * in Hindi ("उमर ... पहुँचा, ... ट्रेन रुकी": Omar arrived, the train stopped), whole chains ("काम करती है": she
 * works). */
function subjectGender(tokens: Token[], language: Language): Gender {
  const words = tokens.map((t) => t.norm);
  const pp = RULES[language].postpositions;
  if (!pp) return verbGender(words.slice(0, genderClauseEnd(tokens, language) + 1), language);
  const first = pp.firstClause(
    words,
    tokens.map((t) => t.comma === true),
  );
  const clause = pp.clauseGender(first);
  return clause !== "unknown" ? clause : verbGender(words, language);
}

/**
 * The last word of the clause whose verb tells the subject's gender, where the language marks no clauses of its
 * own (as Hindi's postpositions do): the sentence's last verb, or where that tells none, the first clause's,
 * closed by a comma or a semicolon ("ராக்கி ... அடித்தான், அது ... விழுந்தது": Rocky hit it, it fell).
 */
function genderClauseEnd(tokens: Token[], language: Language): number {
  const words = tokens.map((t) => t.norm);
  const last = tokens.length - 1;
  if (verbGender(words, language) !== "unknown") return last;
  const end = tokens.findIndex((t) => t.comma || t.semicolon);
  // Telugu's "-ంది" is "it" as often as "she" ("చినుకులు పడటం మొదలైంది,": the rain began): no clause's but the
  // sentence's own last verb is read so.
  const clause = words.slice(0, end + 1);
  if (end <= 0 || itOrShe(clause, language)) return last;
  return verbGender(clause, language) !== "unknown" ? end : last;
}

/** Words that end an Indian language's "while / when" clause ("ಟಿವಿ ನಡೆಯುತ್ತಿರುವಾಗಲೇ": while the TV was on). */
const WHILE_ENDS: Record<Language, RegExp | null> = {
  // "-ததும்" / "-సరికి": as soon as, by the time ("மாமா அதட்டியதும்", "మామయ్య అరిచేసరికి": when the uncle shouted).
  ta: /(போதே?|ியதும்|ந்ததும்|ட்டதும்|த்ததும்|ன்றதும்)$/u,
  te: /(తుండగా|తుండగానే|తుంటే|ప్పుడు|సరికి|య్యాక)$/u,
  kn: /(ಾಗ|ಾಗಲೇ)$/u,
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
};

/**
 * The word at `at` closes an "after ..." opening written as two words: Hindi "के बाद" ("स्कूल के बाद": after
 * school), Kannada "ಮೇಲೆ" after a past participle ("ಶಾಲೆ ಮುಗಿದ ಮೇಲೆ": after school ended; after a noun's
 * genitive, "ಮೇಜಿನ ಮೇಲೆ", it is "on the table").
 */
function afterClauseEnd(tokens: Token[], at: number, language: Language): boolean {
  const word = tokens[at]?.norm;
  const before = tokens[at - 1];
  if (!word || !before || before.comma) return false;
  if (language === "hi") return word === "बाद" && before.norm === "के";
  if (language === "kn" && word === "ಮೇಲೆ") return /ಿದ$/u.test(before.norm);
  return afterWordAt(tokens, at, language);
}

/** A word that opens the sentence's main clause: after "while ..." or, in Hindi, after an "and" that follows a
 * verb ("टीवी चलता रहा और टॉम सोफ़े पर सो गया": the TV was on, and Tom fell asleep). */
function clauseStart(tokens: Token[], at: number, matched: Map<number, Match>, language: Language): boolean {
  const prev = tokens[at - 1]?.norm ?? "";
  if (WHILE_ENDS[language]?.test(prev)) return true;
  if (afterClauseEnd(tokens, at - 1, language)) return true;
  // "रोटी और गरम क्रोसां" joins two things: only an "and" after a finished verb opens a clause.
  return (
    AND_WORDS[language].has(prev) &&
    RULES[language].postpositions?.auxiliaries.has(tokens[at - 2]?.norm ?? "") === true &&
    !matched.has(at - 2)
  );
}

/**
 * "...ಹಾಕಿಕೊಂಡರು; ಸಾಹಿಲ್ ನೀರಿನ ಮೇಲೆ ... ಉಸಿರಾಡಿದ": a semicolon closes one clause and opens the next, whose first
 * word a first reading of the story may take for its subject; not a word in a case, Tamil's doubled
 * consonant after it included ("பாயைச் சுருட்டி": rolling up the mat), nor "all" ("ಎಲ್ಲರ ಮುಂದೆ": before all).
 */
function afterSemicolon(tokens: Token[], at: number, language: Language): boolean {
  const word = tokens[at]?.norm ?? "";
  return (
    tokens[at - 1]?.semicolon === true &&
    !obliqueCase(word.replace(/[கசதப]்$/u, ""), language) &&
    !PEOPLE_WORDS[language].everyone.some((w) => w.startsWith(word))
  );
}

/** A Hindi mention that only owns something ("चाचा के खेत": the uncle's farm). */
function hiOwnerOnly(tokens: Token[], at: number, language: Language): boolean {
  const pp = RULES[language].postpositions;
  // "मीना के साथ" (with Meena): the genitive of a postposition of company is no owner's.
  return (
    pp?.genitive.has(tokens[at + 1]?.norm ?? "") === true &&
    !WITH_AFTER_GENITIVE.has(tokens[at + 2]?.norm ?? "")
  );
}

/** Hindi postpositions of company that take the genitive ("के साथ", "के संग"): with someone, not theirs. */
const WITH_AFTER_GENITIVE: ReadonlySet<string> = new Set(["साथ", "संग"]);

/** The words of the clause that starts at `at`, up to its comma or the sentence's end. */
function clauseFrom(tokens: Token[], at: number): string[] {
  const out: string[] = [];
  for (const t of tokens.slice(at)) {
    out.push(t.norm);
    if (t.comma) break;
  }
  return out;
}

/** The Indian languages' reflexive possessive ("own"), which comes right after the one who acts. */
const REFLEXIVES: Record<Language, ReadonlySet<string> | null> = {
  hi: new Set(["अपने", "अपनी", "अपना"]),
  ta: new Set(["தன்", "தனது"]),
  te: new Set(["తన"]),
  kn: new Set(["ತನ್ನ"]),
  en: null,
  es: null,
  fr: null,
  de: null,
};

/** Words before an infinitive ("à pleuvoir", "zu regnen", "a llover", "to rain"). */
const INFINITIVE_MARKS: ReadonlySet<string> = new Set(["à", "de", "zu", "a", "to"]);

function isPersonLike(c: Concept): boolean {
  return c.kind === "person" || c.kind === "animal" || c.kind === "robot";
}

class Planner {
  readonly cast = new Map<string, Cast>();
  readonly names: Set<string>;
  /** The names a first reading of the story found it uses again (namesOfStory): the name itself, however a
   * sentence inflects it. */
  private readonly seeded: ReadonlySet<string>;
  /** Persons by last mention, oldest first. */
  private history: string[] = [];
  /** The animal or robot mentioned last: a story's fox is its "she" when no person is ("She ran home"). */
  private lastCreature: string | null = null;
  /** The people the story last named in one sentence, its "they". */
  private together: string[] = [];
  /** How many sentences had each one on stage as their company: the people a story follows, not a name
   * that labelled a boat once ("una barquita que se llamaba Cisne"). */
  private readonly staged = new Map<string, number>();
  /** Everyone some sentence was about (lastSubject). */
  private readonly topics = new Set<string>();
  /** The people the previous sentence had on stage, by name, word or pronoun: the company its "they" is. */
  private company: string[] = [];
  /** The animals of the last sentence that had animals on stage and nobody else ("dozens of baby turtles
   * climbed out"): the "they" of a later one where grammar says that is no people, until a sentence names
   * people together. */
  private herd: string[] = [];
  /** The group a group word of the sentence being read names ("they", "both", "todos"): where the word
   * stands and who its members are. */
  private groupRead: { at: number; ids: string[]; object: boolean } | undefined;
  /** The animal the previous sentence named, the "it" of the next one. */
  private creatureLastSentence: string | undefined;
  /** The animal the previous sentence named last, after every person it named: the "her" of the next. */
  private creatureLastNamed: string | undefined;
  /** Whether the previous sentence opened on a thing, before anyone ("The kite rose high"): its "it". */
  private thingOpened = false;
  /** The grammatical gender of the word the previous sentence named its animal by ("die Maus"), if said. */
  private creatureGenus: string | undefined;
  /** The animal that was the subject of the sentence before (Hindi), the "वह" of the next. */
  private creatureSubject: string | undefined;
  /** Whether the sentence being read says both "he" and "she": two beings, an animal where one person fits. */
  private heAndShe = false;
  /** People only a pronoun brought in, never named by a word: no member of a group. */
  private readonly guessed = new Set<string>();
  /** The character the previous sentence was about: the first who did something, else the first named. */
  private lastSubject: string | undefined;
  /** What the story is doing (a cricket game, a painting lesson) until it names something else. */
  private activity: ActivityId | null = null;
  /** The game the story last played (cricket, tennis): its ball stays that game's wherever the story goes. */
  private game: ActivityId | null = null;
  /** The last place a sentence named. */
  private place: string | null = null;
  /** Where each worker (WORKER_IDS) was last named by their word. */
  private readonly metAt = new Map<string, string | null>();
  /** Workers who stayed at a place the story has left: no "they", "he" or "she" until named again. */
  private readonly gone = new Set<string>();
  /** The words of the sentence being read that are a named person's honorific ("ಶರ್ಮಾ ಅವರು"): no "they". */
  private honorifics = new Set<number>();
  /** A first reading, before the story's names are known: words the lexicon knows may be names. */
  private readonly guess: boolean;

  constructor(
    readonly language: Language,
    private readonly recurring?: ReadonlySet<string>,
    private readonly midSentence?: ReadonlySet<string>,
    private readonly capitals?: ReadonlySet<string>,
    /** Names the story is known to use before a sentence finds them (namesToSeed). */
    seedNames?: ReadonlySet<string>,
  ) {
    this.names = new Set(seedNames);
    this.seeded = seedNames ?? new Set();
    this.guess = seedNames === undefined;
  }

  private ensure(id: string, init: () => Omit<Cast, "votes">): Cast {
    let c = this.cast.get(id);
    if (!c) {
      c = { ...init(), votes: { female: 0, male: 0 } };
      this.cast.set(id, c);
    }
    return c;
  }

  private vote(c: Cast, gender: Gender, itOrShe = false) {
    if (gender === "unknown") return;
    if (!itOrShe) {
      c.votes[gender]++;
      return;
    }
    // Half a vote: "సలీం పాత స్కూటర్ ... ఆగిపోయింది" is Salim's scooter that stopped, not Salim.
    c.votes.female += 0.5;
    c.votes.itOrShe = (c.votes.itOrShe ?? 0) + 0.5;
  }

  /** The gender the votes give; `firm` leaves out the ambiguous "-ంది" share, which a gendered verb must
   * not be stopped by. */
  private genderOf(c: Cast, firm = false): Gender {
    const female = c.votes.female - (firm ? (c.votes.itOrShe ?? 0) : 0);
    if (female > c.votes.male) return "female";
    if (c.votes.male > female) return "male";
    return "unknown";
  }

  /**
   * A pronoun (or a verb's he / she) refers to the last named character its gender allows, else the last
   * person it allows; with none, the animal or robot the story mentioned last (a fable's fox); with none
   * either, the one named after it (`later`: "On his way to work, Salim's scooter stopped"); with none, it
   * introduces a woman, a man or a person.
   */
  private resolve(
    gender: Gender,
    sameSentence: Cast[] = [],
    history = this.history,
    creature = this.lastCreature,
    later: Cast[] = [],
    honorific = false,
  ): Cast {
    const fits = (c: Cast | undefined): c is Cast => {
      if (c?.kind !== "person") return false;
      const g = this.genderOf(c);
      return gender === "unknown" || g === "unknown" || g === gender;
    };
    // A pronoun of respect ("அவர்", "ఆయన") is a grown-up where the story has one it fits beside a child.
    const grown = (c: Cast | undefined): c is Cast => fits(c) && c.age !== "child";
    // "a boy with his dog": a person just named in the sentence comes first; but "The shopkeeper knelt and
    // measured her feet": one whose gender nothing says gives way to the story's person of that gender.
    const recent = [...history].reverse().map((id) => this.cast.get(id));
    const anyLocal = [...sameSentence].reverse().find(fits);
    const local =
      honorific && anyLocal?.age === "child"
        ? ([...sameSentence].reverse().find(grown) ?? (recent.some(grown) ? undefined : anyLocal))
        : anyLocal;
    const present = new Set(sameSentence.map((c) => c.id));
    const ofGender =
      local &&
      (!local.name || isJobRole(local.role)) &&
      gender !== "unknown" &&
      this.genderOf(local) === "unknown"
        ? recent.find((c) => c?.kind === "person" && !present.has(c.id) && this.genderOf(c) === gender)
        : undefined;
    if (ofGender) return ofGender;
    // "the shepherd Raghu led the cow Gauri in. She waded in and he washed her": a he or she that none of the
    // story's people is known to be, where the animal the story last named by name is, is that animal.
    const lastAnimal = [...history].reverse().find((id) => this.cast.get(id)?.kind === "animal");
    const animal = creature ? this.cast.get(creature) : lastAnimal ? this.cast.get(lastAnimal) : undefined;
    const personOfGender = (id: string) => {
      const c = this.cast.get(id);
      return c?.kind === "person" && this.genderOf(c) === gender;
    };
    if (
      animal?.kind === "animal" &&
      animal.name !== undefined &&
      gender !== "unknown" &&
      (this.genderOf(animal) === gender || (this.genderOf(animal) === "unknown" && this.heAndShe)) &&
      !sameSentence.some((c) => personOfGender(c.id)) &&
      !history.some(personOfGender) &&
      [...sameSentence, ...recent].some((c) => c?.kind === "person")
    )
      return animal;
    if (local) return local;
    // "Sam took his little sister to the playground. She wanted a swing": the sister, whose gender is
    // known, before a name that says none (in the languages whose hooks ask for it).
    const known =
      RULES[this.language].clitics?.subjectCarries && gender !== "unknown"
        ? recent.find((c) => c?.kind === "person" && this.genderOf(c) === gender)
        : undefined;
    const respected = honorific ? (recent.find((c) => grown(c) && c.name) ?? recent.find(grown)) : undefined;
    const found = known ?? respected ?? recent.find((c) => fits(c) && c?.name) ?? recent.find(fits);
    if (found) return found;
    const lastNamed = creature ? this.cast.get(creature) : undefined;
    if (lastNamed) return lastNamed;
    const ahead = later.find((c) => fits(c) && c.name !== undefined);
    if (ahead) return ahead;
    const id = gender === "female" ? "woman" : gender === "male" ? "man" : "person";
    const fresh = !this.cast.has(id);
    const cast = this.ensure(id, () => ({ id, kind: "person", role: "person", age: "adult" }));
    if (fresh) this.guessed.add(id);
    return cast;
  }

  /** The boy a pronoun said of boys is: the last its sentence or the story named, not its subject first. */
  private boyOf(sameSentence: string[], history: string[], subjects: ReadonlySet<string>): Cast | undefined {
    const boys = [...[...history].reverse(), ...[...sameSentence].reverse()]
      .map((id) => this.cast.get(id))
      .filter(
        (c): c is Cast => c?.kind === "person" && c.age === "child" && this.genderOf(c, true) !== "female",
      );
    const order = [...sameSentence.map((id) => this.cast.get(id)).reverse(), ...boys];
    const boy = (c: Cast | undefined): c is Cast => c !== undefined && boys.includes(c);
    return order.find((c) => boy(c) && !subjects.has(c.id)) ?? order.find(boy);
  }

  /**
   * "The twins, Luna and Leo ... Luna read her brother a story": "his / her" brother or sister, where the
   * story has no one of that word, is the one named person of that gender in the company the story follows,
   * not someone new.
   */
  private siblingOnStage(
    tokens: Token[],
    m: Match,
    said: Concept & { kind: "person" },
    mentions: Mention[],
  ): Cast | undefined {
    if (!SIBLING_IDS.has(said.id) || said.gender === "unknown" || this.cast.has(said.id)) return undefined;
    const possessives = PEOPLE_WORDS[this.language].possessives;
    if (![m.start - 1, m.start - 2].some((i) => possessives.has(tokens[i]?.norm ?? ""))) return undefined;
    const group = [...new Set([...this.together, ...this.company])].map((id) => this.cast.get(id));
    const present = new Set(mentions.map((x) => x.id));
    const of = (gender: Gender) =>
      group.filter(
        (c): c is Cast =>
          c?.kind === "person" &&
          c.name !== undefined &&
          c.age !== "elder" &&
          !present.has(c.id) &&
          this.genderOf(c) === gender,
      );
    // One whose gender the story has not said will do where nobody's says it ("Asha and Ravi").
    const fits = of(said.gender).length > 0 ? of(said.gender) : of("unknown");
    const others = group.filter((c) => c?.kind === "person" && c.name !== undefined && !fits.includes(c));
    return fits.length === 1 && others.length >= 1 ? fits[0] : undefined;
  }

  /** The story's baby a young brother or sister is ("a tiny baby ... his little sister"), the last seen. */
  private storyBaby(tokens: Token[], m: Match, concept: Concept): Cast | undefined {
    const babies = [...this.cast.values()].filter((c) => c.kind === "person" && c.role === "baby");
    if (!babyKin(tokens, m, concept, babies.length > 0, this.language)) return undefined;
    const id = concept.kind === "person" ? concept.id : "";
    return babies.filter((c) => c.id !== id).at(-1);
  }

  /** The named person a family word alone stands for ("Grandma" after "Grandma Elsa"), the last seen first;
   * none where the story has someone of that word besides. */
  private calledBy(id: string): Cast | undefined {
    if (!TITLE_KIN_IDS.has(id) || this.cast.has(id)) return undefined;
    const titled = [...this.cast.values()].filter((c) => c.calledBy?.includes(id));
    const last = [...this.history].reverse().find((h) => titled.some((c) => c.id === h));
    return last !== undefined ? this.cast.get(last) : titled.at(-1);
  }

  /** Someone who keeps the story company: a person named or one of the family, met not in passing. */
  companion(id: string): boolean {
    const c = this.cast.get(id);
    return (
      c?.kind === "person" &&
      (c.name !== undefined || KIN_IDS.has(c.id)) &&
      !c.passing &&
      !this.guessed.has(id) &&
      !this.gone.has(id)
    );
  }

  /** The last person of the story so far that a gender allows, without introducing anyone. */
  private recall(gender: Gender, history: string[]): Cast | null {
    const recent = [...history].reverse().map((id) => this.cast.get(id));
    const fits = (c: Cast | undefined): c is Cast =>
      c?.kind === "person" && (gender === "unknown" || this.genderOf(c) !== oppositeOf(gender));
    return recent.find((c) => fits(c) && c?.name) ?? recent.find(fits) ?? null;
  }

  /** The workers met at a place the story leaves: out of the story's "they" and pronouns until named again. */
  private leave(place: string): string[] {
    const left = [...this.metAt]
      .filter(([id, at]) => at === place && !this.cast.get(id)?.name && !this.gone.has(id))
      .map(([id]) => id);
    for (const id of left) this.gone.add(id);
    this.history = this.history.filter((id) => !this.gone.has(id));
    this.together = this.together.filter((id) => !this.gone.has(id));
    this.company = this.company.filter((id) => !this.gone.has(id));
    if (this.lastSubject !== undefined && this.gone.has(this.lastSubject)) this.lastSubject = undefined;
    return left;
  }

  /** The animal the sentence before brought in is `named` ("They called him Biscuit"), now and later. */
  private nameCreature(named: Cast) {
    const creature = this.creatureLastSentence ? this.cast.get(this.creatureLastSentence) : undefined;
    if (creature?.kind !== "animal" || creature.name) return;
    named.kind = creature.kind;
    if (creature.icon) named.icon = creature.icon;
    this.cast.set(creature.id, named);
    this.creatureLastSentence = named.id;
  }

  private touch(c: Cast) {
    if (c.kind !== "person") {
      this.lastCreature = c.id;
      return;
    }
    this.history = this.history.filter((id) => id !== c.id);
    this.history.push(c.id);
  }

  /** Reads one sentence's characters into the cast; the looks are settled once every sentence is read. */
  read(text: string): Sentence {
    const language = this.language;
    const tokens = tokenize(text, language);
    this.groupRead = undefined;
    // A word the verb lexicon reads as a verb is what someone does, not a thing ("sang" is no singer,
    // "montée" no elevator, "इंतज़ार" no hourglass); the noun of a verb phrase stays ("रोटियाँ बनाईं": the
    // rotis are drawn, and she cooks).
    const verbs = findVerbs(tokens, language);
    const isVerb = (m: Match) =>
      verbs.some((v) =>
        v.action === "stand" ? v.at <= m.start && m.end <= v.end : m.start === v.word && m.end === v.word + 1,
      );
    // Its mood stays ("Everyone laughed" is joyful).
    const matched = matchTokens(tokens, lexiconFor(language)).flatMap((m) => {
      if (!isVerb(m) || m.concepts.length === 0) return [m];
      const concepts = m.concepts.filter((c) => !isDrawable(c));
      return concepts.length > 0 ? [{ ...m, concepts }] : [];
    });
    const roles = placeRoles(
      tokens,
      partsOfPlaces(
        tokens,
        examinedWith(
          tokens,
          animalPrints(
            drinkingGlasses(
              tokens,
              hungPictures(
                tokens,
                readInSense(
                  text,
                  tokens,
                  youngOfAnimals(notOwners(matched, tokens, language), tokens, language),
                  language,
                ),
                language,
              ),
              language,
            ),
          ),
          language,
        ),
        language,
      ),
      language,
    );
    const sensed = modifierPlaces(tokens, roles, language);
    // A sentence where someone goes to a new place moves the story ("Then they went home"): the workers
    // met at the old one stay there, and what the story was doing (a cricket game, a haircut) ends unless
    // the sentence names it again. A place nobody goes to ("the ball landed in her garden", "told him to
    // rest at home") moves nobody.
    const towards = sensed.filter((m) => !cameFrom(tokens, m, language));
    const here = settingOf({ tokens, matches: towards, mentions: [], actions: new Map() }, language)?.place;
    const goes = goesSomewhere(tokens, sensed, language);
    const from = this.place;
    const moved = goes && here !== undefined && from !== null && here !== from;
    const left = moved && from !== null ? this.leave(from) : [];
    if (here !== undefined) this.place = here;
    // The story's activity decides what its things are: a cricket game's ball, a painting lesson's brush.
    const inActivity = readInActivity(tokens, sensed, language, moved ? null : this.activity);
    this.activity = inActivity.activity;
    if (isGame(inActivity.activity)) this.game = inActivity.activity;
    // A ball outside any game is still the story's game's where the story stays or the sentence plays it
    // ("hit the last ball into the pond" after the cricket final, "gave the ball back", through the
    // kitchen window whose word cues cooking); one bought at a market the story has gone on to is any ball.
    const plays = findVerbs(tokens, language).some((v) => PLAYING.has(v.action));
    const played =
      !isGame(inActivity.activity) && (plays || !moved)
        ? ballsOfGame(inActivity.matches, this.game)
        : inActivity.matches;
    // Going on to another place without playing leaves the game behind.
    if (moved && !plays && inActivity.activity === null) this.game = null;
    let matches = readInPlace(played, here ?? null, this.place);
    const places = new Set<number>();
    const names = findNames(
      tokens,
      matches,
      language,
      this.names,
      places,
      this.recurring,
      this.midSentence,
      this.capitals,
      this.guess,
    );
    // "Caía una llovizna", "Tombait une pluie fine": a sentence's first word the tagger reads as a verb in a
    // tense no noun has is no one, unless it is a given name (inside a sentence a capital says a name: "et
    // Mira les a cueillies"). Nor is a Hindi word the analyser knows only as a verb or a little word
    // ("मिलाया", mixed).
    const opening = [...taggedVerbs(text, tokens, language)].filter((i) => i === 0);
    const noOnes = new Set([...opening, ...neverNames(text, tokens, language)]);
    for (const [i, name] of [...names])
      if (noOnes.has(i) && givenNameIn(name, language) === null) names.delete(i);
    // "shouted “Check!”", "in the Alps": a word said aloud or named with an article is a proper name, nobody.
    for (const i of [...names.keys()])
      if (namesNobody(tokens, i, this.names, language, this.recurring)) {
        names.delete(i);
        places.add(i);
      }
    // A name is a name even where a word of the lexicon looks like it ("Rose", "మాయ").
    const proper = new Set([...names.keys(), ...places]);
    // A word read as a name that also hints at a place ("On Diwali evening") still says where the story is.
    matches = matches.flatMap((m) => {
      if (![...proper].some((i) => i >= m.start && i < m.end)) return [m];
      const hints = m.concepts.filter((c) => c.kind === "place" && c.hint);
      return hints.length > 0 ? [{ ...m, concepts: hints }] : [];
    });
    // "a narrow goat path", "un sentier de chèvres", "ಮೇಕೆಗಳ ಕಾಲುದಾರಿ": an animal that names a path is none
    // in the scene.
    matches = matches.filter((m) => !pathOfAnimal(tokens, m, language));
    // "an den Rand des Dachs": after a genitive article, a word that is another word's genitive is that
    // word's (the roof's), not the animal it also spells (a badger).
    matches = matches.filter((m) => !genitiveLookAlike(tokens, m, language));
    // "fried the fish", "the net, heavy with fish": a catch a person handles is a thing, no animal swimming.
    matches = caughtAnimals(tokens, matches, new Set(names.keys()), language);
    // "ಮುದುಕ ರೈತ": a word for an old man right before another person word is that person's age, nobody else.
    const old = OLD_WORDS[language];
    matches = matches.filter(
      (m) =>
        !(
          old?.has(tokens[m.end - 1]?.norm ?? "") &&
          m.concepts.every((c) => c.kind === "person" && c.role === "elder") &&
          matches.some((n) => n.start === m.end && n.concepts.some((c) => c.kind === "person"))
        ),
    );
    matches = articleGender(
      roleNouns(agentNouns(genderedJobs(matches, tokens), tokens, names, language), tokens, names, language),
      tokens,
      language,
    );
    matches = tradedCreatures(matches, tokens, language);
    matches = crowdsOfPeople(matches, tokens, language);
    matches = vehiclesOfDrivers(matches, tokens, language);

    const mentions: Mention[] = [];
    const historyBefore = [...this.history];
    const creatureBefore = this.lastCreature;
    /** `known`: a person an earlier sentence named. */
    const named: { at: number; cast: Cast; inflected: boolean; known: boolean }[] = [];
    const calledAt = namedByVerb(tokens, language);
    const namesAnimal = matches.some((m) => m.concepts.some((c) => c.kind === "animal"));
    for (const [at, surface] of [...names].sort((a, b) => a[0] - b[0])) {
      const prev = named.at(-1);
      // Tamil joins two people with "-உம்" on each name ("வள்ளியும் முருகனும்"): two given names, two people.
      // So are a name the story knows and one that "-உம்" joins ("ஜமீலாவும் கிஷோரும்").
      const twoPeople =
        isIndic(language) &&
        (givenNameIn(surface, language) !== null ||
          knownPrefix(normalName(surface), this.names, language) !== null ||
          RULES[language].joinedEndings?.andSuffix?.test(tokens[at - 1]?.norm ?? "") === true ||
          // "ಅಜ್ಜ ಎಂಜೊ ಒಲಿವ್ ಮತ್ತು ಅವಳ ...": after a name a family title gave, the name joined to "and her
          // cousins" is a second person.
          (kinTitleAt(tokens, (prev?.at ?? 0) - 1, language) && withKin(tokens, at, matches, language)));
      // "రవి, గీత": a comma between two names parts two people.
      if (prev && prev.at === at - 1 && prev.cast.name && !twoPeople && !tokens[at - 1]?.comma) {
        // "Mary Jane": consecutive capitalised words are one name.
        prev.at = at;
        continue;
      }
      const given = givenNameIn(surface, language);
      const key =
        knownPrefix(normalName(surface), this.names, language) ??
        RULES[language].capitalisedNouns?.nameGenitive?.(normalName(surface), this.names) ??
        (given ? normalise(given.name) : normalName(withoutAnd(surface, language)));
      this.names.add(key);
      const fresh = !this.cast.has(idOf(key));
      // "ಲೂನಾ ಮತ್ತು ಲಿಯೋನನ್ನು", "లూనా, లియోలను": a given name first met with a case ending is called by the
      // name itself, as the later sentences write it.
      const spoken = normalName(surface);
      const caseOnName =
        isIndic(language) &&
        (given !== null || this.seeded.has(key)) &&
        spoken !== key &&
        knownPrefix(spoken, new Set([key]), language) !== null &&
        obliqueCase(tokens[at]?.norm ?? "", language);
      const cast = this.ensure(idOf(key), () => ({
        id: idOf(key),
        name: caseOnName ? (given?.name ?? key) : surface,
        kind: "person",
        role: "person",
        age: "adult",
      }));
      // Half a vote: a Latin given name ending in -a is most often a woman's (Maya, Lucía, Anna); any word
      // for the person outweighs it.
      const givenGender = givenNames(language).get(normalise(key))?.gender;
      // A Latin name the name lists give one gender ("Anil", "Manu", "Farah") leans to it the same half vote.
      const listed = isIndic(language) ? null : latinFirstName(key);
      if (fresh && givenGender) this.vote(cast, givenGender === "m" ? "male" : "female");
      else if (fresh && (listed === "m" || listed === "f"))
        cast.votes[listed === "m" ? "male" : "female"] += 0.5;
      else if (fresh && !isIndic(language) && /a$/iu.test(surface)) cast.votes.female += 0.5;
      else if (fresh && !isIndic(language) && latinNameEnding(surface) !== null)
        cast.votes[latinNameEnding(surface) === "m" ? "male" : "female"] += 0.5;
      else if (fresh && RULES[language].postpositions) {
        const likely = RULES[language].postpositions.nameGender(surface);
        if (likely !== "unknown") cast.votes[likely] += 0.5;
      }
      // "Little Sam", "der kleine Sam", "छोटा सैम", "ಪುಟ್ಟ ಸ್ಯಾಮ್": a child in this and every later scene.
      // So is a younger brother named after "her" ("ಅವಳ ತಮ್ಮ ಕಿರಣ್").
      const younger = afterYoungerKin(tokens, at, KIN_OWNERS[language], language);
      if ((LITTLE_WORDS[language].has(tokens[at - 1]?.norm ?? "") || younger) && cast.role === "person") {
        cast.role = "child";
        cast.age = "child";
      }
      // "ಬೆಲ್ ಮೇಡಂ", "ರೋಸ್ ಮಿಸ್": a lady's title says a woman.
      const title = tokens[at + 1]?.norm ?? "";
      const lady = PEOPLE_WORDS[language].ladyTitles.some((h) =>
        languageProfiles[language].caseEndings === "joined" ? title.startsWith(h) : title === h,
      );
      if (fresh && lady) this.vote(cast, "female");
      // "ಅವಳ ಪುಟ್ಟ ತಮ್ಮ ನೀಲ್": her brother is a boy or a man, whoever "her" is.
      if (fresh && afterOwnedKin(tokens, at, KIN_OWNERS[language], language)) this.vote(cast, "male");
      // "old Govindu", "ముసలి గోవిందు": an elder in this and every later scene.
      if (oldBefore(tokens, at, language) && cast.role === "person") {
        cast.role = "elder";
        cast.age = "elder";
      }
      // A name the story already knows, written with a case ending ("ಕಾವ್ಯಾಳನ್ನು", "இம்ரானுக்கு", "కావ్యని").
      // So is a name whose honorific takes that case ("ಪಾಟೀಲ್ ಅವರಿಗೆ", "పాటిల్ గారికి": to Mr Patil).
      const inflected =
        isIndic(language) &&
        ((!fresh && normalise(tokens[at]?.norm ?? "") !== key) ||
          (honorificAt(tokens, at + 1, language) && obliqueCase(tokens[at + 1]?.norm ?? "", language)));
      // "a little brown puppy ... They called him Biscuit": a name a naming verb gives, where the sentence
      // names no animal of its own, is the animal the sentence before brought in; that animal's word is
      // Biscuit from then on.
      if (fresh && calledAt.has(at) && !namesAnimal) this.nameCreature(cast);
      named.push({ at, cast, inflected, known: !fresh && cast.kind === "person" });
      mentions.push({ id: cast.id, at, word: surface });
      this.touch(cast);
    }
    // "both children", "los dos hombres", "ಇಬ್ಬರು ಮಕ್ಕಳೂ": with two people on stage, the pair is them, and the
    // person word after "both" draws nobody new.
    const stage = new Set(
      [...historyBefore.filter((id) => !this.guessed.has(id)), ...mentions.map((x) => x.id)].filter(
        (id) => this.cast.get(id)?.kind === "person",
      ),
    );
    // "all three", "तीनों", "ಮೂವರೂ": with three people on stage, the three of them.
    const saidHere = matches.filter((m) => m.concepts.some((c) => c.kind === "person")).length;
    const threeAt = stage.size + saidHere >= 3 ? countWord(tokens, matches, RULES[language].allThree) : -1;
    const bothAt = threeAt < 0 && stage.size >= 2 ? countWord(tokens, matches, RULES[language].both) : -1;
    const countAt = threeAt >= 0 ? threeAt : bothAt;
    const inPair = (m: Match) => countAt >= 0 && m.start > countAt && m.start <= countAt + 2;
    const taught = matches.some((m) => m.concepts.some((c) => c.kind === "person" && c.role === "teacher"));
    /** Each person word of the sentence and the character it is: a sibling or a friend takes a child's age. */
    const kin: { id: string; cast: Cast; at: number }[] = [];
    // "அத்தை மகள் மீனா", "बुआ की बेटी मीना", "అత్తయ్య కూతురు మీనా" (aunt's daughter Meena): a person word that
    // owns the person word a name stands beside only says who the named one is, and brings nobody on stage.
    const ownedBy = RULES[language].postpositions?.genitive;
    const describesNamed = (m: Match) => {
      if (tokens[m.end - 1]?.comma) return false;
      const mark = tokens[m.end]?.norm ?? "";
      const from =
        ownedBy?.has(mark) || mark === "'s" || PEOPLE_WORDS[language].ownerMarks.words.has(mark)
          ? m.end + 1
          : m.end;
      // Relatives only, the owned one in no case of its own ("ದಾದಿ ಮಗುವನ್ನು": the nurse, the baby as object).
      const kin = (x: Match) => x.concepts.some((c) => c.kind === "person" && KIN_IDS.has(c.id));
      if (!kin(m)) return false;
      const owned = matches.find(
        (x) => x.start === from && kin(x) && !obliqueCase(tokens[x.end - 1]?.norm ?? "", language),
      );
      return (
        owned !== undefined &&
        named.some((n) => n.at >= owned.end && n.at <= owned.end + 1 && this.apposed(tokens, n.at, owned))
      );
    };
    for (const m of matches) {
      for (const said of m.concepts) {
        if (said.kind !== "person" && said.kind !== "animal" && said.kind !== "robot") continue;
        if (said.kind === "person" && inPair(m)) continue;
        if (said.kind === "person" && describesNamed(m)) continue;
        if (said.kind === "person" && this.storyChildren(tokens, m, said, mentions)) continue;
        if (said.kind === "person") this.namedInGroup(tokens, m, mentions);
        // "the mother bird", "la maman oiseau", "माँ चिड़िया": a parent word right before an animal is that
        // animal, drawn by the animal's own word.
        if (said.kind === "person" && parentOfAnimal(tokens, m, said.id, matches, language)) continue;
        // "ఒక తల్లి బాతు, దాని తొమ్మిది పిల్లలు" (a duck and its nine young): children the animal owns are its
        // young, no people.
        if (said.kind === "person" && this.youngOfAnimal(tokens, m, mentions)) continue;
        // "its mother was pacing, raising her trunk": the family of an animal is that animal's kind.
        const kinOf = said.kind === "person" ? this.animalKin(tokens, m, said.id, mentions) : undefined;
        if (kinOf) {
          mentions.push({ id: kinOf.id, at: m.start, word: m.surface });
          this.touch(kinOf);
          continue;
        }
        const aged = young(tokens, m, taught ? schoolchild(said) : said, language);
        const concept =
          newbornKin(tokens, m, aged, language) || heldTinyChild(tokens, m, aged, language)
            ? asBaby(aged)
            : aged;
        // "ಅಜ್ಜಿ ಕಾವ್ಯಾಳನ್ನು ಅಪ್ಪಿಕೊಂಡರು", "ஆசிரியை இம்ரானுக்கு ... கொடுத்தார்": a name in a case of its own after a
        // person word is the one that person acts on, not their name; unless the story has made the named one
        // that worker already ("ರೈತ ರಾಮುವಿಗೆ" once Ramu is the farmer).
        const actedOn = (n: { at: number; cast: Cast; inflected: boolean }) =>
          n.inflected &&
          n.at >= m.end &&
          (said.kind === "person"
            ? n.cast.role === "person" || n.cast.role !== said.role
            : n.cast.kind === "person");
        // "ein Affe Arjuns Mütze", "ఒక కోతి అర్జున్ టోపీని": a person the story has named is no animal's name.
        const personNamed = (n: { known: boolean }) => n.known && said.kind !== "person";
        const owner = named.find((n) => this.apposed(tokens, n.at, m) && !actedOn(n) && !personNamed(n));
        if (owner) {
          // "old Mrs Rao ... Mrs Rao laughed": a title says her gender, never undoes the age the story gave.
          const title = PEOPLE_WORDS[language].titles.has(tokens[m.start]?.norm ?? "");
          if (title && owner.cast.age !== "adult") continue;
          this.describe(owner.cast, concept);
          if (said.kind === "person") kin.push({ id: said.id, cast: owner.cast, at: m.start });
          // "the twins, Luna and Leo", "los gemelos, Luna y Leo": a word for children set before a list of
          // names is each of them.
          if (concept.kind === "person" && concept.age === "child" && owner.at > m.start)
            for (const n of listedAfter(owner, named, tokens, language))
              if (n.cast.age === "adult" && !n.cast.grown)
                this.describe(n.cast, { ...concept, gender: "unknown" });
          if (
            said.kind === "person" &&
            TITLE_KIN_IDS.has(said.id) &&
            owner.cast.name &&
            titleOfSubject(tokens, Math.min(owner.at, m.start), Math.max(owner.at, m.end - 1), language)
          )
            owner.cast.calledBy = [...new Set([...(owner.cast.calledBy ?? []), said.id])];
          continue;
        }
        // "The librarian, an old man, stamped their cards": a person word set off after another is that person,
        // of the age and gender it gives; a job the first word gave stays where the second only says an age.
        const head = said.kind === "person" ? apposedPersonWord(tokens, m, matches, language) : undefined;
        const same = head && kin.find((k) => k.at === head.start)?.cast;
        if (same && concept.kind === "person") {
          const plain = concept.role === "person" || concept.role === "elder";
          if (same.role === "person" || !plain || same.role === "child") same.role = concept.role;
          same.age = concept.age;
          // A worker met in passing was a man only for want of a word that said otherwise.
          const worker = head.concepts.some((c) => c.kind === "person" && c.passing);
          if (worker && concept.gender !== "unknown") same.votes = { female: 0, male: 0 };
          this.vote(same, concept.gender);
          kin.push({ id: said.id, cast: same, at: m.start });
          mentions.push({ id: same.id, at: m.start, word: m.surface });
          this.touch(same);
          continue;
        }
        // "Grandma Elsa ... Then Grandma shook a bag": the family word alone is the one it was the title of.
        const titledOne = said.kind === "person" ? this.calledBy(said.id) : undefined;
        if (titledOne) {
          kin.push({ id: said.id, cast: titledOne, at: m.start });
          mentions.push({ id: titledOne.id, at: m.start, word: m.surface });
          this.touch(titledOne);
          continue;
        }
        // "Mum was holding a tiny baby ... hold his little sister": the little sister is that baby.
        const baby = this.storyBaby(tokens, m, concept);
        if (baby && concept.kind === "person") {
          this.vote(baby, concept.gender);
          kin.push({ id: said.id, cast: baby, at: m.start });
          mentions.push({ id: baby.id, at: m.start, word: m.surface });
          this.touch(baby);
          continue;
        }
        const sibling = said.kind === "person" ? this.siblingOnStage(tokens, m, said, mentions) : undefined;
        if (sibling && said.kind === "person") {
          this.vote(sibling, said.gender);
          kin.push({ id: said.id, cast: sibling, at: m.start });
          mentions.push({ id: sibling.id, at: m.start, word: m.surface });
          this.touch(sibling);
          continue;
        }
        const cast = this.ensure(concept.id, () => castOf(concept));
        this.guessed.delete(cast.id);
        // "his little sister" stays a child in every later sentence that says "sister".
        if (concept.kind === "person" && concept.age === "child" && cast.age !== "child") {
          cast.role = concept.role;
          cast.age = "child";
        }
        if (concept.kind === "person") this.vote(cast, concept.gender);
        if (said.kind === "person") kin.push({ id: said.id, cast, at: m.start });
        mentions.push({ id: cast.id, at: m.start, word: m.surface });
        this.touch(cast);
        if (WORKER_IDS.has(cast.id)) {
          this.metAt.set(cast.id, this.place);
          this.gone.delete(cast.id);
        }
      }
    }
    // "Mira and Leo", "Ravi and his father": the people a sentence names together are the story's group.
    // An owner in the genitive is no one on stage ("ತನ್ನ ಚಿಕ್ಕಪ್ಪನ ತೋಟಕ್ಕೆ", "la granja de su tío", "अपने चाचा के खेत पर"): not of the group.
    const rules = RULES[language];
    const genitive = rules.clitics?.genitive ?? null;
    const reflexive = rules.joinedEndings?.reflexiveOwner ?? null;
    const owner = (x: Mention) =>
      GENITIVE[language]?.test(tokens[x.at]?.norm ?? "") === true ||
      ((rules.fewEndings?.possessiveClitic ?? null) !== null &&
        tokens[x.at + 1]?.norm === rules.fewEndings?.possessiveClitic) ||
      rules.capitalisedNouns?.genitiveDeterminers?.has(tokens[x.at - 1]?.norm ?? "") === true ||
      (reflexive !== null && reflexiveOwner(tokens, matches, x.at, reflexive, language)) ||
      (genitive !== null &&
        (genitive.has(tokens[x.at - 1]?.norm ?? "") ||
          (DETERMINERS[language].has(tokens[x.at - 1]?.norm ?? "") &&
            genitive.has(tokens[x.at - 2]?.norm ?? ""))));
    const together = [
      ...new Set(mentions.filter((x) => !owner(x) && !hiOwnerOnly(tokens, x.at, language)).map((x) => x.id)),
    ].filter((id) => this.cast.get(id)?.kind === "person" && !this.cast.get(id)?.passing);
    if (together.length >= 2) this.together = together;
    // "After school Léo walked home", "स्कूल के बाद", "ಶಾಲೆ ಮುಗಿದ ಮೇಲೆ": whoever the sentence names by name
    // goes to school, a child in this and every later scene; not beside a child of their own ("after
    // school Mira picked up her son": she is the parent).
    const schoolTime = matches.some(
      (m) =>
        m.concepts.some((c) => c.kind === "place" && c.place === "school") &&
        placeAsTime({ tokens, matches, mentions, actions: new Map() }, m, language),
    );
    const childSaid = matches.some((m) => m.concepts.some((c) => c.kind === "person" && c.age === "child"));
    if (schoolTime && !childSaid)
      for (const n of named) {
        if (n.cast.kind !== "person" || n.cast.role !== "person" || n.cast.age !== "adult" || n.cast.grown)
          continue;
        n.cast.role = "child";
        n.cast.age = "child";
      }
    // "Meera, who is nine", "Noor, de seis años", "नौ साल की मीरा": an age under thirteen makes the one the
    // sentence names a child, in this and every later scene.
    const aged = named.filter((n) => n.cast.kind === "person" && n.cast.role === "person" && !n.cast.grown);
    if (aged.length === 1 && !childSaid && childAge(text, language))
      for (const n of aged) {
        n.cast.role = "child";
        n.cast.age = "child";
      }
    // "Kiran and his grandfather", "तारा और उसके दादाजी": beside a grandparent, the people the sentence names
    // are the grandchildren, children in this and every later scene; not where a child is said besides
    // ("Asha took her son to see his grandmother": she is the parent).
    // So are those beside "Dad" or "Mum" said as a name is, with no "his / her / the" before it ("Dad took
    // Mia and Sam fishing", "Mamá y Leo", "ಅಪ್ಪ ಮತ್ತು ರವಿ"): the family's children.
    const bareParent = (m: Match) =>
      m.concepts.some((c) => c.kind === "person" && (c.id === "father" || c.id === "mother")) &&
      !DETERMINERS[language].has(tokens[m.start - 1]?.norm ?? "") &&
      !PEOPLE_WORDS[language].possessives.has(tokens[m.start - 1]?.norm ?? "") &&
      !/^(?:my|mon|ma|mes|mi|mis|mein|meine|meinem|meinen|मेरे|मेरी|मेरा)$/u.test(
        tokens[m.start - 1]?.norm ?? "",
      );
    const elders = matches.filter(
      (m) => m.concepts.some((c) => c.kind === "person" && GRANDPARENTS.has(c.id)) || bareParent(m),
    );
    // A baby in Mum's arms makes nobody a parent ("Dad drove Aarav ... where Mum was holding a baby"), and a
    // name past a comma is someone else the family meets ("Mum took Dev to the salon, and a hairdresser
    // called Lily ...").
    const olderChild = matches.some((m) =>
      m.concepts.some((c) => c.kind === "person" && c.age === "child" && !saysBaby(tokens, m, c, language)),
    );
    if (elders.length > 0 && !olderChild)
      for (const n of named) {
        if (n.cast.kind !== "person" || n.cast.role !== "person" || n.cast.age !== "adult" || n.cast.grown)
          continue;
        if (!elders.some((m) => sameClause(tokens, m.start, n.at, (at) => names.has(at)))) continue;
        n.cast.role = "child";
        n.cast.age = "child";
      }
    const weatherAt = new Set(
      matches.filter((m) => m.concepts.some((c) => c.kind === "weather")).map((m) => m.start),
    );
    // "il a commencé à pleuvoir", "es fing an zu regnen": the weather as the infinitive of a verb.
    const weatherVerbAt = (i: number) => weatherAt.has(i) && INFINITIVE_MARKS.has(tokens[i - 1]?.norm ?? "");
    const { capitalisedNouns, fewEndings, postpositions: pp } = RULES[language];
    const sheOrThey = capitalisedNouns?.sheOrThey ?? null;
    const objectHimHer = fewEndings?.objectHimHer ?? null;
    this.honorifics = new Set(
      [...names.keys()].map((i) => i + 1).filter((i) => honorificAt(tokens, i, language) && !names.has(i)),
    );
    const saidGenders = new Set(tokens.map((t) => PRONOUNS[language][t.norm]));
    this.heAndShe = saidGenders.has("male") && saidGenders.has("female");
    for (const t of tokens) {
      // "Als eine Krähe ... jagte ihr der Junge hinterher": German "ihr" after an animal is that animal's.
      const dative =
        dativeHer(tokens, t.index, language) &&
        !mentions.some((x) => x.at < t.index && this.cast.get(x.id)?.kind === "animal");
      const gender = PRONOUNS[language][t.norm] ?? (dative ? "female" : undefined);
      const caseOf = dative ? { object: true as const } : objectCase(t.norm, language);
      // "ಶರ್ಮಾ ಅವರು", "ராஜன் அவர்கள்": the honorific is the one named, already drawn.
      if (this.honorifics.has(t.index)) continue;
      // Kannada "ಅವರು" is "they" and a polite "he / she": after people named together it is they, the group.
      if (THEY_WORDS[language].has(t.norm) && this.together.length >= 2) continue;
      // "il pleut", "il a plu", "es regnet", "it rained": an impersonal pronoun before the weather is nobody.
      if (gender === undefined || weatherAt.has(t.index + 1) || weatherAt.has(t.index + 2)) continue;
      if (weatherVerbAt(t.index + 3) || weatherVerbAt(t.index + 4)) continue;
      if (existentialPronoun(tokens, t.index, language)) continue;
      // "und suchte sie überall": after "and" and a verb the subject is the first clause's, so "sie" is
      // them or her as an object, nobody new.
      if (sheOrThey && t.norm === sheOrThey.word && sheOrThey.and.has(tokens[t.index - 2]?.norm ?? ""))
        continue;
      // "sie gingen", "dann lachten sie": a plural verb beside "sie" makes it "they", the group.
      if (sheOrThey && t.norm === sheOrThey.word && sheOrThey.plural(tokens, t.index)) continue;
      // Hindi "वह छोटा बच्चा" (that little child): a demonstrative before the person it points at.
      if (pp && gender === "unknown" && personWithin(matches, t.index + 1, t.index + 3)) continue;
      const before = mentions.filter((x) => x.at < t.index).sort((a, b) => a.at - b.at);
      // Hindi "वह" after a sentence whose subject was an animal, before any person acts, is that animal
      // ("उनकी बिल्ली ... बैठ गई। वह ... सो गई": the cat fell asleep).
      const creatureSubject = this.creatureSubject ? this.cast.get(this.creatureSubject) : undefined;
      if (
        pp &&
        creatureSubject &&
        pp.demonstratives.has(t.norm) &&
        !before.some((x) => pp.direct(tokens, x.at)) &&
        !mentions.some((x) => x.id === creatureSubject.id)
      ) {
        mentions.push({ id: creatureSubject.id, at: t.index, word: t.surface });
        continue;
      }
      // "Une chèvre ... les a suivis. Elle s'est enfuie": a pronoun opening a sentence goes on with the
      // sentence before's subject, an animal as well as a person.
      const carried = this.carriedSubject(t, before.length === 0, gender);
      if (carried) {
        mentions.push({ id: carried.id, at: t.index, word: t.surface });
        this.touch(carried);
        continue;
      }
      // Hindi says "own" (अपना) for the subject's: "his" or "him" beside a subject is someone else ("औरत
      // ... उसने उसकी ओर हाथ हिलाया": she waved towards him).
      // English "him" / "her" after a verb is someone other than the verb's subject, the last one named
      // before it ("the librarian asked her": Priya, not the librarian; "so he pushed her": not Sam).
      const subjects = pp?.notSubjectPronouns.has(t.norm)
        ? new Set(before.filter((x) => pp.direct(tokens, x.at)).map((x) => x.id))
        : objectOfVerb(tokens, t.index, language, dative, objectHimHer) &&
            actorBefore(before, tokens, language)
          ? new Set([before[before.length - 1]?.id ?? ""])
          : new Set<string>();
      // A singular pronoun ("उसकी", "वह") is never a crowd ("सब लोगों").
      if (pp?.singular.test(t.norm)) subjects.add(pp.people);
      // "सैम की किताब खो गई और उसने उसे ढूँढा": an object beside its subject with nobody else to mean is a
      // thing (it), nobody new.
      const someoneElse = [...before.map((x) => x.id), ...historyBefore].some(
        (id) => !subjects.has(id) && this.cast.get(id)?.kind === "person",
      );
      if (pp && subjects.size > 1 && !someoneElse) continue;
      const owns =
        PEOPLE_WORDS[language].possessives.has(t.norm) && mentions.some((x) => x.at === t.index + 1);
      const asObject =
        owns ||
        objectCase(t.norm, language).object === true ||
        objectHimHer?.(tokens, t.index) === true ||
        dative ||
        pp?.notSubjectPronouns.has(t.norm) === true;
      if (!asObject)
        for (const id of this.otherClauseSubjects(tokens, t.index, before, gender)) subjects.add(id);
      // "She poured flour ... and showed Meera how to knead", "அவர் ... மீராவுக்குக் காட்டினார்": a subject
      // pronoun is nobody its own clause names after it as the one done to, given to or gone with; where the
      // story has nobody else it fits, the reading stays as it was.
      const said =
        pp && gender === "unknown" && pp.demonstratives.has(t.norm)
          ? pp.clauseGender(clauseFrom(tokens, t.index))
          : gender;
      const doneTo = asObject ? new Set<string>() : this.doneToAfter(text, tokens, t.index, mentions, verbs);
      const others = historyBefore.filter((id) => !subjects.has(id) && !doneTo.has(id));
      if (doneTo.size > 0 && this.recall(said, others) === null) doneTo.clear();
      // "அவர்", "ಅವರು", "ఆయన": a pronoun of respect is a grown-up before a child the story has.
      const honorific = !asObject && SUBJECT_PRONOUNS[language].get(t.norm)?.honorific === true;
      // "వాడి ఛాతీ", "వాడికి ఆకలి వేసింది": a pronoun said of a boy is the story's boy, one the sentence does not
      // make its subject first, before any grown man.
      const boy = familiarPronoun(t.norm, language)
        ? this.boyOf(
            before.map((x) => x.id),
            historyBefore,
            subjects,
          )
        : undefined;
      if (boy) {
        this.vote(boy, "male");
        mentions.push({ id: boy.id, at: t.index, word: t.surface, ...caseOf });
        this.touch(boy);
        continue;
      }
      // "Raja wandered into the market and ate a cabbage. Mrs Gupta chased him out": an object pronoun after
      // someone else named is the named animal the sentence before was about, where its gender fits.
      const acted = this.cast.get(this.lastSubject ?? "");
      if (
        acted?.kind === "animal" &&
        acted.name !== undefined &&
        gender !== "unknown" &&
        this.genderOf(acted) !== oppositeOf(gender) &&
        before.length > 0 &&
        !owns &&
        !subjects.has(acted.id) &&
        !mentions.some((x) => x.id === acted.id) &&
        objectOfVerb(tokens, t.index, language, dative, objectHimHer)
      ) {
        mentions.push({ id: acted.id, at: t.index, word: t.surface, object: true });
        this.touch(acted);
        continue;
      }
      // "Their grandmother ... clapped. Afterwards she gave each of them flowers": a gendered pronoun before
      // anyone in its sentence is the sentence before's subject where that subject's gender is its own.
      const previous = before.length === 0 ? this.cast.get(this.lastSubject ?? "") : undefined;
      if (
        previous?.kind === "person" &&
        gender !== "unknown" &&
        !subjects.has(previous.id) &&
        !doneTo.has(previous.id) &&
        !(honorific && previous.age === "child") &&
        this.genderOf(previous) === gender
      ) {
        mentions.push({ id: previous.id, at: t.index, word: t.surface, ...caseOf });
        this.touch(previous);
        continue;
      }
      const cast = this.resolve(
        said,
        before
          .filter((x) => !subjects.has(x.id))
          .map((x) => this.cast.get(x.id))
          .filter((c): c is Cast => c !== undefined),
        historyBefore.filter((id) => !subjects.has(id) && !doneTo.has(id)),
        creatureBefore,
        // "On his way to work, Salim's scooter": a possessive may point ahead to the one named after it.
        PEOPLE_WORDS[language].possessives.has(t.norm) || pp?.possessives.has(t.norm) === true
          ? mentions
              .filter((x) => x.at > t.index)
              .map((x) => this.cast.get(x.id))
              .filter((c): c is Cast => c !== undefined)
          : [],
        honorific,
      );
      this.vote(cast, gender);
      mentions.push({ id: cast.id, at: t.index, word: t.surface, ...caseOf });
      this.touch(cast);
    }
    if (countAt >= 0) {
      // "the two old men", "los dos viejos": old people, where the stage has them (a child's age is too often
      // a guess to choose by).
      const word = matches.find((m) => inPair(m) && m.concepts.some((c) => c.kind === "person"));
      const counted = word?.concepts.find((c) => c.kind === "person");
      const old =
        word &&
        (oldBefore(tokens, word.start, language) || (counted?.kind === "person" && counted.age === "elder"));
      this.pair(tokens, mentions, historyBefore, countAt, threeAt >= 0 ? 3 : 2, old === true);
    }
    if (!this.herdThey(tokens, mentions)) {
      this.group(tokens, mentions, historyBefore);
      this.droppedThey(tokens, mentions, historyBefore);
    }
    this.pointed(tokens, matches, mentions, historyBefore);
    this.asked(text, tokens, mentions, historyBefore);
    // "His cat came out. It soon fell asleep": a sentence that opens on "it" / "es" and an action, after a
    // sentence that named an animal, is that animal ("It was late" is nobody).
    const it = IT_WORDS[language];
    const creature = this.creatureLastSentence ? this.cast.get(this.creatureLastSentence) : undefined;
    if (
      it &&
      creature &&
      it.word === tokens[0]?.norm &&
      !it.notActions.has(tokens[1]?.norm ?? "") &&
      !weatherAt.has(1) &&
      !weatherAt.has(2) &&
      !mentions.some((x) => x.id === creature.id)
    ) {
      mentions.push({ id: creature.id, at: 0, word: tokens[0]?.surface });
      this.touch(creature);
    }
    // Kannada, Tamil and Telugu: "it" opening the sentence or its main clause, with a verb that ends as an
    // animal's does ("ಚಿಕ್ಕಪ್ಪ ಗದರಿದಾಗ ಅದು ಓಡಿಹೋಯಿತು": when the uncle shouted, it ran off) is that animal.
    const itAt = INDIC_IT[language]
      ? tokens.findIndex(
          (t) =>
            t.norm === INDIC_IT[language]?.word &&
            (t.index === 0 || clauseStart(tokens, t.index, new Map(), language)),
        )
      : -1;
    if (
      itAt >= 0 &&
      creature &&
      INDIC_IT[language]?.verb.test(tokens.at(-1)?.norm ?? "") &&
      !mentions.some((x) => x.id === creature.id)
    ) {
      mentions.push({ id: creature.id, at: itAt, word: tokens[itAt]?.surface });
      this.touch(creature);
    }
    this.creatureObject(tokens, matches, mentions);
    const firstDirect = pp
      ? [...mentions].sort((a, b) => a.at - b.at).find((x) => pp.direct(tokens, x.at))
      : undefined;
    this.creatureSubject =
      pp && firstDirect && this.cast.get(firstDirect.id)?.kind === "animal" ? firstDirect.id : undefined;
    const staged = [...new Set(mentions.map((x) => this.cast.get(x.id)))];
    if (staged.length > 0 && staged.every((c) => c?.kind === "animal"))
      this.herd = staged.flatMap((c) => (c ? [c.id] : []));
    else if (together.length >= 2) this.herd = [];
    this.creatureLastSentence = mentions
      .map((x) => this.cast.get(x.id))
      .filter((c) => c !== undefined && c.kind === "animal")
      .at(-1)?.id;
    const firstThing = matches.find((m) => m.concepts.some((c) => c.kind === "object"))?.start ?? Infinity;
    this.thingOpened = firstThing <= 2 && mentions.every((x) => x.at > firstThing);
    const genders = ANIMAL_GENDERS[language];
    const creatureAt = mentions.find((x) => x.id === this.creatureLastSentence)?.at ?? -1;
    const article = [1, 2, 3]
      .map((k) => tokens[creatureAt - k]?.norm ?? "")
      .find((w) => genders && Object.values(genders.articles).some((set) => set.has(w)));
    this.creatureGenus =
      genders && article !== undefined
        ? Object.entries(genders.articles).find(([, set]) => set.has(article))?.[0]
        : undefined;
    const lastNamed = [...mentions].sort((a, b) => a.at - b.at).at(-1);
    this.creatureLastNamed =
      lastNamed && this.cast.get(lastNamed.id)?.kind === "animal" ? lastNamed.id : undefined;
    // A sentence that ends on a noun ("एक दीया": a lamp) ends on no verb to read a gender from.
    const endsOnNoun = matches.some(
      (m) => m.end >= tokens.length && m.concepts.some((c) => c.kind === "object" || c.kind === "place"),
    );
    const verb = endsOnNoun ? "unknown" : subjectGender(tokens, language);
    if (verb !== "unknown") {
      // The subject comes first in these languages: the earliest person the verb's gender allows.
      // In Hindi the first clause's verb agrees with that clause's subject: a mention in its direct case
      // ("उसके चारों ओर भीड़ जमा हो गई": the crowd gathered, not the man whose surroundings they are).
      const firstClause = pp
        ? pp.firstClause(
            tokens.map((t) => t.norm),
            tokens.map((t) => t.comma === true),
          ).length
        : 0;
      // The last verb is the last clause's: one after a semicolon gives no gender to someone before it who has
      // none yet; a "while" clause before it has a subject of its own ("మెకానిక్ బేలా ... చేస్తుంటే సలీం టీ
      // తాగాడు": Salim drank while the mechanic worked), unless the main clause names nobody.
      // A verb that closes the first clause agrees with someone in that clause only.
      const genderEnd = pp ? Infinity : genderClauseEnd(tokens, language);
      const before = (i: number) => i <= genderEnd || genderEnd === tokens.length - 1;
      const clauseEnd = pp ? -1 : tokens.findLastIndex((t) => t.semicolon === true && t.index < genderEnd);
      const whileEnd = pp
        ? -1
        : tokens.findLastIndex((t) => WHILE_ENDS[language]?.test(t.norm) === true && t.index < genderEnd);
      const firmly = (id: string) => {
        const c = this.cast.get(id);
        return c !== undefined && this.genderOf(c, true) === verb;
      };
      const fits = (c: Cast | undefined): c is Cast =>
        c?.kind === "person" && this.genderOf(c, true) !== oppositeOf(verb);
      const candidates = [...mentions]
        .filter(
          (x) =>
            (!pp || (x.at < firstClause && pp.direct(tokens, x.at))) &&
            (x.at > clauseEnd || firmly(x.id)) &&
            before(x.at),
        )
        .sort((a, b) => a.at - b.at);
      const subject =
        candidates
          .filter((x) => x.at > whileEnd)
          .map((x) => this.cast.get(x.id))
          .find(fits) ?? candidates.map((x) => this.cast.get(x.id)).find(fits);
      // A verb whose gender fits none of the people the sentence names has another subject ("रात को उसने
      // चिट्ठी लिखी। ... पूरा शहर पार्क में आया": the town came), not someone from an earlier scene.
      // An animal the sentence names is the subject of a verb no person fits ("एक गाय ... बैठी थी": a cow sat).
      const namesPeople = mentions.some((x) => this.cast.get(x.id) !== undefined);
      // A sentence that names nobody ("तूफ़ान आया": the storm came) brings back the story's last person
      // its verb allows, but introduces no stranger for a verb alone.
      const cast =
        subject ??
        (namesPeople || (pp && townActs(tokens, matches, pp.postpositions))
          ? null
          : this.recall(verb, historyBefore));
      if (cast) {
        this.vote(
          cast,
          verb,
          verb === "female" &&
            itOrShe(
              tokens.map((t) => t.norm),
              language,
            ),
        );
        if (!subject) mentions.push({ id: cast.id, at: tokens.length });
        this.touch(cast);
      }
    }
    this.ages(tokens, matches, mentions, kin, owner);
    this.classmates(tokens, mentions);
    this.cousins(tokens, mentions, kin);
    this.schoolmates(tokens, mentions);
    this.teammates(tokens, mentions);
    this.groupMembers(tokens, matches, mentions);
    mentions.sort((a, b) => a.at - b.at);
    const doers = mentions.flatMap((m) => {
      const c = this.cast.get(m.id);
      const bare = lexiconFor(language).exact.has(tokens[m.at]?.norm ?? "");
      return c
        ? [{ id: c.id, at: m.at, person: c.kind === "person", bare, ...(m.object ? { object: true } : {}) }]
        : [];
    });
    const actions = actionsOf(tokens, matches, doers, language);
    objectPoses(tokens, matches, doers, actions, language);
    seatedBy(tokens, doers, actions, language);
    hidingBehind(tokens, matches, doers, actions, language);
    this.shareGroupPose(tokens, matches, mentions, doers, actions);
    // An animal of the water that acts is drawn swimming; one an object pronoun names is done to, no pose.
    for (const d of doers) {
      const pose =
        d.person || d.object ? undefined : animalPose(this.cast.get(d.id)?.icon, actions.get(d.id));
      if (pose) actions.set(d.id, pose);
    }
    this.lastSubject = sentenceTopic(doers, (id) => actions.has(id)) ?? this.lastSubject;
    // "She bought him a balloon, and he rode the wheel with Meena": everyone on stage, however named, is the
    // company the next sentence's "they" is: the people named and their family, not an owner in the genitive
    // ("her uncle's farm"), nor a worker who served them ("the waiter brought them soup").
    this.company = [
      ...new Set(
        mentions
          .filter(
            (x) =>
              !owner(x) &&
              !hiOwnerOnly(tokens, x.at, language) &&
              (!ownerOnly(tokens, x, language) || WITH_AFTER_GENITIVE.has(tokens[x.at + 2]?.norm ?? "")),
          )
          .map((x) => x.id),
      ),
    ].filter((id) => this.companion(id));
    for (const id of this.company) this.staged.set(id, (this.staged.get(id) ?? 0) + 1);
    if (this.lastSubject !== undefined) this.topics.add(this.lastSubject);
    return { tokens, matches, mentions, actions, left, company: this.company, activity: this.activity };
  }

  /**
   * A named person's age from how the sentence speaks of them, kept in every later scene: the owner of a
   * father, a mother, a grandparent, a teacher or a class is a child ("Arjun's father took him", "la
   * clase de Leela"); so is a brother, a sister or a friend of a child ("Her brother Dev", "Kabir and his
   * friends"), and the named one whose named brother or sister is a child ("his little sister Tulsi"). An age
   * already set stays.
   */
  private ages(
    tokens: Token[],
    matches: Match[],
    mentions: Mention[],
    kin: { id: string; cast: Cast; at: number }[],
    owner: (x: Mention) => boolean,
  ) {
    const language = this.language;
    const joined = languageProfiles[language].caseEndings === "joined";
    const child = (c: Cast) => {
      if (c.kind !== "person" || c.age !== "adult" || c.grown) return;
      if (c.role !== "person" && c.role !== "friend") return;
      c.role = "child";
      c.age = "child";
    };
    const childSaid = matches.some((m) =>
      m.concepts.some(
        (c) => c.kind === "person" && (c.age === "child" || c.id === "son" || c.id === "daughter"),
      ),
    );
    const parents = new Set(kin.filter((k) => CHILD_OF.has(k.id)).map((k) => k.cast.id));
    const parent = parents.size > 0;
    const classSaid = tokens.some((t) =>
      PEOPLE_WORDS[language].classWords.some((w) => (joined ? t.norm.startsWith(w) : t.norm === w)),
    );
    if ((parent || classSaid) && !childSaid) {
      const pp = RULES[language].postpositions;
      for (const x of mentions) {
        const c = this.cast.get(x.id);
        if (!c?.name || x.word === undefined || parents.has(c.id)) continue;
        const next = tokens[x.at + 1]?.norm ?? "";
        // "ನಿಶಾಳ ಅಮ್ಮ", "X's mother": the parent or the class right after the name is theirs.
        const ownsNext = matches.some(
          (m) => m.start === x.at + 1 && m.concepts.some((c) => c.kind === "person" && CHILD_OF.has(c.id)),
        );
        // "Leela y su madre", "Leela et sa mère": the parent after "and her" is the named one's, as "her" is
        // read as Leela where the language gives the possessive a person of its own ("Leela and her mother").
        const andHerParent =
          KIN_AFTER_AND[language]?.test(`${tokens[x.at + 1]?.norm} ${tokens[x.at + 2]?.norm}`) === true &&
          matches.some(
            (m) => m.start === x.at + 3 && m.concepts.some((c) => c.kind === "person" && CHILD_OF.has(c.id)),
          );
        const owns =
          ownsNext ||
          andHerParent ||
          owner(x) ||
          pp?.genitive.has(next) === true ||
          KIN_OWNERS[language]?.has(next) === true ||
          (tokens[x.at]?.norm ?? "") !== normalName(c.name) ||
          (RULES[language].capitalisedNouns?.nameGenitive?.(normalName(x.word), this.names) ?? null) !== null;
        if (owns) child(c);
      }
    }
    // A brother, a sister, a cousin or a friend beside a child is a child too ("Olive and her cousins"); so
    // is "her brother" after a sentence about a child ("उसका भाई देव": her brother Dev).
    const children = new Set(mentions.filter((x) => this.cast.get(x.id)?.age === "child").map((x) => x.id));
    const previous = this.cast.get(this.lastSubject ?? "");
    const possessives = PEOPLE_WORDS[language].possessives;
    for (const k of kin) {
      if (!SIBLING_IDS.has(k.id) && k.id !== "friend" && k.id !== "cousin") continue;
      const theirs =
        previous?.age === "child" &&
        previous.id !== k.cast.id &&
        [k.at - 1, k.at - 2].some((i) => possessives.has(tokens[i]?.norm ?? ""));
      if (theirs || [...children].some((id) => id !== k.cast.id)) child(k.cast);
    }
    // "Anil ... his little sister Tulsi", "उसकी छोटी बहन मीना": the named one whose brother or sister, named
    // too, is a child is a child as well, one of the story's children ("Kofi took his little sister" may be a
    // grown brother).
    for (const k of kin) {
      if (!SIBLING_IDS.has(k.id) || k.cast.age !== "child" || k.cast.name === undefined) continue;
      const owner = mentions.find((x) => x.id !== k.cast.id && x.at < k.at && x.at >= k.at - 2);
      // An owner word no one was read into ("उसकी छोटी बहन") is the one the sentence before was about.
      const ownerWord = [k.at - 1, k.at - 2].some((i) => possessives.has(tokens[i]?.norm ?? ""));
      const cast = owner ? this.cast.get(owner.id) : ownerWord ? previous : undefined;
      if (cast?.name && cast.id !== k.cast.id) child(cast);
    }
  }

  /**
   * "Lina's class rehearsed", "la clase de Lina", "ಲೀನಾಳ ತರಗತಿ": a school class beside the one named with it is
   * more children than that one, drawn as a child beside them, where the sentence names no other child.
   */
  private classmates(tokens: Token[], mentions: Mention[]) {
    const at = classWordAt(tokens, this.language);
    if (at < 0) return;
    const named = (x: Mention) => this.cast.get(x.id)?.name !== undefined;
    const owner = mentions.find((x) => named(x) && ownsClass(tokens, x.at, at, this.language));
    const kids = mentions.filter((x) => this.cast.get(x.id)?.age === "child" && !named(x));
    if (!owner || kids.length > 0) return;
    const child = this.ensure("child", () => ({ id: "child", kind: "person", role: "child", age: "child" }));
    // Drawn after the one named with the class ("la clase de Lina": Lina, then a classmate).
    mentions.push({ id: child.id, at: Math.max(at, owner.at + 0.5), word: tokens[at]?.surface });
    this.touch(child);
  }

  /**
   * "Ammu and her cousins", "Ammu y sus primos", "అమ్ము, ఆమె కజిన్లు": the cousins of the one named just before
   * them are children, and so is the one named, in this and every later scene. A grown-up by title or by what
   * they are (an aunt, a groom) stays one.
   */
  private cousins(tokens: Token[], mentions: Mention[], kin: { id: string; cast: Cast; at: number }[]) {
    const language = this.language;
    for (const at of pluralCousinsAt(tokens, language)) {
      const group = kin.find((k) => k.at === at && k.id === "cousin");
      if (!group || !PEOPLE_WORDS[language].possessives.has(tokens[at - 1]?.norm ?? "")) continue;
      const owner = mentions.find((x) => {
        const c = this.cast.get(x.id);
        return c?.name !== undefined && x.at < at - 1 && x.at >= at - 4 && c.id !== group.cast.id;
      });
      const cast = owner ? this.cast.get(owner.id) : undefined;
      if (!cast || !youngAtHeart(cast)) continue;
      for (const c of [cast, group.cast])
        if (youngAtHeart(c)) {
          c.role = "child";
          c.age = "child";
        }
    }
  }

  /**
   * "Bindu's school played the final", "el colegio de Bindu", "ಬಿಂದುವಿನ ಶಾಲೆಯ": the one named with their school
   * is one of its pupils, a child in this and every later scene. Where the school itself is what the sentence
   * is about (not where someone goes) and nobody else is on stage, its pupils are there too: a child beside
   * them. A grown-up the sentence names keeps the stage ("Grandma sewed a dress for Anu's school play").
   */
  private schoolmates(tokens: Token[], mentions: Mention[]) {
    const language = this.language;
    const at = schoolWordAt(tokens, language);
    if (at < 0) return;
    const owner = mentions.find((x) => {
      const c = this.cast.get(x.id);
      return (
        c?.name !== undefined &&
        !PEOPLE_WORDS[language].titles.has(tokens[x.at - 1]?.norm ?? "") &&
        ownsClass(tokens, x.at, at, language)
      );
    });
    const cast = owner ? this.cast.get(owner.id) : undefined;
    if (!owner || !cast) return;
    if (youngAtHeart(cast)) {
      cast.role = "child";
      cast.age = "child";
    }
    if (cast.age !== "child" || !schoolAsPupils(tokens, at, owner.at, language)) return;
    const others = mentions.some((x) => x.id !== cast.id && this.cast.get(x.id)?.kind === "person");
    if (others) return;
    const child = this.ensure("child", () => ({ id: "child", kind: "person", role: "child", age: "child" }));
    mentions.push({ id: child.id, at: Math.max(at, owner.at + 0.5), word: tokens[at]?.surface });
    this.touch(child);
  }

  /**
   * "The whole class cheered", "toda la oficina aplaudió", "Deepas Mannschaft spielte", "ಎಲ್ಲರೂ ಕೂಗಿದರು": a word
   * for a group draws one of its members at the word, so the group's verb is their pose. A class or a school
   * is children; a team or "the others" are children in a story of children and people elsewhere; everyone
   * is the people of the place (the children at school). Nothing is added where such a member is drawn.
   */
  private groupMembers(tokens: Token[], matches: Match[], mentions: Mention[]) {
    // "ஊர் முழுவதும் பனி பெய்தது" (snow fell all over the town): a place the weather right after covers is no group.
    const covered = (w: GroupWord) =>
      w.members === "people" &&
      (weatherAfter(tokens, w.at, this.language) ||
        matches.some(
          (m) => m.concepts.some((c) => c.kind === "weather") && m.start > w.at && m.start <= w.at + 2,
        ));
    const [word] = groupWordsAt(tokens, this.language).filter((w) => !covered(w));
    if (!word) return;
    const school = this.place === "school" || this.place === "playground";
    const children =
      word.members === "children" ||
      (word.members === "young" && this.amongChildren(mentions)) ||
      (word.members === "people" && school);
    const unnamed = mentions.map((x) => this.cast.get(x.id)).filter((c) => c?.kind === "person" && !c.name);
    const drawn = children
      ? unnamed.some((c) => c?.age === "child")
      : unnamed.some((c) => c?.role === "person" || c?.role === "child" || c?.id === "people");
    // A frame already full of the sentence's people and animals has no room for one more, who would push one out.
    const people = new Set(mentions.filter((x) => this.cast.get(x.id) !== undefined).map((x) => x.id));
    // "Carmen and Diego ... Luego todos comieron helado": everyone is the people on stage, drawn at its word.
    const onStage = mentions.filter((x) => x.at === word.at && this.cast.get(x.id)?.kind === "person");
    if (drawn || people.size >= STAGE_ROOM || (word.members === "people" && onStage.length >= 2)) return;
    const member = children
      ? this.ensure("child", () => ({ id: "child", kind: "person", role: "child", age: "child" }))
      : this.ensure("people", () => ({ id: "people", kind: "person", role: "person", age: "adult" }));
    mentions.push({ id: member.id, at: word.at, word: tokens[word.at]?.surface });
    // One of a group is the story's least recent person: a later "they" may take them in, but a "she" or a
    // dropped subject finds the people the story follows first.
    this.history = [member.id, ...this.history.filter((id) => id !== member.id)];
  }

  /** A story of children: a child on stage or just before, or the school grounds. */
  private amongChildren(mentions: Mention[]): boolean {
    const young = (id: string) => {
      const c = this.cast.get(id);
      return c?.kind === "person" && c.age === "child" && !this.guessed.has(id);
    };
    const school = this.place === "school" || this.place === "playground";
    return school || mentions.some((x) => young(x.id)) || this.history.slice(-4).some(young);
  }

  /**
   * "sent both teams running", "her team carried her", "ಅವಳ ತಂಡ": in a story of children (a child on stage or
   * just before, or the school grounds) a team is children, drawn as a child where the sentence has no
   * unnamed child yet. Elsewhere a team is left to the people the sentence names.
   */
  private teammates(tokens: Token[], mentions: Mention[]) {
    const [at] = teamWordsAt(tokens, this.language);
    if (at === undefined) return;
    const unnamedChild = mentions.some((x) => {
      const c = this.cast.get(x.id);
      return c?.kind === "person" && c.age === "child" && c.name === undefined;
    });
    if (unnamedChild) return;
    const young = (id: string) => {
      const c = this.cast.get(id);
      return c?.kind === "person" && c.age === "child" && !this.guessed.has(id);
    };
    const recent = this.history.slice(-4);
    const school = this.place === "school" || this.place === "playground";
    if (!school && !mentions.some((x) => young(x.id)) && !recent.some(young)) return;
    const child = this.ensure("child", () => ({ id: "child", kind: "person", role: "child", age: "child" }));
    mentions.push({ id: child.id, at, word: tokens[at]?.surface });
    this.touch(child);
  }

  /**
   * A quoted question and a verb of asking with no one asked in words ("\"ಏನು ಹುಡುಕುತ್ತಿದ್ದೀಯ?\" ಎಂದು
   * ಗ್ರಂಥಪಾಲಕಿ ಕೇಳಿದರು": what are you looking for, the librarian asked): Kannada, Tamil and Telugu leave out
   * the one asked, who is the person last on stage other than the speaker.
   */
  private asked(text: string, tokens: Token[], mentions: Mention[], historyBefore: string[]) {
    const verb = ASK_VERBS[this.language];
    if (!verb || !/\?/u.test(text) || !verb.test(tokens.at(-1)?.norm ?? "")) return;
    const present = mentions.map((x) => this.cast.get(x.id)).filter((c) => c?.kind === "person");
    if (present.length !== 1) return;
    const other = [...historyBefore]
      .reverse()
      .map((id) => this.cast.get(id))
      .find((c): c is Cast => c?.kind === "person" && c.id !== present[0]?.id);
    if (!other) return;
    mentions.push({ id: other.id, at: tokens.length - 0.5, word: tokens.at(-1)?.surface, object: true });
    this.touch(other);
  }

  /**
   * "Her mother let go, and for a moment she swam", "ಅಮ್ಮ ಕೈಬಿಟ್ಟರು, ಒಂದು ಕ್ಷಣ ಅವಳು ಈಜಿದಳು": a pronoun past a
   * comma is not the person an earlier clause named by a noun, where someone else its gender allows is at
   * hand (in the sentence; in the Indian languages, which name a subject again only to change it, the
   * sentence before's subject too). Returns the people it is not.
   */
  private otherClauseSubjects(tokens: Token[], at: number, before: Mention[], gender: Gender): string[] {
    const language = this.language;
    const fits = (id: string) => {
      const c = this.cast.get(id);
      return c?.kind === "person" && (gender === "unknown" || this.genderOf(c) !== oppositeOf(gender));
    };
    const clauseAt = (x: Mention) => tokens.slice(x.at, at).findIndex((w) => w.comma);
    const named = before.filter(
      (x) => PRONOUNS[language][tokens[x.at]?.norm ?? ""] === undefined && fits(x.id) && clauseAt(x) >= 0,
    );
    if (named.length === 0) return [];
    // The sentence before's subject only after a short clause of the one named and its verb ("ಅಮ್ಮ ಕೈಬಿಟ್ಟರು,").
    const short = named.every((x) => clauseAt(x) <= 2);
    const others = [
      ...before.map((x) => x.id),
      ...(isIndic(language) && short ? [this.lastSubject ?? ""] : []),
    ];
    return others.some((id) => fits(id) && !named.some((x) => x.id === id)) ? named.map((x) => x.id) : [];
  }

  /**
   * The people a subject pronoun's own clause names after it as the one done to, given to or gone with
   * ("She ... showed Meera how", "le mostró a Meera", "montré à Meera", "मीरा को दिखाया", "மீராவுக்குக்
   * காட்டினார்"): by the name's case in the Indian languages, elsewhere by the verb or the word of giving or
   * company right before the name. The clause ends at the first person after it who may be a subject.
   */
  private doneToAfter(
    text: string,
    tokens: Token[],
    at: number,
    mentions: Mention[],
    verbs: Verb[],
  ): Set<string> {
    const language = this.language;
    const out = new Set<string>();
    if (!SUBJECT_PRONOUNS[language].has(tokens[at]?.norm ?? "")) return out;
    let pos: Pos[] | null | undefined;
    let tagged: Set<number> | undefined;
    const verbAt = (i: number) => {
      if (verbs.some((v) => v.word === i)) return true;
      pos ??= partsOfSpeech(text, tokens, language);
      if (pos?.[i] === "verb") return true;
      tagged ??= taggedVerbs(text, tokens, language);
      return tagged.has(i);
    };
    const skipped = (w: string) => DETERMINERS[language].has(w) || PEOPLE_WORDS[language].possessives.has(w);
    const marked = (i: number) => {
      const word = tokens[i]?.norm ?? "";
      if (isIndic(language)) {
        const bare = lexiconFor(language).exact.has(word) || this.seeded.has(word);
        return namedInObjectCase(tokens, i, bare, language);
      }
      let k = i - 1;
      while (k > at && skipped(tokens[k]?.norm ?? "") && !tokens[k]?.comma) k--;
      const before = tokens[k];
      if (!before || k <= at || before.comma) return false;
      return TO_OR_WITH[language].has(before.norm) || verbAt(k);
    };
    for (const x of [...mentions].filter((m) => m.at > at).sort((a, b) => a.at - b.at)) {
      if (this.cast.get(x.id)?.kind !== "person" || !marked(x.at)) break;
      out.add(x.id);
    }
    return out;
  }

  /**
   * "Grandpa caught the mouse. Then he carried it out", "milked her" after "their cow, Ganga", "वे उसे ले
   * गए", "ಅವರು ಅದನ್ನು ಕೊಂಡೊಯ್ದರು", "se lo llevó": an object pronoun of a sentence whose subject is a person,
   * before any animal of its own, is the animal the sentence before named (CREATURE_OBJECTS). One that may
   * be a person ("her", "उसे", "la") is the animal only where it was the last one named there, after the
   * people; English "her" only where no noun follows it (not "her bucket").
   */
  private creatureObject(tokens: Token[], matches: Match[], mentions: Mention[]) {
    const language = this.language;
    const id = this.creatureLastSentence;
    const creature = id ? this.cast.get(id) : undefined;
    // "The kite rose high, and a seagull flew beside it. ... Kiran picked it up": the thing the sentence
    // before was about, not the animal beside it.
    if (!creature || this.thingOpened || mentions.some((x) => x.id === creature.id)) return;
    const { neuter, gendered } = CREATURE_OBJECTS[language];
    const kindAt = (x: Mention) => this.cast.get(x.id)?.kind;
    const clitics = (RULES[language].clitics?.objectPronouns?.(tokens) ?? []).filter((p) => !p.plural);
    const at = tokens.filter((t) => {
      const word = t.norm;
      const clitic = clitics.some((p) => Math.ceil(p.at) === t.index);
      const mayBePerson = gendered.has(word) || clitic;
      if (!(neuter.has(word) || mayBePerson) || t.index === 0) return false;
      if (mayBePerson && this.creatureLastNamed !== creature.id) return false;
      // The one who does it is a person: named before it, or (a clitic) by the verb after it.
      const doer = mentions.some((x) => kindAt(x) === "person" && (clitic || x.at < t.index) && !x.object);
      if (!doer || mentions.some((x) => x.at < t.index && kindAt(x) === "animal")) return false;
      // "takes the pizza out of the oven, cuts it into slices": the thing a clause before it handled ("sat on
      // a stool and milked her" is no stool).
      const handledBefore = (m: Match) =>
        m.end <= t.index &&
        m.concepts.some((c) => c.kind === "object") &&
        tokens.slice(m.end - 1, t.index).some((x) => x.comma);
      if (matches.some(handledBefore)) return false;
      // "trug er sie hinaus" after "die Maus": a pronoun of the animal's gender.
      const genders = ANIMAL_GENDERS[language];
      const genus = genders?.pronouns[word];
      if (genders && !genus && !genders.either.has(word)) return false;
      if (genus && (this.creatureGenus ?? (genders?.strict ? undefined : genus)) !== genus) return false;
      if (isIndic(language) || clitic) return true;
      const before = tokens[t.index - 1]?.norm ?? "";
      const next = tokens[t.index + 1];
      // "when it rained", "dass sie sich": after a verb (or the subject put after it), not a conjunction;
      // "her bucket" is hers.
      if (FUNCTION_WORDS[language].has(before) && !mentions.some((x) => x.at === t.index - 1)) return false;
      return word !== "her" || !next || FUNCTION_WORDS.en.has(next.norm);
    });
    const first = at[0];
    if (!first) return;
    // "l'a emportée ... et l'a relâchée": the same pronoun again is the same animal.
    const kept = mentions.filter((x) => !at.some((t) => t.index === x.at));
    const mention = { id: creature.id, at: first.index, word: first.surface, object: true };
    mentions.splice(0, mentions.length, ...kept, mention);
    this.touch(creature);
  }

  /** The previous sentence's subject, for a subject pronoun opening this one (LanguageRules.subjectCarries). */
  private carriedSubject(t: Token, first: boolean, gender: Gender): Cast | undefined {
    if (!RULES[this.language].clitics?.subjectCarries || !first || t.index > 0 || !this.lastSubject)
      return undefined;
    const c = this.cast.get(this.lastSubject);
    // A person's gender must fit; an animal's grammatical gender is the noun's, not the animal's.
    if (!c || c.kind === "person") return undefined;
    return gender === "unknown" || c.kind === "animal" ? c : undefined;
  }

  /**
   * The people a verb's ending or an object pronoun stands for (LanguageRules): "Recogieron manzanas" is the
   * group on stage, "Plantó una fila de tomates" the sentence before's subject, "lo saludó" the last person
   * of his gender not already in the sentence. Nobody new: with nobody on stage, nobody is drawn.
   */
  private pointed(tokens: Token[], matches: Match[], mentions: Mention[], historyBefore: string[]) {
    const hooks = RULES[this.language];
    if (!hooks.clitics?.verbEndingsPoint) return;
    const character = (i: number) =>
      matches.some((m) => m.start <= i && i < m.end && m.concepts.some(isPersonLike)) ||
      mentions.some((x) => x.at === i);
    const pointers: Pointer[] = [];
    const dropped = hooks.clitics?.droppedSubject?.(tokens, character);
    // The subject's mention goes right before its verb, where a written subject would stand.
    // A subject already read as the animals before ("Una a una se arrastraron": herdThey) is theirs.
    if (dropped && !mentions.some((x) => x.at < dropped.at))
      pointers.push({ ...dropped, at: dropped.at - 0.5 });
    pointers.push(...(hooks.clitics?.objectPronouns?.(tokens) ?? []));
    // "lo subió a hombros y lo llevó": the same object pronoun again in one sentence is the same person.
    const objectOf = new Map<string, Cast>();
    for (const p of pointers) {
      const object = p !== pointers[0] || !dropped;
      if (p.plural) {
        this.group(tokens, mentions, historyBefore, p.at, object);
        continue;
      }
      const word = tokens[Math.ceil(p.at)]?.norm ?? "";
      const again = object ? objectOf.get(word) : undefined;
      if (again) {
        mentions.push({ id: again.id, at: p.at, word: tokens[Math.ceil(p.at)]?.surface, object });
        continue;
      }
      const present = new Set(mentions.map((x) => x.id));
      // "se quedó dormido" after a sentence about a woman: the verb's participle names a man, so the
      // subject is the last one of his gender, not the one before.
      const last = p === pointers[0] && dropped ? this.cast.get(this.lastSubject ?? "") : undefined;
      const subject =
        last && p.gender !== "unknown" && this.genderOf(last) === oppositeOf(p.gender) ? undefined : last;
      const fits = [...historyBefore]
        .reverse()
        .map((id) => this.cast.get(id))
        .filter(
          (c): c is Cast =>
            c?.kind === "person" && !present.has(c.id) && this.genderOf(c) !== oppositeOf(p.gender),
        );
      // "lo subió a hombros": a pronoun of one gender is the story's named one of it before someone it met
      // on the way ("un hombre que vendía globos"); one of either gender ("le", "l'") the last one seen.
      const named = p.gender !== "unknown" ? fits.find((c) => c.name) : undefined;
      // "Rohan leyó ... mientras su padre esperaba. La doctora le auscultó el pecho": the one given to or done
      // to, where the subject is someone else, goes on with the sentence before's subject where the story
      // names them (DATIVE_CLITICS); "Su madre lo llevó ...": an unnamed mother is no such topic.
      const dative = object && mentions.length > 0 && DATIVE_CLITICS[this.language]?.has(word) === true;
      const topic = dative ? fits.find((c) => c.id === this.lastSubject && c.name !== undefined) : undefined;
      const cast = subject && !present.has(subject.id) ? subject : (topic ?? named ?? fits[0]);
      if (!cast) continue;
      if (object) objectOf.set(word, cast);
      mentions.push({ id: cast.id, at: p.at, word: tokens[Math.ceil(p.at)]?.surface, object });
      this.touch(cast);
    }
  }

  /**
   * "the children clapped", "los niños", "बच्चों ने", "ಮಕ್ಕಳು": a group of children in a story that has named
   * two or more children (or named a child together with others: "Zoya and her little brother Manu") is
   * those children, the last seen first, and draws nobody new. A story that has named no children draws
   * the group as before; so do friends ("Kabir and his friends" are more people).
   */
  private storyChildren(
    tokens: Token[],
    m: Match,
    said: Concept & { kind: "person" },
    mentions: Mention[],
  ): boolean {
    const language = this.language;
    if (said.age !== "child" || !namesGroup(tokens, m.start, language)) return false;
    const word = tokens[m.start]?.norm ?? "";
    const { friends, possessives } = PEOPLE_WORDS[language];
    const friendWord = (w: string) => friends.some((f) => w === f || (isIndic(language) && w.startsWith(f)));
    if (friendWord(word) || (possessives.has(word) && friendWord(tokens[m.start + 1]?.norm ?? "")))
      return false;
    const named = (id: string) => {
      const c = this.cast.get(id);
      return c?.kind === "person" && c.name !== undefined && !this.guessed.has(id);
    };
    const child = (id: string) => named(id) && this.cast.get(id)?.age === "child";
    const recent = [...this.history].reverse();
    const kids = recent.filter(child);
    // A grandparent named with them ("Grandpa Enzo led Olive and her cousins") is none of the children.
    const siblings = this.together.some(child)
      ? this.together.filter((id) => named(id) && this.cast.get(id)?.age !== "elder")
      : [];
    const chosen = [...new Set([...siblings, ...kids])].slice(0, 2);
    if (chosen.length < 2) return false;
    for (const id of chosen) {
      const cast = this.cast.get(id);
      if (!cast || mentions.some((x) => x.id === id)) continue;
      mentions.push({ id, at: m.start, word: m.surface });
      this.touch(cast);
    }
    return true;
  }

  /**
   * "Parvati and the other women climbed up ... She picked ... At noon the women sat under a tree": a plural
   * word for grown women or men takes in the named grown-up of that gender the sentence before was about,
   * drawn beside the group's own figure.
   */
  private namedInGroup(tokens: Token[], m: Match, mentions: Mention[]) {
    const gender = grownGroupGender(tokens, m.start, this.language);
    const c = this.cast.get(this.lastSubject ?? "");
    if (!gender || c?.kind !== "person" || c.name === undefined || c.age === "child") return;
    if (this.genderOf(c) !== gender || mentions.some((x) => x.id === c.id) || !this.company.includes(c.id))
      return;
    mentions.push({ id: c.id, at: m.start, word: m.surface });
    this.touch(c);
  }

  /**
   * "both", "the two" (LanguageRules.both), or "all three" (`size` 3): that many people on stage, those the
   * sentence names first, then the people last named together, then the story's last named, else its last
   * people; the old ones before all where the count says "old" (`old`). Nobody new.
   */
  private pair(
    tokens: Token[],
    mentions: Mention[],
    historyBefore: string[],
    at: number,
    size = 2,
    old = false,
  ) {
    const person = (id: string) =>
      this.cast.get(id)?.kind === "person" && !this.guessed.has(id) && !this.cast.get(id)?.passing;
    const present = mentions.filter((x) => x.at < at).map((x) => x.id);
    const recent = [...historyBefore].reverse();
    const named = recent.filter((id) => this.cast.get(id)?.name);
    const namedOnStage = named.filter((id) => this.topics.has(id) || (this.staged.get(id) ?? 0) >= 2);
    const together = this.together.length >= 2 ? recent.filter((id) => this.together.includes(id)) : [];
    // "Mina and her brother Arjun waited with their grandmother ... The two of them sat": of three named
    // together, the two the story calls by name.
    const togetherNamed = together.filter((id) => this.cast.get(id)?.name);
    // "Papa mit Ishaan und Anvi ... bis Papa es ihr kaufte. Am Abend saßen die beiden": where fewer of those
    // last named together have names than the count, the named people the story follows (what a sentence was
    // about, or on stage in two sentences) come before an unnamed one.
    const candidates = [
      ...new Set([...present, ...togetherNamed, ...namedOnStage, ...together, ...named, ...recent]),
    ].filter(person);
    const fits = (id: string) => old && this.cast.get(id)?.age === "elder";
    const chosen = [...candidates.filter(fits), ...candidates.filter((id) => !fits(id))].slice(0, size);
    if (chosen.length < size) return;
    this.groupRead ??= { at, ids: chosen, object: false };
    const word = tokens[at]?.surface;
    // "la abuela frió el pescado, y los tres se lo comieron": one who acts in a clause of their own before
    // the count is among them, doing what that clause says.
    const ownClause = (id: string) =>
      mentions.some((m) => m.id === id && tokens.slice(m.at, at).some((t) => t.comma));
    for (const id of chosen) {
      if (mentions.some((m) => m.id === id && m.at === at) || ownClause(id)) continue;
      const cast = this.cast.get(id);
      if (!cast) continue;
      mentions.push({ id, at, word });
      this.touch(cast);
    }
  }

  /**
   * Someone the sentence names only as an owner in the genitive ("the farmer's goats", "las cabras del
   * granjero", "किसान की बकरियाँ", "ರೈತನ ಮೇಕೆಗಳು") and whom the story does not follow by a name or as family:
   * no one on stage while the story's people are there.
   */
  ownerAside(id: string, mentions: readonly Mention[], tokens: Token[]): boolean {
    const cast = this.cast.get(id);
    if (cast?.kind !== "person" || cast.name !== undefined || KIN_IDS.has(id)) return false;
    const own = mentions.filter((m) => m.id === id);
    return (
      own.length > 0 &&
      own.every((m) => {
        const word = tokens[m.at]?.norm ?? "";
        // "ಅವನ ಚಿಪ್ಸ್" (his crisps): an owner said by a pronoun is someone the story already has on stage.
        if (word in PRONOUNS[this.language] || PEOPLE_WORDS[this.language].possessives.has(word))
          return false;
        return (
          inGenitive(tokens, m.at, this.language) && !WITH_AFTER_GENITIVE.has(tokens[m.at + 2]?.norm ?? "")
        );
      })
    );
  }

  /**
   * "Dozens of baby turtles climbed out ... One by one they crawled down into the waves, and Sagar counted":
   * a "they" after a sentence of animals alone is those animals where grammar says it is no people: the
   * Dravidian "they" of things and animals ("ಅವು", "அவை", "అవి"), or a "they" that is its clause's subject,
   * before anyone the sentence names, with one of the people last named together named after it on their
   * own (were they "they", the sentence would not name them apart). Drawn at the pronoun, with no people.
   */
  private herdThey(tokens: Token[], mentions: Mention[]): boolean {
    const language = this.language;
    if (this.herd.length === 0) return false;
    const notPeople = THEY_NOT_PEOPLE[language];
    let at = notPeople === undefined ? -1 : tokens.findIndex((t) => t.norm === notPeople);
    if (at < 0) {
      const sheOrThey = RULES[language].capitalisedNouns?.sheOrThey ?? null;
      at = tokens.findIndex(
        (t) =>
          ((THEY_WORDS[language].has(t.norm) && !this.honorifics.has(t.index)) ||
            (sheOrThey !== null && t.norm === sheOrThey.word && sheOrThey.plural(tokens, t.index))) &&
          !objectThey(tokens, t.index, language) &&
          THEY_NOT_SUBJECT[language]?.has(t.norm) !== true &&
          RULES[language].postpositions?.possessives.has(t.norm) !== true,
      );
      // "Una a una se arrastraron": a plural verb with its subject dropped is such a "they" too.
      if (at < 0) {
        const character = (i: number) => mentions.some((x) => x.at === i);
        const dropped = RULES[language].clitics?.droppedSubject?.(tokens, character);
        if (dropped?.plural) at = dropped.at - 0.5;
      }
      if (at < 0 || mentions.some((m) => m.at <= at)) return false;
      const apart = mentions.some(
        (m) =>
          m.at > at && !m.object && this.together.includes(m.id) && this.cast.get(m.id)?.name !== undefined,
      );
      if (!apart) return false;
    }
    for (const id of this.herd) {
      if (mentions.some((m) => m.id === id)) continue;
      mentions.push({ id, at, word: tokens[Math.ceil(at)]?.surface });
      const cast = this.cast.get(id);
      if (cast) this.touch(cast);
    }
    return true;
  }

  /**
   * "They", "todos", "ils", "सब", "ಎಲ್ಲರೂ": the people the story has on stage, the last mentioned first, up
   * to what a frame shows. Nobody new: a group word with nobody before it draws nobody. After an animal
   * the sentence names ("the pigeons ... as they pecked"), "they" is the animals, already drawn.
   */
  private group(
    tokens: Token[],
    mentions: Mention[],
    historyBefore: string[],
    pointer?: number,
    objectPointer = false,
  ) {
    const language = this.language;
    const { capitalisedNouns, postpositions } = RULES[language];
    const sheOrThey = capitalisedNouns?.sheOrThey ?? null;
    const everyone = (t: Token | undefined) =>
      t !== undefined && PEOPLE_WORDS[language].everyone.some((w) => t.norm.endsWith(w));
    const allPeople = (t: Token | undefined) => everyone(t) || ALL_PEOPLE[language].has(t?.norm ?? "");
    const groupWord = (t: Token) =>
      (THEY_WORDS[language].has(t.norm) && !this.honorifics.has(t.index)) ||
      allPeople(t) ||
      (sheOrThey !== null && t.norm === sheOrThey.word && sheOrThey.plural(tokens, t.index));
    // "A bus honked behind them, and everyone ran", "ಅವರಿಗೆ ... ಕೊಟ್ಟನು, ಅವರೆಲ್ಲರೂ ಕುಳಿತರು" (gave them ..., they
    // all sat): the group's word that is a subject says where it acts, not "them" or "their" before it.
    const notSubject = (u: Token) =>
      objectThey(tokens, u.index, language) || THEY_NOT_SUBJECT[language]?.has(u.norm) === true;
    const subjectAt = tokens.findIndex(
      (t) => allPeople(t) && tokens.some((u) => u.index < t.index && groupWord(u) && notSubject(u)),
    );
    const theyAt = subjectAt >= 0 ? subjectAt : tokens.findIndex(groupWord);
    // "Then the whole family sat down", "toute la famille", "పూరా परिवार": everyone the story has on stage.
    const wholeAt = pointer === undefined && theyAt < 0 ? wholeGroupAt(tokens, language) : -1;
    const whole = wholeAt >= 0;
    const at = pointer ?? (whole ? wholeAt : theyAt);
    if (pointer === undefined && at < 0) return;
    const before = mentions
      .filter((m) => m.at < at)
      .sort((a, b) => a.at - b.at)
      .map((m) => this.cast.get(m.id));
    // "un petit chien leur a couru après", "corrió tras ellos": an object pronoun right after an animal
    // that is the subject is someone else, the people on stage.
    const object = objectPointer || objectThey(tokens, at, language);
    const objectAfterAnimal = object && before.at(-1)?.kind === "animal";
    // Hindi "उनके पीछे" after an animal ("एक बकरी उनके पीछे आई": a goat followed them) is the people: the
    // possessive is never the subject's; nor are the Dravidian "they" in another case ("ಅವರ ಹಿಂದೆಯೇ") or
    // before a postposition ("அவர்கள் பின்னால்": behind them).
    const word = tokens[at]?.norm ?? "";
    const theirs =
      postpositions?.possessives.has(word) === true ||
      THEY_NOT_SUBJECT[language]?.has(word) === true ||
      (THEY_WORDS[language].has(word) &&
        PLACE_POSTPOSITIONS[language]?.has(tokens[at + 1]?.norm ?? "") === true);
    const people = [...new Set([...historyBefore, ...mentions.map((m) => m.id)])]
      .reverse()
      .filter((id) => this.cast.get(id)?.kind === "person" && !this.guessed.has(id));
    // "everyone", "todos", "ಎಲ್ಲರೂ" after an animal are still the story's people, where it has any.
    const ofPeople = pointer === undefined && allPeople(tokens[at]) && people.length > 0;
    if (
      !whole &&
      !objectAfterAnimal &&
      !theirs &&
      !ofPeople &&
      before.some((c) => c !== undefined && c.kind !== "person")
    )
      return;
    // Someone met in passing ("el revisor") is no part of the story's "they" while it has people of its own.
    const followed = people.filter((id) => !this.cast.get(id)?.passing);
    const recent = followed.length > 0 ? followed : people;
    // The people last named together are "they" ("Mira and Leo went out ... the waiter brought them soup
    // ... they shared a cake": not the waiter); with no such pair, the story's named people, else anyone.
    // "Dad pulled a kite out ... they all sat down", "todos", "ಎಲ್ಲರೂ": all of them are the family the story
    // follows as well as its named people (beside a pair named together too); a "they" alone is the named ones.
    const all =
      pointer === undefined &&
      tokens.some(
        (t, i) =>
          allPeople(t) ||
          (ALL_AFTER_THEY[language].has(t.norm) && THEY_WORDS[language].has(tokens[i - 1]?.norm ?? "")),
      );
    const named = recent.filter((id) => this.cast.get(id)?.name || (all && KIN_IDS.has(id)));
    // "Arjun walked with his grandmother ... she bought him a balloon, and he rode the wheel with his cousin
    // Meena. They sat down": the whole company of the sentence before, where it holds the people last named
    // together (a stranger met beside one of them is no part of the pair's "they").
    const company = recent.filter((id) => this.company.includes(id));
    const withCompany =
      company.length >= 2 &&
      this.company.length >= this.together.length &&
      this.together.every((id) => this.company.includes(id));
    const onStage = whole
      ? recent
      : withCompany
        ? company
        : this.together.length >= 2
          ? recent.filter((id) => this.together.includes(id))
          : named.length >= 2
            ? named
            : recent;
    const family = all && !whole ? recent.filter((id) => KIN_IDS.has(id) && !onStage.includes(id)) : [];
    // "they all ran for the farmer's shed": the owner is none of "they" and takes none of their room.
    const aside = (id: string) => this.ownerAside(id, mentions, tokens);
    this.groupRead ??= {
      at,
      ids: [...onStage, ...family].filter((id) => !aside(id)),
      // "Their grandmother clapped": a group word that owns someone is no subject, and gives no one its pose.
      object: object || theirs || DETERMINERS[language].has(word),
    };
    const present = new Set(mentions.map((m) => m.id).filter((id) => !aside(id)));
    for (const id of [...onStage, ...family]) {
      if (aside(id)) continue;
      // "Se juntó mucha gente ... y todos aplaudieron", "అందరూ చప్పట్లు కొట్టారు": those already named are in
      // the group word too, so its verb is theirs.
      if (present.has(id)) {
        // "they sat on the grass, and a peacock took his crisps": one named after the group word only by
        // "his" or "her" is one of the group still.
        const ownerOnlyAfter = mentions
          .filter((m) => m.id === id)
          .every((m) => m.at > at && PEOPLE_WORDS[language].possessives.has(tokens[m.at]?.norm ?? ""));
        if (
          (RULES[language].clitics?.verbEndingsPoint || isIndic(language) || ownerOnlyAfter) &&
          !mentions.some((m) => m.id === id && m.at === at)
        )
          mentions.push({ id, at, word: tokens[Math.ceil(at)]?.surface, object });
        continue;
      }
      if ([...present].filter((p) => !this.cast.get(p)?.passing).length >= 3) break;
      const cast = this.cast.get(id);
      if (!cast) continue;
      present.add(id);
      mentions.push({ id, at, word: tokens[Math.ceil(at)]?.surface, ...(object ? { object } : {}) });
    }
    // "Mrs Rao walked in with her dog, Pepper ... they ran home": a "they" that finds one person only is that
    // person and the animal the sentence before named beside them.
    const pet = this.creatureLastSentence ? this.cast.get(this.creatureLastSentence) : undefined;
    const inGroup = mentions.filter((m) => m.at === at && this.cast.get(m.id)?.kind === "person");
    if (
      pointer === undefined &&
      !whole &&
      !all &&
      THEY_WORDS[language].has(word) &&
      pet?.kind === "animal" &&
      pet.name !== undefined &&
      inGroup.length === 1 &&
      !mentions.some((m) => m.id === pet.id)
    )
      mentions.push({ id: pet.id, at, word: tokens[Math.ceil(at)]?.surface, ...(object ? { object } : {}) });
    // "ಬೆಳಿಗ್ಗೆ ಊರಿನವರೆಲ್ಲರೂ ಬಂದರು": all of the people a word names, with nobody on stage, are people still; so
    // is a whole family the story has named nobody of ("The whole family was sweeping the yard").
    const nobody = !mentions.some((m) => this.cast.get(m.id)?.kind === "person");
    if (
      pointer === undefined &&
      ((everyone(tokens[at]) && !mentions.some((m) => m.at === at)) || (whole && nobody))
    ) {
      const people = this.ensure("people", () => ({
        id: "people",
        kind: "person",
        role: "person",
        age: "adult",
      }));
      mentions.push({ id: people.id, at, word: tokens[at]?.surface });
      this.touch(people);
    }
  }

  /**
   * "Asha's pot slumped, and they both laughed", "la vasija de Asha se vino abajo, y los dos se echaron a
   * reír": a member of the group, or anyone the sentence names before its group word only as an owner or an
   * object, who does nothing drawn of their own there, does what the group does. One named after the group
   * word, or a sentence where someone stands up, leaves it.
   */
  private shareGroupPose(
    tokens: Token[],
    matches: Match[],
    mentions: Mention[],
    doers: Doer[],
    actions: Map<string, SceneAction>,
  ) {
    const group = this.groupRead;
    const language = this.language;
    if (!group || group.object || findVerbs(tokens, language).some((v) => v.action === "stand")) return;
    // "they both", "sie alle": the group's word may take the word after it along.
    const atGroup = (d: Doer) => Math.abs(d.at - group.at) <= 2;
    const only = (id: string) => doers.filter((d) => d.id === id).every(atGroup);
    const pose = doers.find((d) => d.person && atGroup(d) && only(d.id) && actions.has(d.id));
    // With every member named elsewhere, what the group does is what one more of them at its word would do.
    const one: Doer = { id: "\u0000group", at: group.at, person: true, bare: false };
    const action = pose
      ? actions.get(pose.id)
      : actionsOf(
          tokens,
          matches,
          [...doers, one].sort((a, b) => a.at - b.at),
          language,
        ).get(one.id);
    if (!action || action === "stand") return;
    // One named before the group word as its own clause's subject ("Mamá llamó a Pari y a Tinku, y los tres
    // subieron") did that clause's verb, a pose or none; an owner ("Asha's pot") or an object did nothing.
    // "Ravis Drachen": a name with the genitive -s only owns.
    const name = (d: Doer) => this.cast.get(d.id)?.name?.toLowerCase();
    const doneNothing = (d: Doer) =>
      d.object === true ||
      inGenitive(tokens, d.at, language) ||
      tokens[d.at]?.norm === `${name(d)}s` ||
      namedInObjectCase(tokens, d.at, d.bare === true, language);
    const before = doers.filter((d) => d.at < group.at).map((d) => d.id);
    for (const id of new Set([...before, ...group.ids])) {
      const own = doers.filter((d) => d.id === id);
      if (actions.has(id) || own.length === 0 || !own.every((d) => d.person)) continue;
      if (own.some((d) => d.object && d.at > group.at) || this.ownerAside(id, mentions, tokens)) continue;
      if (!own.every((d) => d.at >= group.at - 2 || doneNothing(d))) continue;
      // "நண்பர்கள் எல்லோரும் ஓடிவிட்டார்கள், ஆனால் ரவி பந்தை எடுத்தான்" (the friends all ran off, but Ravi took the
      // ball): one named after it is apart from the group.
      if (own.some((d) => d.at > group.at + 2)) continue;
      actions.set(id, action);
    }
  }

  /** A children's group word ("పిల్లలు", "its kids") owned by "its" after an animal the sentence names. */
  private youngOfAnimal(tokens: Token[], m: Match, mentions: Mention[]): boolean {
    const language = this.language;
    if (!namesGroup(tokens, m.start, language)) return false;
    const neuter = ITS_OWNERS[language].neuter;
    if (![m.start - 1, m.start - 2].some((i) => neuter.has(tokens[i]?.norm ?? ""))) return false;
    return mentions.some((x) => x.at < m.start && this.cast.get(x.id)?.kind === "animal");
  }

  /**
   * "its mother", "ಅದರ ತಾಯಿ", "su madre" after a sentence that named an animal (or with the animal named before
   * it): a parent word owned by the animal is an animal of its kind, drawn as one. An owner word that may be a
   * person's ("su", "उसकी") is the animal's only where the story has named nobody by name, and nobody comes
   * before it in the sentence.
   */
  private animalKin(tokens: Token[], m: Match, id: string, mentions: Mention[]): Cast | undefined {
    if (id !== "mother" && id !== "father") return undefined;
    const owners = ITS_OWNERS[this.language];
    const word = tokens[m.start - 1]?.norm ?? "";
    const neuter = owners.neuter.has(word);
    if (!neuter && !owners.either.has(word)) return undefined;
    const earlier = mentions.filter((x) => x.at < m.start).map((x) => this.cast.get(x.id));
    const creature =
      earlier.findLast((c) => c?.kind === "animal") ??
      (this.creatureLastSentence ? this.cast.get(this.creatureLastSentence) : undefined);
    if (creature?.kind !== "animal" || creature.icon === undefined) return undefined;
    if (!neuter) {
      if (earlier.some((c) => c?.kind === "person")) return undefined;
      if ([...this.cast.values()].some((c) => c.kind === "person" && c.name !== undefined)) return undefined;
    }
    const icon = creature.icon;
    return this.ensure(`${creature.id}-${id}`, () => ({
      id: `${creature.id}-${id}`,
      kind: "animal",
      role: "animal",
      age: "adult",
      icon,
    }));
  }

  /**
   * "அதற்குப் படுக்கை போட்டார்கள்", "శాండ్విచ్లు తిన్నారు", "ಹಾಸಿಗೆ ಮಾಡಿದರು": a last verb in the plural with no
   * subject written (nobody in the subject's case, no "they") is the story's people on stage, as "they" is;
   * a verb of respect for one (RESPECT_VERB) is the one the story named last.
   */
  private droppedThey(tokens: Token[], mentions: Mention[], historyBefore: string[]) {
    const language = this.language;
    const pp = RULES[language].postpositions;
    const words = tokens.map((t) => t.norm);
    const plural = pp ? pp.pluralVerb(words) : PLURAL_VERB[language]?.test(words.at(-1) ?? "") === true;
    const respect = RESPECT_VERB[language]?.test(words.at(-1) ?? "") === true;
    if (!plural && !respect) return;
    const possessives = PEOPLE_WORDS[language].possessives;
    const subject = mentions.some((m) => {
      if (this.cast.get(m.id)?.kind !== "person" || m.object) return false;
      const word = tokens[Math.ceil(m.at)]?.norm ?? "";
      if (pp) return pp.direct(tokens, Math.ceil(m.at));
      return !obliqueCase(word, language) && !possessives.has(word);
    });
    const they = tokens.some(
      (t) =>
        THEY_WORDS[language].has(t.norm) ||
        ALL_PEOPLE[language].has(t.norm) ||
        PEOPLE_WORDS[language].everyone.some((w) => t.norm.endsWith(w)),
    );
    if (subject || they) return;
    const from = mentions.length;
    if (plural) this.group(tokens, mentions, historyBefore, -0.5);
    // A crowd met on the way is no one's "they" where the story follows someone named: the plural of respect
    // ("ఆయనకి కాళ్లు నొప్పి పుట్టాయి; ... అరటిపండు తిన్నారు": his legs hurt, he ate a banana) is that one.
    const named = (id: string) => this.cast.get(id)?.name !== undefined;
    const last = [...historyBefore].reverse().find((id) => named(id) && !this.guessed.has(id));
    if (last && !mentions.slice(from).some((m) => named(m.id)) && !mentions.some((m) => m.id === last)) {
      mentions.splice(from);
      mentions.push({ id: last, at: -0.5 });
    }
    // Said by no word: drawn as a pronoun's people are, with no word to enter on.
    for (const m of mentions.slice(from)) m.word = undefined;
  }

  /** "Maya, a baker" / "a farmer named Ravi" / "விவசாயி ராமு": only articles, copulas and "named" between. */
  private apposed(tokens: Token[], nameAt: number, m: Match): boolean {
    const [from, to] = nameAt < m.start ? [nameAt + 1, m.start] : [m.end, nameAt];
    // A person word right after a name is not the name's ("ರಮ್ಯಾ ಅಜ್ಜಿಯ ಮನೆ": Ramya, at grandmother's house);
    // "Maya, a baker" and "ரவி என்ற விவசாயி" have a word between.
    // "ಕಮಲಾ ಅಜ್ಜಿ", "सुधा दादी", "ரோஸ் டீச்சர்": a family or school title right after a name in no case is the one
    // named; not one of the other gender ("అంజలి తాతయ్య": Anjali's grandfather).
    const name = tokens[nameAt];
    const given = givenNameIn(name?.surface ?? "", this.language)?.gender;
    const otherGender = m.concepts.some(
      (c) =>
        c.kind === "person" &&
        ((given === "f" && c.gender === "male") || (given === "m" && c.gender === "female")),
    );
    if (
      nameAt + 1 === m.start &&
      m.end === m.start + 1 &&
      (kinTitleAfterName(tokens, m.start, this.language) ||
        teacherTitleAt(tokens, m.start, this.language) ||
        // "रामू धोबी", "ರಾಮು ಅಗಸ": a job right after a name in no case is that worker, as a title is; not after a
        // name a title already gives a job ("ಡಾ. ಮೆಹ್ತಾ ರೈತನ": Dr Mehta, the farmer's).
        (isIndic(this.language) &&
          m.concepts.some(isJob) &&
          !obliqueCase(tokens[m.start]?.norm ?? "", this.language) &&
          !PEOPLE_WORDS[this.language].titles.has(tokens[nameAt - 1]?.norm ?? "") &&
          !/\.$/u.test(tokens[nameAt - 1]?.surface ?? ""))) &&
      !otherGender &&
      !pronounLike(name?.norm ?? "", this.language) &&
      !obliqueCase(name?.norm ?? "", this.language)
    )
      return true;
    // "भल्ला जी, सपेरा, दोपहर को आए", "ಭಲ್ಲಾ ಅವರು, ಒಬ್ಬ ವೈದ್ಯರು,": a person word set off by commas after a name
    // and its honorific is the name's.
    const honorific = nameAt < m.start && honorificAt(tokens, from, this.language) && tokens[from]?.comma;
    if (
      honorific &&
      to - from <= 2 &&
      tokens[m.end - 1]?.comma &&
      tokens.slice(from + 1, to).every((t) => !t.comma && APPOSITION[this.language].has(t.norm))
    )
      return true;
    if (nameAt > m.start && calledByName(tokens, m, tokens.slice(from, to), this.language)) return true;
    if (to - from > 3 || (nameAt < m.start && to === from)) return false;
    // "बिस्कुट एक बिल्ली के पास", "பிஸ்கட் ஒரு பூனையின் பக்கத்தில்": a word after the name in a case of its own
    // (beside a cat) is somebody else.
    if (nameAt < m.start && this.caseAfter(tokens, m.end - 1)) return false;
    // "Grandpa, Mira and Leo walked": a bare family word before a list of names is one of the list; "the
    // twins, Mira and Leo" names the list.
    const opener = tokens[m.start - 1]?.norm ?? "";
    const bare =
      m.concepts.some((c) => c.kind === "person" && KIN_IDS.has(c.id)) &&
      !DETERMINERS[this.language].has(opener) &&
      !PEOPLE_WORDS[this.language].possessives.has(opener);
    const listGoesOn = name?.comma === true || AND_WORDS[this.language].has(tokens[nameAt + 1]?.norm ?? "");
    if (nameAt > m.start && to === from && tokens[m.end - 1]?.comma && bare && listGoesOn) return false;
    if (nameAt > m.start && !listGoesOn && pluralAnimals(tokens, m, this.language)) return false;
    // "Mr Bhalla, the snake catcher, came": a worker of a trade set off by commas as well, closed by one or
    // the sentence's end.
    const worker = m.concepts.some((c) => c.kind === "person" && c.passing);
    const setOff = worker && (tokens[m.end - 1]?.comma === true || m.end >= tokens.length);
    if (
      nameAt < m.start &&
      (!name?.comma || setOff) &&
      compoundPersonWord(tokens.slice(from, to), m, this.language)
    )
      return true;
    // "Léo est un petit garçon", "ಇಶಾನ್ ಒಬ್ಬ ಪುಟ್ಟ ಹುಡುಗ": "little" between them as well (the child's own word).
    const between = (w: string) => APPOSITION[this.language].has(w) || LITTLE_WORDS[this.language].has(w);
    const words = tokens.slice(from, to);
    // "नीला की माँ": a name and a person word with only "of" between are an owner and the one owned.
    const genitive = RULES[this.language].postpositions?.genitive;
    if (nameAt < m.start && genitive && words.every((t) => genitive.has(t.norm))) return false;
    if (words.every((t) => between(t.norm))) return true;
    // "su perrita blanca, Pelusa", "sa petite chienne blanche, Pelote": a colour or a size may follow the
    // animal's or the relative's noun before the name set off after it.
    if (
      nameAt > m.start &&
      tokens[nameAt - 1]?.comma &&
      creatureOrKin(m) &&
      words.every(
        (t, k) =>
          (between(t.norm) || describesAfterNoun(t.norm, this.language)) &&
          (k === words.length - 1 || !t.comma),
      )
    )
      return true;
    // "I'm Grace, your presenter.", "Mrs Bell, his boss, smiled": a person word set off by commas after a
    // name, with only a possessive before it, is that name's.
    const last = tokens[m.end - 1];
    const closes =
      m.end >= tokens.length ||
      (last?.comma === true && !AND_WORDS[this.language].has(tokens[m.end]?.norm ?? ""));
    return (
      nameAt < m.start &&
      name?.comma === true &&
      closes &&
      words.length === 1 &&
      OWNER_WORDS[this.language].has(words[0]?.norm ?? "")
    );
  }

  /** The word at `at` takes a case of its own: a postposition after it, or an oblique ending joined on. */
  private caseAfter(tokens: Token[], at: number): boolean {
    const pp = RULES[this.language].postpositions;
    if (pp) return !pp.direct(tokens, at);
    return isIndic(this.language) && obliqueCase(tokens[at]?.norm ?? "", this.language);
  }

  private describe(c: Cast, concept: Concept) {
    if (concept.kind === "person") {
      if (c.role === "person" || concept.role !== "person") c.role = concept.role;
      c.age = concept.age;
      // "the groom, Rahul": a grown-up in every later scene, whatever makes a child of a name there.
      if (GROWN_UP_IDS.has(concept.id)) c.grown = true;
      this.vote(c, concept.gender);
    } else if (concept.kind === "animal" || concept.kind === "robot") {
      // "बिस्कुट एक बिल्ली के पास सो रहा था": an animal the story has drawn keeps its kind whatever
      // creature a later sentence stands beside it.
      if (c.kind === "animal" && c.icon !== undefined) return;
      c.kind = concept.kind;
      c.icon = concept.icon;
    }
  }

  /**
   * The look of each character, fixed for the whole video: a person's skin tone and hair follow their
   * name, else the story's language and places (looks.ts), else any tone.
   */
  looks(storyRegion: Region | null): Map<string, Omit<SceneCharacter, "word">> {
    const has = (icon: string) => fluentIconNames().has(icon);
    const out = new Map<string, Omit<SceneCharacter, "word">>();
    // A creature the story named later ("a puppy ... They called him Biscuit") is keyed by its word as well:
    // the scenes before the naming draw it with no name.
    for (const [key, c] of this.cast) {
      const gender = this.genderOf(c);
      const base = c.kind === "person" ? personIcon(c.role, gender, has) : (c.icon ?? c.id);
      const look =
        c.kind === "person"
          ? likelyLook(
              { icon: base, storyRegion, language: this.language, ...(c.name ? { name: c.name } : {}) },
              hash(c.id),
            )
          : null;
      out.set(key, {
        id: c.id,
        ...(c.name && key === c.id ? { name: c.name.slice(0, 60) } : {}),
        kind: c.kind,
        gender,
        age: c.age,
        icon: look && has(look.icon) ? look.icon : base,
        ...(look ? { skinTone: look.skinTone } : {}),
      });
    }
    return out;
  }
}

/** "un mozo", "une voisine": someone met in passing whom the dictionary reads with no gender takes the one
 * their article gives. */
function articleGender(matches: Match[], tokens: Token[], language: Language): Match[] {
  const articles = RULES[language].clitics?.articleGender;
  if (!articles) return matches;
  return matches.map((m) => {
    const article = tokens[m.start - 1]?.norm ?? "";
    const gender: Gender | null = articles.male.has(article)
      ? "male"
      : articles.female.has(article)
        ? "female"
        : null;
    const unsaid = (c: Concept) => c.kind === "person" && c.passing === true && c.gender === "unknown";
    if (!gender || !m.concepts.some(unsaid)) return m;
    return { ...m, concepts: m.concepts.map((c) => (unsaid(c) ? { ...c, gender } : c)) };
  });
}

/** "le bureau du chef de gare", "la boda de su prima", "der Hund eines Nachbarn": someone met in passing
 * after "of" or a genitive article only owns a thing. */
function notOwners(matches: Match[], tokens: Token[], language: Language): Match[] {
  const { clitics, capitalisedNouns } = RULES[language];
  const ofWords = clitics?.genitive ?? capitalisedNouns?.genitiveDeterminers;
  if (!ofWords) return matches;
  return matches.flatMap((m) => {
    const before = [tokens[m.start - 1]?.norm ?? "", tokens[m.start - 2]?.norm ?? ""];
    if (!before.some((w) => ofWords.has(w))) return [m];
    const kept = m.concepts.filter((c) => !(c.kind === "person" && c.passing));
    return kept.length === m.concepts.length ? [m] : kept.length > 0 ? [{ ...m, concepts: kept }] : [];
  });
}

/**
 * "बिल्ली का बच्चा" (a cat's child: a kitten), "ఏనుగు పిల్ల" (an elephant's young): a child word right after an
 * animal, or after its genitive, is that animal's young, drawn by the animal; no child is in the scene. So is
 * a word for the young that names an animal of its own ("an elephant calf": no cow), and a child word right
 * before an animal's ("a baby elephant").
 */
function youngOfAnimals(matches: Match[], tokens: Token[], language: Language): Match[] {
  const genitive = RULES[language].postpositions?.genitive;
  const young = (m: Match) =>
    m.concepts.length > 0 && m.concepts.every((c) => c.kind === "person" && c.age === "child");
  const youngWord = (m: Match) =>
    m.end === m.start + 1 &&
    YOUNG_ANIMAL_WORDS[language].has(tokens[m.start]?.norm ?? "") &&
    m.concepts.every((c) => c.kind === "animal");
  return matches.filter((m) => {
    if ((!young(m) && !youngWord(m)) || tokens[m.start - 1]?.comma) return true;
    const gap = genitive?.has(tokens[m.start - 1]?.norm ?? "") ? 1 : 0;
    const before = matches.find((b) => b.end === m.start - gap);
    // "a baby elephant": a child word right before an animal's is its young as well (where a subject does not
    // stand right before its object, as "ಮಕ್ಕಳು ಆನೆಯನ್ನು ನೋಡಿದರು" does: the children saw the elephant).
    const after =
      young(m) && !isIndic(language) && !tokens[m.end - 1]?.comma
        ? matches.find((b) => b.start === m.end)
        : undefined;
    if (after?.concepts.some((c) => c.kind === "animal")) return false;
    return (
      !before?.concepts.some((c) => c.kind === "animal") ||
      (before.end > 0 && tokens[before.end - 1]?.comma === true)
    );
  });
}

/**
 * "एक चायवाला", "ಟೀ ಮಾರುವವನು", "டீக்காரர்", "టీ అమ్మేవాడు": a word whose ending makes it one who sells or
 * deals in what its start names (AGENT_ENDINGS) is someone met in passing, not the thing it deals in; a
 * name or a person word the lexicon knows stays what it is.
 */
function agentNouns(
  matches: Match[],
  tokens: Token[],
  names: Map<number, string>,
  language: Language,
): Match[] {
  const endings = AGENT_ENDINGS[language];
  if (!endings) return matches;
  const out = [...matches];
  for (const t of tokens) {
    if (names.has(t.index) || t.norm in PRONOUNS[language]) continue;
    const found = endings.find(([ending]) => ending.test(t.norm));
    const stem = found?.[0].exec(t.norm)?.[1];
    if (!found || !stem || graphemeCount(stem, language) < 2) continue;
    const gender = found[1];
    const at = out.filter((m) => m.start <= t.index && t.index < m.end);
    // "दिवाली": a festival, a time or a place the lexicon knows is that.
    const other = (c: Concept) =>
      c.kind !== "object" && c.kind !== "animal" && !(c.kind === "place" && found[2] === "place-start");
    if (at.some((m) => m.end - m.start > 1 || m.concepts.some(other))) continue;
    const person: Concept = { kind: "person", id: stem, role: "person", gender, age: "adult", passing: true };
    // "గుర్రపువాడు", the horse man: the horse he leads stays; so does the garden of "ತೋಟಗಾರನು", the gardener.
    const animals = at.flatMap((m) => m.concepts.filter((c) => c.kind === "animal" || c.kind === "place"));
    for (const m of at) out.splice(out.indexOf(m), 1);
    out.push({ concepts: [person, ...animals], start: t.index, end: t.index + 1, surface: t.surface });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** A family word with "little" beside it ("his little sister", "sa petite sœur") is a child of its gender. */
function young<C extends Concept>(
  tokens: Token[],
  m: Match,
  c: C,
  language: Language,
): C | (Concept & { kind: "person" }) {
  if (c.kind !== "person" || c.age !== "adult") return c;
  // "एक बूढ़ी औरत": an old woman is an elder of her gender; "बूढ़े किसान": an old farmer is the farmer, old.
  if (RULES[language].postpositions?.old.has(tokens[m.start - 1]?.norm ?? ""))
    return { ...c, id: c.role === "person" ? `elder-${c.id}` : c.id, role: "elder", age: "elder" };
  const little = LITTLE_WORDS[language];
  const after = RULES[language].clitics?.adjectivesAfter ? (tokens[m.end]?.norm ?? "") : "";
  const old = OLD_WORDS[language];
  // "the old fisherman", "an old farmer", "el viejo campesino", "der alte Bauer", "ముసలి రైతు": an old
  // person is drawn as an elder of their gender, under the same id, so that "the farmer" later is the same
  // one (an old friend is a friend of long standing).
  if (old && c.id !== "friend") {
    if ((old.has(tokens[m.start - 1]?.norm ?? "") && !ageInYears(tokens, m.start - 1)) || old.has(after))
      return { ...c, role: "elder", age: "elder" };
  }
  if (!little.has(tokens[m.start - 1]?.norm ?? "") && !little.has(after)) return c;
  return { ...c, role: "child", age: "child" };
}

/** The numbers one to twelve, and the words that make them an age ("years", "old", "who is"). */
const CHILD_AGES: Record<Language, RegExp> = {
  en: /\b(?:who is|aged) (?:[2-9]|1[0-2]|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b|\b(?:[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[ -]years?[ -]old\b/u,
  es: /\b(?:[1-9]|1[0-2]|un|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce) años\b/u,
  fr: /\b(?:[1-9]|1[0-2]|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze) ans\b/u,
  de: /\b(?:[1-9]|1[0-2]|ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)(?: jahre alt|jährige)/u,
  hi: /(?<![0-9])(?:[1-9]|1[0-2]|एक|दो|तीन|चार|पाँच|पांच|छह|छः|सात|आठ|नौ|दस|ग्यारह|बारह) (?:साल|वर्ष) (?:की|का|के)/u,
  kn: /(?<![0-9])(?:[1-9]|1[0-2]|ಒಂದು|ಎರಡು|ಮೂರು|ನಾಲ್ಕು|ಐದು|ಆರು|ಏಳು|ಎಂಟು|ಒಂಬತ್ತು|ಹತ್ತು|ಹನ್ನೊಂದು|ಹನ್ನೆರಡು) ವರ್ಷದ/u,
  ta: /(?<![0-9])(?:[1-9]|1[0-2]|ஒரு|இரண்டு|மூன்று|நான்கு|ஐந்து|ஆறு|ஏழு|எட்டு|ஒன்பது|பத்து|பதினொரு|பன்னிரண்டு) வயது/u,
  te: /(?<![0-9])(?:[1-9]|1[0-2]|ఒక|రెండు|మూడు|నాలుగు|ఐదు|ఆరు|ఏడు|ఎనిమిది|తొమ్మిది|పది|పదకొండు|పన్నెండు) (?:ఏళ్ల|సంవత్సరాల)|(?:ఆరేళ్ల|ఏడేళ్ల|ఎనిమిదేళ్ల|తొమ్మిదేళ్ల|పదేళ్ల|ఐదేళ్ల|నాలుగేళ్ల|మూడేళ్ల)/u,
};

/** Whether the sentence gives someone an age under thirteen. */
function childAge(text: string, language: Language): boolean {
  return CHILD_AGES[language].test(text.toLowerCase());
}

/** The people a grandparent word draws: whoever is named beside one is a grandchild. */
const GRANDPARENTS: ReadonlySet<string> = new Set(["grandfather", "grandmother"]);

/** Object forms of "they" ("leur a apporté", "les trajo", "tras ellos", "followed them", "lief ihnen nach"):
 * never the subject of the verb. */
function objectThey(tokens: Token[], at: number, language: Language): boolean {
  return RULES[language].objectThey(tokens, at);
}

/** Genitive endings of Kannada and Tamil nouns ("ಚಿಕ್ಕಪ್ಪನ", "மாமாவின்": the uncle's). */
const GENITIVE: Record<Language, RegExp | null> = {
  kn: /[^್]ನ$/u,
  ta: /ின்$/u,
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
  te: null,
};

/** Kannada, Tamil and Telugu verbs of asking, as a sentence's last word after a quoted question ("ಕೇಳಿದರು",
 * "கேட்டார்", "అడిగింది"); Kannada and Tamil also hear with them, so only a question makes them asking. */
const ASK_VERBS: Record<Language, RegExp | null> = {
  kn: /^ಕೇಳಿದ(ರು|ಳು|ನು)$/u,
  ta: /^கேட்(டார்|டாள்|டான்|டார்கள்)$/u,
  te: /^అడిగ(ింది|ాడు|ారు)$/u,
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
};

/**
 * A kin word in its bare form is the genitive before a noun (Telugu): after the reflexive "తన" and before a
 * place or a thing ("తన మామయ్య పొలానికి": to her uncle's farm) the person only owns it, nobody on stage.
 */
function reflexiveOwner(
  tokens: Token[],
  matches: Match[],
  at: number,
  reflexive: ReadonlySet<string>,
  language: Language,
): boolean {
  if (!reflexive.has(tokens[at - 1]?.norm ?? "")) return false;
  // In a case of its own ("తన కొడుకుని కారులో": her son, in the car) it is no genitive.
  if (!lexiconFor(language).exact.has(tokens[at]?.norm ?? "")) return false;
  return matches.some(
    (m) => m.start === at + 1 && m.concepts.some((c) => c.kind === "place" || c.kind === "object"),
  );
}

/** Kannada, Tamil and Telugu "it" and the verb endings of a neuter subject ("ಓಡಿತು", "ஓடியது", "పారిపోయింది"). */
const INDIC_IT: Record<Language, { word: string; verb: RegExp } | null> = {
  kn: { word: "ಅದು", verb: /(ಿತು|ತು)$/u },
  ta: { word: "அது", verb: /(து)$/u },
  te: { word: "అది", verb: /(ంది)$/u },
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
};

/**
 * The Kannada, Tamil and Telugu "they" of beings that are no people ("ಅವು", "அவை", "అవి"): after a sentence of
 * animals it is those animals, never the story's people.
 */
const THEY_NOT_PEOPLE: Partial<Record<Language, string>> = { kn: "ಅವು", ta: "அவை", te: "అవి" };

/** "it" / "es" opening a sentence, and the words after it that make it nobody ("it was late", "es gibt"). */
const IT_WORDS: Record<Language, { word: string; notActions: ReadonlySet<string> } | null> = {
  en: {
    word: "it",
    notActions: new Set([
      "was",
      "is",
      "s",
      "got",
      "gets",
      "seemed",
      "seems",
      "looked",
      "felt",
      "had",
      "has",
      "will",
      "would",
      "took",
      "began",
      "started",
    ]),
  },
  de: {
    word: "es",
    notActions: new Set([
      "war",
      "ist",
      "gibt",
      "gab",
      "wurde",
      "wird",
      "regnete",
      "schneite",
      "schien",
      "sah",
      "hatte",
      "fing",
      "begann",
    ]),
  },
  es: null,
  fr: null,
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

/**
 * A teacher's students or pupils are school children ("एक शिक्षिका अपने छात्रों को लाई, और बच्चे नाचे": the
 * students are the children who dance): the children of the story, drawn as children, not as adults.
 */
function schoolchild<C extends Concept>(c: C): C | (Concept & { kind: "person" }) {
  if (c.kind !== "person" || c.role !== "student") return c;
  return { kind: "person", id: "child", role: "child", gender: c.gender, age: "child" };
}

/** A person the story has given no age, family title ("Aunt Rosa") or grown-up's word: one whom the company
 * they keep may make a child. */
function youngAtHeart(c: Cast): boolean {
  return (
    c.kind === "person" &&
    c.age === "adult" &&
    !c.grown &&
    !c.calledBy?.length &&
    (c.role === "person" || c.role === "friend")
  );
}

/**
 * Where the sentence counts its people as `says` reads them ("both", "the two", "all three"), else -1: not
 * before an animal ("both dogs").
 */
function countWord(
  tokens: Token[],
  matches: Match[],
  says: (tokens: Token[], at: number) => boolean,
): number {
  const at = tokens.findIndex((t) => says(tokens, t.index));
  if (at < 0) return -1;
  const animal = matches.some(
    (m) => m.start > at && m.start <= at + 2 && m.concepts.some((c) => c.kind === "animal"),
  );
  return animal ? -1 : at;
}

/** Whether the word at `at` names a group of children ("बच्चे", but not the singular "बच्चे ने / को"). */
function namesGroup(tokens: Token[], at: number, language: Language): boolean {
  const word = tokens[at]?.norm ?? "";
  const joined = languageProfiles[language].caseEndings === "joined";
  const pp = RULES[language].postpositions;
  if (pp && word === pp.children && pp.postpositions.has(tokens[at + 1]?.norm ?? "")) return false;
  // "Kabir and his friends", "the boys": friends of a child, and boys or girls, are children too; a friends
  // word may follow the possessive the lexicon reads with it ("उसके दोस्तों").
  const { friends, children, possessives } = PEOPLE_WORDS[language];
  const after = possessives.has(word) ? (tokens[at + 1]?.norm ?? "") : "";
  if (friends.includes(after)) return true;
  return [...CHILD_GROUP_WORDS[language], ...friends, ...children].some(
    (w) => word === w || (joined && isIndic(language) && word.startsWith(w)),
  );
}

/**
 * A parent word ("the mother bird", "माँ चिड़िया") that the next word, an animal, says is of that animal's
 * kind. Where the language has articles the parent word follows one: "Mamá llamó" (Mum called) is Mum, the
 * verb after her no animal.
 */
function parentOfAnimal(
  tokens: Token[],
  m: Match,
  id: string,
  matches: Match[],
  language: Language,
): boolean {
  if (id !== "mother" && id !== "father") return false;
  const articles = DETERMINERS[language];
  if (articles.size > 0 && !articles.has(tokens[m.start - 1]?.norm ?? "")) return false;
  return matches.some((x) => x.start === m.end && x.concepts.some((c) => c.kind === "animal"));
}

/**
 * A German word after a genitive article ("des Dachs") that is also the genitive of another word the lexicon
 * has ("Dach" + "-s"): the other word's genitive, not the animal its nominative names ("Dachs", a badger).
 */
function genitiveLookAlike(tokens: Token[], m: Match, language: Language): boolean {
  const genitive = RULES[language].capitalisedNouns?.genitiveDeterminers;
  const t = tokens[m.start];
  if (!genitive || !t || m.end !== m.start + 1 || !genitive.has(tokens[m.start - 1]?.norm ?? ""))
    return false;
  if (!m.concepts.some((c) => c.kind === "animal")) return false;
  const exact = lexiconFor(language).exact;
  const stem =
    /es$/u.test(t.norm) && exact.has(t.norm.slice(0, -2)) ? t.norm.slice(0, -2) : t.norm.slice(0, -1);
  return t.norm.endsWith("s") && exact.has(t.norm) && exact.has(stem) && stem !== t.norm;
}

/**
 * A family title and a name, words `first` to `last`, that are surely one person: where the subject may
 * stand after the verb (German), only where the pair opens its clause or an article follows it ("öffnete
 * Oma Elsa das Fenster"); "brachte Oma Meera in der Küche bei" may be Grandma teaching Meera.
 */
function titleOfSubject(tokens: Token[], first: number, last: number, language: Language): boolean {
  if (!RULES[language].verbSecond) return true;
  const before = tokens[first - 1];
  return (
    before === undefined ||
    before.comma === true ||
    AND_WORDS[language].has(before.norm) ||
    DETERMINERS[language].has(tokens[last + 1]?.norm ?? "")
  );
}

/**
 * "Bablu the rickshaw man", "Rosa the flower girl": the words between a name and the person word after it
 * are an article and one or two nouns that make the person word a compound of its own, which names the
 * one named (a language that puts the head word last, without case endings).
 */
function compoundPersonWord(between: Token[], m: Match, language: Language): boolean {
  const [article, ...nouns] = between;
  if (RULES[language].headWord !== "last" || isIndic(language) || m.end !== m.start + 1) return false;
  if (!article || article.comma || !DETERMINERS[language].has(article.norm)) return false;
  if (!APPOSITION[language].has(article.norm) || nouns.length === 0 || nouns.length > 2) return false;
  return nouns.every(
    (t) =>
      !t.comma &&
      !FUNCTION_WORDS[language].has(t.norm) &&
      !APPOSITION[language].has(t.norm) &&
      PRONOUNS[language][t.norm] === undefined,
  );
}

/** Children's kin words whose plural keeps one gender ("hijas", "కూతుళ్ళు"). */
const SAME_GENDER_KIN: ReadonlySet<string> = new Set(["son", "daughter", "grandson", "granddaughter"]);

/** A second child of a group, beside the first: the other gender (a boy beside a "child"), the same action;
 * nameless where the first is a named child ("the children" beside Olive: Olive and another child). Sons
 * and daughters ("her daughters") are two of the same gender. */
function secondChild(c: SceneCharacter): SceneCharacter {
  const has = (icon: string) => fluentIconNames().has(icon);
  // A "child" (no gender) beside a girl looks like two girls: beside a boy, the group is mixed.
  const sameGender = SAME_GENDER_KIN.has(c.id) || (c.name === undefined && c.gender !== "unknown");
  const gender: Gender = sameGender ? c.gender : c.gender === "male" ? "female" : "male";
  const { word: _word, name: _name, ...rest } = c;
  return { ...rest, id: `${c.id}-2`.slice(0, 60), gender, icon: personIcon("child", gender, has) };
}

/** "his", "her", "their" before a family word, in the Indian languages. */
/** Pronouns only ever an object ("um ihn", "gave him"): someone a verb is done to, never its subject. */
const OBJECT_CASE: Record<Language, ReadonlySet<string> | null> = {
  en: new Set(["him"]),
  de: new Set(["ihn", "ihm"]),
  es: null,
  fr: null,
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

function objectCase(word: string, language: Language): { object?: true } {
  return OBJECT_CASE[language]?.has(word) ? { object: true } : {};
}

/** German "ihr" right before an article, a preposition or an adverb, past the sentence's first word ("Die
 * Ärztin gab ihr eine Salbe"): "to her", not "her" owning the next word nor "you" (DATIVE_HER). */
function dativeHer(tokens: Token[], at: number, language: Language): boolean {
  const dative = DATIVE_HER[language];
  const t = tokens[at];
  if (!dative || at === 0 || t?.norm !== dative.word) return false;
  const next = tokens[at + 1];
  return t.comma === true || next === undefined || dative.before.has(next.norm);
}

/** The one named last before a pronoun is one who may act on it: someone named (English: anyone), not the
 * same person again as an object ("ಅವಳನ್ನು ಎಬ್ಬಿಸಿ, ಅವಳಿಗೆ ...": woke her and gave her, both her). */
function actorBefore(before: Mention[], tokens: Token[], language: Language): boolean {
  const last = before.at(-1);
  if (!last) return false;
  if (RULES[language].fewEndings?.objectHimHer) return true;
  return last.object !== true && NOT_SUBJECT_CASE[language]?.has(tokens[last.at]?.norm ?? "") !== true;
}

/** "gave him", "schenkte ihm", "gab ihr", "ಅವಳಿಗೆ ಕೊಟ್ಟರು": a pronoun of the object's case is
 * not the one named last before it, its clause's subject (who says "himself", "sich", "ತನ್ನ" of themself). */
function objectOfVerb(
  tokens: Token[],
  at: number,
  language: Language,
  dative: boolean,
  objectHimHer: ((tokens: Token[], at: number) => boolean) | null,
): boolean {
  if (objectHimHer) return objectHimHer(tokens, at);
  const word = tokens[at]?.norm ?? "";
  return (
    dative || objectCase(word, language).object === true || NOT_SUBJECT_CASE[language]?.has(word) === true
  );
}

/** "and his / her" after a name, before the relative it is joined to (en, es, fr, de). */
const KIN_AFTER_AND: Record<Language, RegExp | null> = {
  en: /^and (his|her)$/u,
  es: /^[ye] (su|sus)$/u,
  fr: /^et (son|sa|ses)$/u,
  de: /^und (ihr|ihre|ihren|ihrem|sein|seine|seinen|seinem)$/u,
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

const KIN_OWNERS: Record<Language, ReadonlySet<string> | null> = {
  hi: new Set(["उसके", "उसकी", "उसका", "उनके", "उनकी", "उनका", "अपने", "अपनी", "अपना"]),
  kn: new Set(["ಅವಳ", "ಅವನ", "ತನ್ನ", "ಅವರ"]),
  ta: new Set([
    "அவள்",
    "அவன்",
    "தன்",
    "அவளுடைய",
    "அவனுடைய",
    "அவருடைய",
    "அவரது",
    "அவர்",
    "அவர்களுடைய",
    "அவர்களின்",
    "அவர்களது",
  ]),
  te: new Set(["ఆమె", "అతని", "వాడి", "తన", "వాళ్ల", "వాళ్ళ", "అతడి", "ఆయన"]),
  en: null,
  es: null,
  fr: null,
  de: null,
};

/** Relative participles of being somewhere or sitting, before the one they describe ("ಕುಳಿತಿದ್ದ ತಾರಾ",
 * "உட்கார்ந்திருந்த தாரா", "కూర్చున్న తార": Tara, who sat). */
const PARTICIPLE_BEFORE: Partial<Record<Language, RegExp>> = {
  kn: /ಿದ್ದ$/u,
  ta: /ிருந்த$/u,
  te: /(?<!ఉ)న్న$/u,
};

/** The word at `at` follows such a participle, with no comma between them. */
function describedByParticiple(tokens: Token[], at: number, language: Language): boolean {
  const before = tokens[at - 1];
  return before !== undefined && !before.comma && PARTICIPLE_BEFORE[language]?.test(before.norm) === true;
}

/** The words that make an animal someone's pet: "his / her / their" and "own". */
function petOwners(language: Language): ReadonlySet<string> {
  return new Set([...(KIN_OWNERS[language] ?? []), ...(REFLEXIVES[language] ?? [])]);
}

/**
 * The word at `at` joined by "and" to "his / her" and a person word: "X और उसके दादाजी", "X ಮತ್ತು ಅವಳ ತಾತ";
 * Tamil joins both with "-உம்" ("தாராவும் அவள் தாத்தாவும்"), Telugu with a comma ("తార, ఆమె తాతయ్య").
 */
function withKin(tokens: Token[], at: number, matches: Match[], language: Language): boolean {
  const owners = KIN_OWNERS[language];
  const t = tokens[at];
  if (!owners || !t) return false;
  const rules = RULES[language];
  // A verb that ends a clause before "and his sister" is nobody ("ढोल बजा रहा था और उसकी बड़ी बहन",
  // "డోలు వాయిస్తున్నాడు, అతని అక్క": he was playing the drum, and his big sister...).
  if (rules.postpositions?.chain.has(t.norm)) return false;
  if (rules.joinedEndings?.kinEndsClause?.test(t.norm)) return false;
  let owner = at + 1;
  if (rules.joinedEndings?.andSuffix) {
    if (!rules.joinedEndings.andSuffix.test(t.norm)) return false;
  } else if (rules.joinedEndings?.commaJoins && t.comma) {
    // "తార, ఆమె తాతయ్య": the comma joins them.
  } else if (AND_WORDS[language].has(tokens[at + 1]?.norm ?? "")) owner = at + 2;
  else return false;
  if (!owners.has(tokens[owner]?.norm ?? "")) return false;
  // "ರೋಸಾ ಮತ್ತು ಅವಳ ಪುಟ್ಟ ತಮ್ಮ": a brother the lexicon leaves out (ownedKinAt) is family too.
  return (
    personWithin(matches, owner + 1, owner + 3) ||
    [owner + 1, owner + 2].some((i) => ownedKinAt(tokens, i, owners, language))
  );
}

/** Endings of the case of where (on the bridge, in the bucket) that no name takes before an honorific: narrower
 * than MODIFIER_WORDS' locativeAfter, whose Tamil "-இல்" also ends names (சுனில், நிகில்). */
const PLACE_CASE: Partial<Record<Language, RegExp>> = {
  kn: /(ದಲ್ಲಿ|ಯಲ್ಲಿ)$/u,
  ta: /(த்தில்|ட்டில்|ற்றில்|யில்)$/u,
  te: /(లో|లోనే)$/u,
};

/** Words for a man or a woman that a job set off by commas may be described by before a name. */
const PLAIN_PERSON: Record<Language, ReadonlySet<string>> = {
  en: new Set(["man", "woman", "person", "boy", "girl", "fellow", "lady"]),
  es: new Set(["hombre", "mujer", "chico", "chica", "muchacho", "muchacha", "señor", "señora"]),
  fr: new Set(["homme", "femme", "garçon", "fille", "monsieur", "dame"]),
  de: new Set(["mann", "frau", "junge", "mädchen", "kerl"]),
  hi: new Set(),
  kn: new Set(),
  ta: new Set(),
  te: new Set(),
};

/**
 * Whether the person word `m` and the name after it, with the words `between`, are one person:
 * "The mechanic, a thin man called Anwar," (a job set off by a comma, then an article, a plain word for a person
 * with at most two describing words, and the word that names) or "un hombre delgado llamado Anwar" (a plain
 * word for a person, its describing words after it, and the word that names).
 */
function calledByName(tokens: Token[], m: Match, between: Token[], language: Language): boolean {
  const last = between.at(-1);
  if (!last || !NAME_MARKERS[language].has(last.norm)) return false;
  const plain = (t: Token | undefined) => PLAIN_PERSON[language].has(t?.norm ?? "");
  if (plain(tokens[m.end - 1]) && between.length <= 3 && between.every((t) => !t.comma)) return true;
  const first = between[0];
  const middle = between.slice(1, -1);
  return (
    tokens[m.end - 1]?.comma === true &&
    between.length >= 3 &&
    between.length <= 5 &&
    APPOSITION[language].has(first?.norm ?? "") &&
    middle.every((t) => !t.comma) &&
    middle.some(plain)
  );
}

/** An unknown word where only a name stands: after "little" as the sentence's second word, or right after
 * a family word that "his / her" owns (up to one word between them: "उसकी बड़ी बहन अनु"). */
function unknownNameAt(
  tokens: Token[],
  at: number,
  matched: Map<number, Match>,
  language: Language,
): boolean {
  const word = tokens[at]?.norm ?? "";
  const pp = RULES[language].postpositions;
  if (pp && (pp.chain.has(word) || pp.postpositions.has(word))) return false;
  if (at === 1 && LITTLE_WORDS[language].has(tokens[0]?.norm ?? "")) return true;
  const kin = matched.get(at - 1);
  if (!kin || kin.end !== at || !kin.concepts.some((c) => c.kind === "person" && NAMED_RELATIVES.has(c.id)))
    return false;
  if (!oneRelativeNamed(tokens, at, language)) return false;
  const owners = KIN_OWNERS[language];
  if (owners !== null && [kin.start - 1, kin.start - 2].some((i) => owners.has(tokens[i]?.norm ?? "")))
    return true;
  // "పాలవాడి కొడుకు రాజు", "ಕುಂಬಾರನ ಮೊಮ್ಮಗಳು ಲತಾ": a person word in a case that is no subject owns the kin.
  const owner = matched.get(kin.start - 1);
  return (
    isIndic(language) &&
    owner?.end === kin.start &&
    owner.concepts.some((c) => c.kind === "person") &&
    obliqueCase(tokens[kin.start - 1]?.norm ?? "", language)
  );
}

/**
 * "ಜಾತ್ರೆಯಲ್ಲಿ ಪುಟ್ಟ ಕಿನ್ಲೆ ಅಪ್ಪನ ಕೈ ಹಿಡಿದ" (at the fair little Kinley held his father's hand): a word no list
 * has, right after "little" inside the sentence, in no case, where the verb says who acts, is the child's
 * name. The caller keeps it only where the story writes the word again, as a name is and a small thing seldom
 * is ("ಪುಟ್ಟ ಗುಡಿಸಲು").
 */
function littleOneAt(tokens: Token[], at: number, verbAt: ReadonlySet<number>, language: Language): boolean {
  const t = tokens[at];
  const little = tokens[at - 1];
  if (!t || !little || at < 2 || little.comma || !LITTLE_WORDS[language].has(little.norm)) return false;
  // Hindi writes "-ish" apart ("छोटी सी चुहिया": a smallish mouse), and its names act before "ने".
  return (
    languageProfiles[language].caseEndings === "joined" &&
    !t.comma &&
    !verbAt.has(at) &&
    !LITTLE_WORDS[language].has(t.norm) &&
    !pronounLike(t.norm, language) &&
    !obliqueCase(t.norm, language) &&
    !REFLEXIVES[language]?.has(t.norm) &&
    !dictionaryHas(t.norm, language) &&
    subjectGender(tokens, language) !== "unknown"
  );
}

/** A word the name rules beside a title, a job or a person word never take: a reflexive, a little word, a
 * word for old, a pronoun or a postposition, or a word in an oblique case. */
function neverAName(word: string, language: Language): boolean {
  return (
    (REFLEXIVES[language]?.has(word) ?? false) ||
    LITTLE_WORDS[language].has(word) ||
    (OLD_WORDS[language]?.has(word) ?? false) ||
    pronounLike(word, language) ||
    obliqueCase(word, language)
  );
}

/** A pronoun, a possessive or a postposition of any person or case ("उनके", "ने", "அவர்களுடைய"): no name. */
function pronounLike(word: string, language: Language): boolean {
  const pp = RULES[language].postpositions;
  const sets = [
    THEY_WORDS[language],
    PEOPLE_WORDS[language].possessives,
    PEOPLE_WORDS[language].ownerMarks.words,
    KIN_OWNERS[language],
    pp?.postpositions,
    pp?.chain,
    pp?.possessives,
    pp?.notSubjectPronouns,
    pp?.thirdPerson,
  ];
  if (sets.some((s) => s?.has(word)) || word in PRONOUNS[language]) return true;
  // In the scripts that join endings, a pronoun with a case on it ("அவர்களுக்கு", "వాళ్ళకి").
  if (languageProfiles[language].caseEndings !== "joined") return false;
  const virama = languageProfiles[language].virama;
  const stems = [...Object.keys(PRONOUNS[language]), ...THEY_WORDS[language]].map((p) =>
    virama && p.endsWith(virama) ? p.slice(0, -virama.length) : p,
  );
  return stems.some((p) => [...p].length >= 2 && word.startsWith(p));
}

/** A subject pronoun follows the word ("ಮರುದಿನ ಅವಳು...", "மறுநாள் அவள்...": the next day, she...): the
 * word before it is the time or place of the clause, not its subject. */
function subjectPronounNext(tokens: Token[], at: number, language: Language): boolean {
  const next = tokens[at + 1]?.norm ?? "";
  return (
    next in PRONOUNS[language] &&
    (!obliqueCase(next, language) || NOMINATIVE_PRONOUNS[language].has(next)) &&
    !REFLEXIVES[language]?.has(next)
  );
}

/** A word before Telugu's "-ంది" a first reading may take for its subject: no verb, in no case, no place. */
function teluguSubjectGuess(
  tokens: Token[],
  at: number,
  verbAt: ReadonlySet<number>,
  language: Language,
): boolean {
  const word = tokens[at]?.norm ?? "";
  return (
    at < tokens.length - 2 &&
    !verbAt.has(at) &&
    !obliqueCase(word, language) &&
    !PEOPLE_WORDS[language].openingEndings?.test(word)
  );
}

/** A subject pronoun stands later in the sentence ("ಮನೆಗೆ ಹಿಂದಿರುಗುವ ಬಸ್ಸಿನಲ್ಲಿ ಅವನು ... ನಿದ್ದೆ ಹೋದ": in the bus
 * going home, he slept): the words of the opening before it are its time or place, none the subject. */
function subjectPronounAfter(tokens: Token[], at: number, language: Language): boolean {
  return tokens.slice(at).some((t) => subjectPronounNext(tokens, t.index - 1, language));
}

/** Where the first clause's verb gives the gender (genderClauseEnd), a subject pronoun in that clause after `at`
 * is who acts ("ಯಾವ ಬಟನ್ ಒತ್ತಬೇಕು ಎಂದು ಅವಳು ತೋರಿಸಿದಳು;": she showed which button to press), no word before it. */
function pronounActsInFirstClause(tokens: Token[], at: number, language: Language): boolean {
  if (RULES[language].postpositions) return false;
  const end = genderClauseEnd(tokens, language);
  return end < tokens.length - 1 && subjectPronounAfter(tokens.slice(0, end + 1), at + 1, language);
}

/** A genitive owning the next word, a subject pronoun after both ("ಶಾಲೆಯ ಆಟದ ದಿನ ಅವಳು...": on the day of
 * the school's game, she...): the owner and its noun are the clause's time or place, the pronoun its
 * subject. */
function ownerBeforePronoun(
  tokens: Token[],
  at: number,
  verbAt: ReadonlySet<number>,
  language: Language,
): boolean {
  const genitive = RULES[language].joinedEndings?.genitiveEnding;
  return (
    genitive?.test(tokens[at]?.norm ?? "") === true &&
    !tokens[at]?.comma &&
    !verbAt.has(at + 1) &&
    subjectPronounNext(tokens, at + 1, language)
  );
}

/**
 * The word at `at` opens the clause of a reflexive "own" after it, in a language that joins its endings on:
 * only an opening of time, place or manner stands before it in the clause ("ರಾತ್ರಿ ಊಟದ ನಂತರ", "తెల్లవారకముందే",
 * a locative, a converb), and no person word in no case, no pronoun and no name stands between it and "own",
 * as the subject would be that one. The words between may be a converb, an object or an adverb.
 */
function ownSubjectAt(
  tokens: Token[],
  at: number,
  matched: ReadonlyMap<number, Match>,
  language: Language,
  named: (i: number) => boolean,
): boolean {
  const own = tokens.findIndex(
    (t, i) => i > at && REFLEXIVES[language]?.has(t.norm) === true && !clauseBreak(tokens, at, i),
  );
  if (own < 0 || clauseBreak(tokens, at, own)) return false;
  let start = at;
  while (start > 0 && !tokens[start - 1]?.comma && !tokens[start - 1]?.semicolon) start--;
  for (let i = start; i < at; i++) if (!clauseOpening(tokens, i, matched, language)) return false;
  for (let i = at + 1; i < own; i++) {
    const t = tokens[i];
    const m = matched.get(i);
    if (!t || named(i)) return false;
    const subjectCase = !obliqueCase(t.norm, language) || NOMINATIVE_PRONOUNS[language].has(t.norm);
    if (subjectCase && t.norm in PRONOUNS[language]) return false;
    if (subjectCase && m?.start === i && m.concepts.some((c) => c.kind === "person")) return false;
  }
  return true;
}

/** A comma or semicolon closes a clause somewhere from word `from` up to before word `to`. */
function clauseBreak(tokens: Token[], from: number, to: number): boolean {
  return tokens.slice(from, to).some((t) => t.comma || t.semicolon);
}

/** A word that opens a clause before its subject: a time or the weather, a word in a case no subject takes or
 * a genitive owning the next word, a locative, a converb or a "when" clause's end, an adverb or a word that is
 * never a name ("ನಂತರ": after). */
function clauseOpening(
  tokens: Token[],
  i: number,
  matched: ReadonlyMap<number, Match>,
  language: Language,
): boolean {
  const word = tokens[i]?.norm ?? "";
  const joins = RULES[language].joinedEndings;
  const m = matched.get(i);
  if (m?.concepts.some((c) => c.kind === "person" || c.kind === "animal")) return false;
  // "குட்டி பிட்டு": a noun follows "little", though it ends as a converb does.
  if (LITTLE_WORDS[language].has(tokens[i - 1]?.norm ?? "")) return false;
  return (
    timeOrWeather(m) ||
    obliqueCase(word, language) ||
    joins?.genitiveEnding?.test(word) === true ||
    PEOPLE_WORDS[language].openingEndings?.test(word) === true ||
    WHILE_ENDS[language]?.test(word) === true ||
    joins?.converb?.test(word) === true ||
    notAName(word, language)
  );
}

function personWithin(matches: Match[], from: number, to: number): boolean {
  return matches.some((m) => m.start >= from && m.start < to && m.concepts.some((c) => c.kind === "person"));
}

function normalName(surface: string): string {
  return surface.normalize("NFC").toLowerCase();
}

function oppositeOf(g: Gender): Gender {
  return g === "female" ? "male" : g === "male" ? "female" : "unknown";
}

function castOf(concept: Concept): Omit<Cast, "votes"> {
  if (concept.kind === "person")
    return {
      id: concept.id,
      kind: "person",
      role: concept.role,
      age: concept.age,
      ...(concept.passing ? { passing: true as const } : {}),
    };
  if (concept.kind === "animal" || concept.kind === "robot") {
    return { id: concept.id, kind: concept.kind, role: concept.kind, age: "adult", icon: concept.icon };
  }
  throw new Error(`not a character: ${concept.kind}`);
}

/** Hindi "रविवार को पूरा शहर संगीत उत्सव के लिए पार्क में आया": a town or village in no case, before more of
 * the sentence, is the subject (the whole town came); "फिर गाँव गया" (went to the village) keeps its person.
 * (The Dravidian languages join the case to the noun: their town words are read by the lexicon's stems.) */
function townActs(tokens: Token[], matches: Match[], postpositions: ReadonlySet<string>): boolean {
  return matches.some(
    (m) =>
      m.concepts.some((c) => c.kind === "place" && BROAD_PLACES.has(c.place) && c.place !== "street") &&
      m.end < tokens.length - 1 &&
      !postpositions.has(tokens[m.end]?.norm ?? ""),
  );
}

/** A word for "from" that ends at `at`: one word, or two ("out of"). */
function fromWordAt(tokens: Token[], at: number, language: Language): boolean {
  const from = FROM_WORDS[language];
  const word = tokens[at];
  if (!word) return false;
  const pair = tokens[at - 1] && !tokens[at - 1]?.comma ? `${tokens[at - 1]?.norm} ${word.norm}` : "";
  return from.has(word.norm) || from.has(pair);
}

/** "ran in from the garden", "ran out of the house", "arrivé du jardin", "ತೋಟದಿಂದ": the place someone
 * comes from. */
function cameFrom(tokens: Token[], m: Match, language: Language): boolean {
  const before = tokens[m.start - 1]?.norm ?? "";
  const joined = VERB_LAST_ELSEWHERE[language];
  return (
    fromWordAt(tokens, m.start - 1, language) ||
    (DETERMINERS[language].has(before) && fromWordAt(tokens, m.start - 2, language)) ||
    (joined !== null &&
      (joined.from.test(tokens[m.end - 1]?.norm ?? "") || joined.fromAfter.has(tokens[m.end]?.norm ?? "")))
  );
}

/** Whether a place word is one of PART_HEADS with its modifier: a thing's noun before it, a noun after
 * "de", or a German compound's first part. */
function namesPartOfPlace(tokens: Token[], m: Match, matches: Match[], language: Language): boolean {
  const { heads, of } = PART_HEADS[language];
  const word = tokens[m.end - 1]?.norm ?? "";
  // A compound the lexicon knows as a whole ("Wartezimmer") names its own place.
  if (languageProfiles[language].compoundNouns && m.end - m.start === 1)
    return (
      !lexiconFor(language).exact.has(word) &&
      heads.some((h) => word.endsWith(h) && word.length >= h.length + 3)
    );
  if (!heads.some((h) => word === h || (isIndic(language) && word.startsWith(h)))) return false;
  if (of) {
    const joined = tokens[m.end];
    const noun = tokens[m.end + (DETERMINERS[language].has(tokens[m.end + 1]?.norm ?? "") ? 2 : 1)];
    return (
      !tokens[m.end - 1]?.comma &&
      joined !== undefined &&
      of.has(joined.norm) &&
      noun !== undefined &&
      !FUNCTION_WORDS[language].has(noun.norm) &&
      !matches.some((n) => n.start === noun.index && n.concepts.some((c) => c.kind === "person"))
    );
  }
  const before = tokens[m.start - 1];
  return (
    before !== undefined &&
    !before.comma &&
    matches.some((n) => n.end === m.start && n.concepts.every((c) => c.kind === "object"))
  );
}

/** "desde", "du", "vom", "से": the words of a roof phrase that say something comes down from it. */
const FROM_A_ROOF = /^(from|off|desde|del|depuis|du|vom|से)$/u;

/**
 * A roof phrase nobody owns: someone up on it is at home, but what comes down from one ("a monkey jumped
 * from the roof" at the bus stand) only says where a story that is nowhere yet is.
 */
function roofPhrase(tokens: Token[], m: Match): Concept {
  const from = tokens.slice(m.start, m.end).some((t) => FROM_A_ROOF.test(t.norm));
  return from ? { kind: "place", place: "home", hint: true } : { kind: "place", place: "home", yields: true };
}

/**
 * A part of a place ("carried it to the ticket office", "zum Fundbüro"): a hint of its place, which keeps
 * the place the story is in and names one only for a story that has none yet.
 */
function partsOfPlaces(tokens: Token[], matches: Match[], language: Language): Match[] {
  return matches.map((m) => {
    if (buildingNamesStreet(tokens, m, matches, language)) return { ...m, concepts: [] };
    if (!m.concepts.some((c) => c.kind === "place" && !c.hint)) return m;
    // A roof nobody owns is the home's in a phrase that says someone is on it ("on the roof"), and no
    // place by itself ("under the little roof" of a bus stop, "rain on the roof").
    // "on the roof of a bus", "बस की छत पर", "ಬಸ್ಸಿನ ಛಾವಣಿಯ ಮೇಲೆ": a vehicle's roof is no place; the story
    // keeps its own.
    if (m.concepts.some((c) => c.kind === "place" && c.around) && partOfVehicle(tokens, m, matches, language))
      return { ...m, concepts: m.concepts.filter((c) => c.kind !== "place") };
    if (m.concepts.some((c) => c.kind === "place" && c.around) && !owned(tokens, m, matches, language))
      return { ...m, concepts: m.end - m.start > 1 ? [roofPhrase(tokens, m)] : [] };
    // "the kitchen window", "la ventana de la cocina", "रसोई की खिड़की": a room or a building named as what a
    // thing belongs to says where a story that has no place is; "three schoolchildren", "स्कूली बच्चे", "ಶಾಲಾ
    // ಮಕ್ಕಳು": one named as what a person belongs to says who they are, not where.
    const owns = buildingOwns(tokens, m, matches, language);
    if (owns === "person") return { ...m, concepts: m.concepts.filter((c) => c.kind !== "place") };
    if (owns === "thing")
      return {
        ...m,
        concepts: m.concepts.map((c) => (c.kind === "place" ? { ...c, hint: true, owner: true } : c)),
      };
    if (addressOfWay(tokens, m, language))
      return {
        ...m,
        concepts: m.concepts.map((c) => (c.kind === "place" ? { kind: "place", place: "street" } : c)),
      };
    if (namesPartOfPlace(tokens, m, matches, language))
      return { ...m, concepts: m.concepts.map((c) => (c.kind === "place" ? { ...c, hint: true } : c)) };
    const modifier = placeModifier(tokens, m, matches, language);
    if (modifier === null) return m;
    // A street's name ("Hill Street") draws neither the hill nor its things; another modifier ("ಕಾಡಿನ
    // ದಾರಿ", the forest's path) keeps its place, giving way to one the sentence is in.
    return {
      ...m,
      concepts: m.concepts.flatMap((c): Concept[] =>
        c.kind === "place"
          ? modifier === "name"
            ? []
            : [{ ...c, yields: true }]
          : c.kind === "object"
            ? []
            : [c],
      ),
    };
  });
}

/**
 * A room or a building (an indoor place, and nothing else the word draws) named as the modifier of the noun
 * it belongs to: right before it bare, or in the genitive (RULES' thingGenitive: "रसोई की खिड़की", "ಅಡುಗೆಮನೆಯ
 * ಕಿಟಕಿ", "பள்ளிக் குழந்தைகள்"), or after the noun and "de" in Spanish and French ("la ventana de la cocina").
 * "person" where that noun is someone ("the school children"), "thing" where it is a thing, else null. German
 * joins the two in one compound ("Küchenfenster", "Schulkinder"), which names no place.
 */
function buildingOwns(
  tokens: Token[],
  m: Match,
  matches: Match[],
  language: Language,
): "person" | "thing" | null {
  if (!m.concepts.every((c) => c.kind === "place" && !c.hint)) return null;
  // An outdoor place written right before a thing as one noun ("the street lights", "వీధి దీపాలు") owns it
  // the same way; before a person ("the village children") it still says where they are, and in a genitive
  // ("el reloj de la plaza") it is the place the thing is in.
  const indoor = m.concepts.every((c) => c.kind === "place" && INDOOR_PLACES.has(c.place));
  const owner = ownerKind(tokens, m, matches, indoor, language);
  return indoor || owner === "thing" ? owner : null;
}

/** What the place `m` is named as the modifier of (buildingOwns): a person, a thing, or null; `genitives`:
 * also through an "of" or a genitive, not only as the first noun of two. */
function ownerKind(
  tokens: Token[],
  m: Match,
  matches: Match[],
  genitives: boolean,
  language: Language,
): "person" | "thing" | null {
  // A vehicle a building is named by ("the school bus") leaves the building where it is: the bus comes
  // from it and goes there.
  const kind = (n: Match | undefined) =>
    n?.concepts.some((c) => c.kind === "person")
      ? "person"
      : n?.concepts.some((c) => c.kind === "object" && VEHICLES.has(c.icon))
        ? "vehicle"
        : n?.concepts.some((c) => c.kind === "object")
          ? "thing"
          : null;
  const { of } = PART_HEADS[language];
  if (of) {
    if (!genitives) return null;
    const at = DETERMINERS[language].has(tokens[m.start - 1]?.norm ?? "") ? m.start - 1 : m.start;
    const joined = tokens[at - 1];
    if (!joined || !of.has(joined.norm) || tokens[at - 2]?.comma) return null;
    const found = kind(matches.find((n) => n.end === at - 1));
    return found === "vehicle" ? null : found;
  }
  if (languageProfiles[language].compoundNouns || tokens[m.end - 1]?.comma) return null;
  const word = tokens[m.end - 1]?.norm ?? "";
  // A bare noun before another: in a language of few endings after its article ("the kitchen window", never
  // "at home" or "in the kitchen Mum ..."), in Hindi as written, in Kannada, Tamil and Telugu in the
  // lexicon's own form (no case ending joined to it).
  const bare = RULES[language].fewEndings
    ? (DETERMINERS[language].has(tokens[m.start - 1]?.norm ?? "") || tokens[m.start - 1]?.norm === "'s") &&
      tokens[m.end]?.capitalised !== true
    : languageProfiles[language].caseEndings !== "joined" || lexiconFor(language).exact.has(word);
  const genitive = genitives ? (RULES[language].thingGenitive?.(tokens, m.end) ?? []) : [];
  const starts = [...genitive, ...(bare ? [m.end] : [])];
  for (const at of starts.filter((i) => i > m.start)) {
    // A noun the sentence reads in another way (as the verb's object, "held their school bags") is still
    // the noun the lexicon reads.
    const found = kind(matches.find((n) => n.start === at)) ?? kind(wordAt(tokens, at, language));
    if (found) return found === "vehicle" ? null : found;
    // A table, which the lexicon draws only under a meal ("the kitchen table", "கடை மேசை": a shop's counter).
    const next = tokens[at]?.norm ?? "";
    if (TABLE_WORDS[language].some((t) => next === t || (isIndic(language) && next.startsWith(t))))
      return "thing";
    // "the school uniforms", "the street lights": a noun the lexicon draws nothing for, in a language whose
    // dictionary reads its nouns.
    // A phrase of where ("to the school gate", "in the park today") is the place itself.
    const where = SCENE_PREPOSITIONS[language]?.has(tokens[m.start - 2]?.norm ?? "") === true;
    const unread = !matches.some(
      (n) => n.start <= at && at < n.end && n.concepts.some((c) => c.kind === "place" || c.kind === "animal"),
    );
    if (bare && unread && !where && RULES[language].fewEndings?.dictionaryNouns && mostlyNoun(next))
      return "thing";
  }
  return null;
}

/** The prepositions that put a scene at, in or towards the place after them and its article. */
const SCENE_PREPOSITIONS: Partial<Record<Language, ReadonlySet<string>>> = {
  en: new Set(
    "to at in into on onto by near from towards toward through past behind outside inside across along round around up down over under beside".split(
      " ",
    ),
  ),
};

/** Whether an English word is a noun more often than anything else, by WordNet's tagged senses. */
function mostlyNoun(word: string): boolean {
  if (!/^[a-z]{3,}$/u.test(word)) return false;
  const lemma = nounLemmas(word)[0];
  if (!lemma) return false;
  const { noun, other } = tagCounts(lemma);
  return noun > other;
}

/** The lexicon's reading of the one word at `at`, as if it stood alone. */
function wordAt(tokens: Token[], at: number, language: Language): Match | undefined {
  const word = tokens[at];
  return word ? matchTokens(tokenize(word.norm, language), lexiconFor(language))[0] : undefined;
}

/** The words that join a thing to its owner after it ("the roof of the school", "le toit des Martin"). */
const OWNER_AFTER: Record<Language, ReadonlySet<string>> = {
  en: new Set(["of"]),
  es: new Set(["de", "del"]),
  fr: new Set(["de", "des", "du", "d'"]),
  de: new Set(["des", "der"]),
  hi: new Set(),
  kn: new Set(),
  ta: new Set(),
  te: new Set(),
};

/**
 * "Mrs. Pinto's roof", "the rooftops of the town", "el tejado de los García", "auf Opas Dach", "पड़ोसी की छत",
 * "ರಾಯರ ಮನೆಯ ಛಾವಣಿ": a roof or a yard of someone or of a place named with it is outdoors among the houses;
 * one nobody owns ("rain drummed on the roof", "a cat sat on the roof") is the home's own.
 */
function owned(tokens: Token[], m: Match, matches: Match[], language: Language): boolean {
  const owner = (i: number) =>
    matches.some(
      (n) =>
        n.start <= i &&
        i < n.end &&
        n.concepts.some((c) => c.kind === "person" || (c.kind === "place" && !c.hint && !c.around)),
    );
  const rules = RULES[language];
  const before = tokens[m.start - 1];
  if (before && !before.comma) {
    if (before.norm === rules.fewEndings?.possessiveClitic || owner(m.start - 1)) return true;
    // A name's genitive before it ("the Kapoors' roof", "auf Opas Dach").
    if (
      !isIndic(language) &&
      before.capitalised &&
      before.index > 0 &&
      !DETERMINERS[language].has(before.norm) &&
      (rules.capitalisedNouns === null || /s$/u.test(before.norm))
    )
      return true;
    if (rules.postpositions?.genitive.has(before.norm) && owner(m.start - 2)) return true;
  }
  // "the rooftops of the town", "el tejado de los García", "le toit de la maison", "das Dach des Nachbarn".
  if (!OWNER_AFTER[language].has(tokens[m.end]?.norm ?? "")) return false;
  const at = DETERMINERS[language].has(tokens[m.end + 1]?.norm ?? "") ? m.end + 2 : m.end + 1;
  return tokens[at]?.capitalised === true || owner(at);
}

/** Whether the part `m` names belongs to a vehicle named right before it, through a genitive ("बस की छत",
 * "ಬಸ್ಸಿನ ಛಾವಣಿ", "బస్సు పైకప్పు"), or after it through "of" or a genitive article ("the roof of a bus",
 * "le toit d'un bus", "das Dach eines Busses"). */
function partOfVehicle(tokens: Token[], m: Match, matches: Match[], language: Language): boolean {
  const vehicle = (i: number) => matches.some((n) => n.start <= i && i < n.end && vehicleOf(n) !== null);
  const before = tokens[m.start - 1];
  if (before && !before.comma) {
    if (vehicle(m.start - 1)) return true;
    if (RULES[language].postpositions?.genitive.has(before.norm) && vehicle(m.start - 2)) return true;
  }
  if (tokens[m.end - 1]?.comma) return false;
  const next = tokens[m.end]?.norm ?? "";
  const of = OWNER_AFTER[language].has(next);
  if (!of && !(RULES[language].capitalisedNouns && DETERMINERS[language].has(next))) return false;
  let at = m.end + 1;
  while (at < m.end + 3 && DETERMINERS[language].has(tokens[at]?.norm ?? "")) at++;
  return vehicle(of ? at : m.end + 1);
}

/** "in der Bergstraße": a compound way read as the hills it runs through (match.ts) is, after the words of an
 * address (PLACE_WORDS' address), the street of that name. */
function addressOfWay(tokens: Token[], m: Match, language: Language): boolean {
  const word = tokens[m.start]?.norm ?? "";
  if (m.end - m.start !== 1 || lexiconFor(language).exact.has(word)) return false;
  if (!m.concepts.some((c) => c.kind === "place" && WAYS_RUN_THROUGH.has(c.place))) return false;
  return PLACE_WORDS[language].address.some((a) => {
    const n = a.split(" ").length;
    return (
      tokens
        .slice(Math.max(0, m.start - n), m.start)
        .map((t) => t.norm)
        .join(" ") === a
    );
  });
}

/**
 * "Market Street", "बाज़ार वाली गली", "ಸಂತೆ ಬೀದಿ": a place right before a street or a town (or linked to it)
 * in a language whose modifiers come first is its modifier, no thing drawn of its own: "name" where it
 * names the street (capitalised with it, bare of any ending, or linked), "part" where an ending joins it
 * ("ಕಾಡಿನ ದಾರಿ"); a place before another kind of place ("the restaurant kitchen") is the place the other is
 * part of, and stays (null).
 */
function placeModifier(
  tokens: Token[],
  m: Match,
  matches: Match[],
  language: Language,
): "name" | "part" | null {
  const { of, link } = PART_HEADS[language];
  // "la calle de la Colina", "la rue du Moulin": a capitalised place after a way and "de" names the way.
  if (of) return namesWayBefore(tokens, m, matches, of, BROAD_PLACES, language) ? "name" : null;
  if (languageProfiles[language].compoundNouns || tokens[m.end - 1]?.comma) return null;
  const linked = link?.has(tokens[m.end]?.norm ?? "") ?? false;
  const next = linked ? m.end + 1 : m.end;
  const head = matches.find(
    (n) =>
      n.start === next && n.concepts.some((c) => c.kind === "place" && !c.hint && BROAD_PLACES.has(c.place)),
  );
  if (!head) return null;
  const word = tokens[m.end - 1];
  const capitalised = !isIndic(language) && word?.capitalised === true && tokens[next]?.capitalised === true;
  // A road of the hills or the forest ("ಘಾಟಿ ರಸ್ತೆ", a ghat road) runs there: high ground or a forest before
  // a way is where it is, unless capitalised as the way's name ("Hill Road").
  const bare =
    isIndic(language) &&
    lexiconFor(language).exact.has(word?.norm ?? "") &&
    !m.concepts.some((c) => c.kind === "place" && WAYS_RUN_THROUGH.has(c.place));
  return linked || capitalised || bare ? "name" : "part";
}

/** Places a road runs through and stays in: "the hill road", "die Bergstraße", "a forest track" are drawn
 * as the mountains or the forest, and a road named while the story is there keeps it there. */
const WAYS_RUN_THROUGH: ReadonlySet<ScenePlan["setting"]["place"]> = new Set(["mountains", "forest"]);

/** Where a job is done, for a story that names no place ("The teacher wrote the date on the board"). */
const WORKPLACES: Readonly<Record<string, ScenePlan["setting"]["place"]>> = {
  teacher: "school",
  student: "school",
  "health-worker": "hospital",
};

function workplaceOf(s: Sentence): ScenePlan["setting"] | null {
  for (const m of s.matches)
    for (const c of m.concepts) {
      const place = c.kind === "person" ? WORKPLACES[c.role] : undefined;
      if (place) return { place, indoor: INDOOR_PLACES.has(place) };
    }
  return null;
}

/** Places around others: a town, a village, and a street that a bakery or a shop is on ("गली में एक छोटी बेकरी":
 * a small bakery in a lane is drawn as the bakery, whichever the sentence names first). */
const BROAD_PLACES: ReadonlySet<ScenePlan["setting"]["place"]> = new Set(["city", "countryside", "street"]);

/** "After school Priya walked to the library": a place in a time phrase is when, not where. */
function placeAsTime(s: Sentence, m: Match, language: Language): boolean {
  const rule = PLACE_AS_TIME[language];
  const after = [s.tokens[m.end]?.norm, s.tokens[m.end + 1]?.norm];
  if (rule.opens?.has(after[0] ?? "")) return false;
  if (after.some((w) => w !== undefined && rule.after.has(w))) return true;
  if (schoolHolidays(s, m, language)) return true;
  if (BEFORE_GOING[language]?.has(s.tokens[m.end + 1]?.norm ?? "")) return true;
  // Kannada joins "up to" to the place ("ಮನೆಯವರೆಗೂ": up to the house): the scene is not there.
  if (RULES[language].joinedEndings?.joinedUntil?.test(s.tokens[m.end - 1]?.norm ?? "")) return true;
  for (let i = Math.max(0, m.start - 3); i < m.start; i++) {
    const w = s.tokens[i]?.norm ?? "";
    if (!rule.before.has(w)) continue;
    const needsArticle = RULES[language].capitalisedNouns?.placeNeedsArticle;
    if (needsArticle && w === needsArticle.word && !needsArticle.articles.has(s.tokens[i + 1]?.norm ?? ""))
      continue;
    return true;
  }
  return false;
}

/** "During the school holidays", "स्कूल की छुट्टियों में": the school's holidays, a time off it. */
function schoolHolidays(s: Sentence, m: Match, language: Language): boolean {
  if (!m.concepts.some((c) => c.kind === "place" && c.place === "school")) return false;
  const { before, after } = SCHOOL_HOLIDAYS[language];
  const near = [s.tokens[m.end]?.norm, s.tokens[m.end + 1]?.norm];
  if (near.some((w) => w !== undefined && after.has(w))) return true;
  return s.tokens.slice(Math.max(0, m.start - 3), m.start).some((t) => before.has(t.norm));
}

/** "She had left her umbrella at home", "told him to stay at home": a place the scene is not in. */
function placeElsewhere(s: Sentence, m: Match, language: Language): boolean {
  const rule = PLACE_ELSEWHERE[language];
  const near = (from: number, to: number) => s.tokens.slice(Math.max(0, from), to).map((t) => t.norm);
  const verbLast = VERB_LAST_ELSEWHERE[language];
  if (verbLast) {
    if (near(m.end, m.end + 3).some((w) => verbLast.forgot.test(w))) return true;
    const from =
      verbLast.from.test(s.tokens[m.end - 1]?.norm ?? "") ||
      verbLast.fromAfter.has(s.tokens[m.end]?.norm ?? "");
    if (from && near(m.end, s.tokens.length).some((w) => verbLast.came.test(w))) return true;
  }
  return (
    // Not right before it: "the ferry left the harbour" leaves from the place the scene is in.
    near(m.start - 5, m.start - 2).some((w) => rule.before.has(w)) ||
    near(m.end, m.end + 3).some((w) => rule.after.has(w))
  );
}

/** "ಪಕ್ಕದ ಮನೆಯ ನಾಯಿ", "பக்கத்து வீட்டு நாய்": a home that owns the person or animal after it (SCENE_WORDS'
 * homeOwner) says whose they are, not where the scene is. */
function homeOwnerOnly(s: Sentence, m: Match, language: Language): boolean {
  const last = s.tokens[m.end - 1];
  if (!last || last.comma || !SCENE_WORDS[language].homeOwner?.includes(last.norm)) return false;
  // "ಪಕ್ಕದ ಮನೆಯ ಬಿಳಿ ಮೇಕೆ", "பக்கத்து வீட்டு வெள்ளை ஆடு": their colour may stand between ("ಮನೆಯ ಮುಂದೆ ಅಪ್ಪನ
  // ಕಾರು", in front of the house, is where).
  const colours = new Set(Object.values(COLOUR_WORDS[language].forms).flat());
  const owned = (n: Match) =>
    n.start >= m.end &&
    n.start <= m.end + OWNED_REACH &&
    s.tokens.slice(m.end, n.start).every((t) => !t.comma && colours.has(t.norm));
  return s.matches.some(
    (n) => owned(n) && n.concepts.some((c) => c.kind === "person" || c.kind === "animal"),
  );
}

/** How many colour words may stand between an owning home and the person or animal it owns. */
const OWNED_REACH = 2;

/** "une barque en bois", "des jouets en bois": a bare noun after a thing and SCENE_WORDS' `madeOf` is what
 * the thing is made of, no place. */
function madeOf(s: Sentence, m: Match, language: Language): boolean {
  const rule = SCENE_WORDS[language].madeOf;
  const at = m.start - 1;
  if (!rule || at < 1 || s.tokens[at]?.norm !== rule.word || s.tokens[at - 1]?.comma) return false;
  const determined = [at - 2, at - 3].some((i) => rule.determiners.includes(s.tokens[i]?.norm ?? ""));
  return (
    determined ||
    s.matches.some((n) => n.end === at && n.concepts.some((c) => c.kind === "object" || c.kind === "animal"))
  );
}

/**
 * "On the way to school", "de vuelta a casa", "घर लौटते समय", "ఇంటికి తిరిగి వస్తుండగా": a place named as the goal
 * of a way someone is on (WAY_TO), with its article or possessive between ("camino de la escuela"). The scene
 * is on the way, not there.
 */
function goalOfWay(s: Sentence, m: Match, language: Language): boolean {
  const rule = WAY_TO[language];
  const norm = (i: number) => s.tokens[i]?.norm;
  const has = (phrase: string, start: number) =>
    start >= 0 &&
    phrase.split(" ").every((w, i) => norm(start + i) === w && (i === 0 || !s.tokens[start + i - 1]?.comma));
  const determiner = DETERMINERS[language].has(norm(m.start - 1) ?? "") && !s.tokens[m.start - 2]?.comma;
  const ends = determiner ? [m.start, m.start - 1] : [m.start];
  if (rule.before.some((p) => ends.some((end) => has(p, end - p.split(" ").length)))) return true;
  if (s.tokens[m.end - 1]?.comma) return false;
  return rule.after.some((p) => has(p, m.end) || (!s.tokens[m.end]?.comma && has(p, m.end + 1)));
}

/** Whether the sentence names a place as the goal of a way someone is on ("on the way to school"). */
function waysToGoal(s: Sentence, language: Language): boolean {
  return s.matches.some(
    (m) => m.concepts.some((c) => c.kind === "place" && !c.hint) && goalOfWay(s, m, language),
  );
}

/**
 * The place the sentence puts its scene in, or null. `away`: the story is somewhere that is no street, which
 * a street crossed on the way ("came over from across the road", "cruzó la calle") does not move it from.
 * `placed`: the story has a place already, which a place someone comes from ("From her balcony, Mrs Das let
 * down a basket") does not move, nor a worker's place ("the shopkeepers sat on their counters") unless
 * someone goes somewhere.
 */
function settingOf(
  s: Sentence,
  language: Language,
  away = false,
  placed = false,
): ScenePlan["setting"] | null {
  const modifiers = isIndic(language) ? placeModifiers(s) : new Set<Match>();
  const places = s.matches
    .filter((m) => !modifiers.has(m))
    .filter(
      (m) =>
        m.concepts.some((c) => c.kind === "place" && c.way) ||
        goalOfWay(s, m, language) ||
        (!placeAsTime(s, m, language) &&
          // "a play about the jungle": what something is about is not where it happens.
          !((RULES[language].aboutSure || aboutWork(s, m, language)) && topicOf(s, m, language)) &&
          !DAY_OF_PLACE[language].has(s.tokens[m.end]?.norm ?? "") &&
          !placeElsewhere(s, m, language) &&
          !homeOwnerOnly(s, m, language) &&
          !madeOf(s, m, language) &&
          !measuredOut(s.tokens, m, language) &&
          !madeAtHome(s.tokens, m, language) &&
          !(placed && housesSeen(s, m, language)) &&
          !(away && crossedWay(s.tokens, m, language))),
    )
    .flatMap((m) => {
      // The place a worker works at comes with the word for them ("shopkeeper": a shop) and the place
      // someone comes from ("ran in from the garden") is where they were: either is the scene only where the
      // sentence names no other place.
      const rank =
        cameFromHere(s, m, language) ||
        tripStart(s.tokens, m, s.matches, language) ||
        (placeLeft(s.tokens, m, language) && !motionGoal(s.tokens, m, language))
          ? FROM_RANK
          : m.concepts.some((c) => c.kind === "person" && c.age !== "child")
            ? WORKER_RANK
            : null;
      return m.concepts.flatMap((c) =>
        c.kind !== "place" || c.hint
          ? []
          : goalOfWay(s, m, language)
            ? [{ place: "street" as const, rank: 2, goal: false }]
            : [
                {
                  place: c.place,
                  rank: rank ?? (c.around ? -1 : BROAD_PLACES.has(c.place) ? 2 : c.yields ? 1 : 0),
                  goal: motionGoal(s.tokens, m, language),
                },
              ],
      );
    })
    .filter(
      (p) =>
        !placed ||
        p.rank < WORKER_RANK ||
        (p.rank === WORKER_RANK && goesSomewhere(s.tokens, s.matches, language)),
    );
  const named = places.filter((p) => p.rank < WORKER_RANK);
  if (named.length === 0) {
    const last = places.find((p) => p.rank === WORKER_RANK) ?? places.find((p) => p.rank === FROM_RANK);
    return last ? { place: last.place, indoor: INDOOR_PLACES.has(last.place) } : null;
  }
  // "The whole town came to the park": a town or village is where everything is, the park where this
  // happens, so the broad places give way to any other the sentence names, and so, before them, do a
  // part of a place ("the terrace of the café") and a trade's place ("the barber came to the house").
  // A roof or a yard is outdoors around the building named with it ("the roof of the house"), among the
  // houses of a street or a town: it wins over the building and gives way to the street or the town.
  // Over the rooftops while someone is under the bed is a view from the house: no place.
  const indoors = homeThingOf(s) !== null;
  const kept = indoors ? named.filter((p) => p.rank !== -1) : named;
  const around = kept.some((p) => p.rank === -1) && kept.some((p) => p.rank === 2);
  const best = around ? 2 : Math.min(...kept.map((p) => p.rank));
  // "up the hill to his vineyard": of places named alike, the one someone goes to past the hills, the woods
  // or the water the others are.
  const tied = kept.filter((p) => p.rank === best);
  const goal = tied.find((p) => p.goal);
  const past = goal !== undefined && tied.every((p) => p === goal || LANDMARKS.has(p.place));
  const names = tied.map((p) => p.place);
  const place = desertAmong(names)
    ? "desert"
    : (afloatOn(names, s.matches) ?? (past ? goal : tied[0])?.place);
  return place ? { place, indoor: INDOOR_PLACES.has(place) } : null;
}

/** Houses named in the plural ("the kite rose over the houses"): seen from where the story is, no home. */
function housesSeen(s: Sentence, m: Match, language: Language): boolean {
  const home = m.concepts.some((c) => c.kind === "place" && c.place === "home");
  return home && s.tokens.slice(m.start, m.end).some((t) => HOUSES_SEEN[language].test(t.norm));
}

/** Whether the place is named as where someone goes (MOTION_GOALS): "to his vineyard", "in seinen Weinberg". */
function motionGoal(tokens: Token[], m: Match, language: Language): boolean {
  const goal = MOTION_GOALS[language];
  if (goal.ending?.test(tokens[m.end - 1]?.norm ?? "")) return true;
  if (goal.after?.includes(tokens[m.end]?.norm ?? "") && !tokens[m.end - 1]?.comma) return true;
  let at = m.start - 1;
  const article = tokens[at]?.norm ?? "";
  if (goal.article?.articles.includes(article) && goal.article.before.includes(tokens[at - 1]?.norm ?? ""))
    return true;
  if (DETERMINERS[language].has(article)) at--;
  const word = tokens[at];
  return (
    word !== undefined &&
    !word.comma &&
    goal.before.includes(word.norm) &&
    !goal.notAfter?.includes(tokens[at - 1]?.norm ?? "")
  );
}

/** A place someone comes from (cameFrom), by a word that says nothing else: "du" and "del" are as often
 * "of the" ("la terrasse du café", "al borde del bosque"), which names where the scene is. */
function cameFromHere(s: Sentence, m: Match, language: Language): boolean {
  if (!cameFrom(s.tokens, m, language)) return false;
  const at = fromWordAt(s.tokens, m.start - 1, language) ? m.start - 1 : m.start - 2;
  // "out of the house" says nothing else; a lone "of" may be an owner's ("the terrace of the café").
  if (FROM_WORDS[language].has(`${s.tokens[at - 1]?.norm} ${s.tokens[at]?.norm}`)) return true;
  return !OWNER_AFTER[language].has(s.tokens[at]?.norm ?? "");
}

/** settingOf's ranks of a worker's place and of a place someone comes from, after every place named. */
const WORKER_RANK = 3;
const FROM_RANK = 4;

/** Where a story that has named no place is, from a word that says so without naming it (PLACE_WORDS'
 * hints: "On Diwali evening" is at home, "Leela's class" at school; "after class" is a time). */
function hintedPlaceOf(s: Sentence, language: Language): ScenePlan["setting"] | null {
  // A building a thing is named by ("the school bus") first, then the other hints in their order.
  for (const owner of [true, false])
    for (const m of s.matches)
      for (const c of m.concepts)
        if (
          c.kind === "place" &&
          c.hint &&
          (!owner || c.owner) &&
          !placeAsTime(s, m, language) &&
          !placeElsewhere(s, m, language)
        )
          return { place: c.place, indoor: INDOOR_PLACES.has(c.place) };
  return null;
}

/** The places at the sea's edge: a story in one of them is by the sea. */
const SEA_PLACES: ReadonlySet<ScenePlan["setting"]["place"]> = new Set(["beach", "sea", "harbour"]);

/**
 * "Selvi laid out the fish along the shore", "a lo largo de la orilla", "am Ufer": a shore (PLACE_WORDS'
 * parts, read as the river) is the edge of the water the story is at: the sea's while the story is by the
 * sea, the beach in a story that names the sea, a beach or a harbour anywhere, else the river's.
 */
function shoreOf(
  s: Sentence,
  found: ScenePlan["setting"] | null,
  setting: ScenePlan["setting"],
  seaStory: boolean,
): ScenePlan["setting"] | null {
  if (found?.place !== "river") return found;
  const rivers = s.matches.flatMap((m) =>
    m.concepts.filter((c) => c.kind === "place" && c.place === "river" && !c.hint),
  );
  if (!rivers.every((c) => c.kind === "place" && c.yields)) return found;
  if (SEA_PLACES.has(setting.place)) return setting;
  return seaStory && setting.place !== "river" ? { place: "beach", indoor: false } : found;
}

/** Whether every home the sentence names is a part of one (PLACE_WORDS' parts: a yard, a veranda). */
function partOfHomeOnly(s: Sentence): boolean {
  return s.matches.every((m) =>
    m.concepts.every((c) => c.kind !== "place" || c.place !== "home" || c.yields || c.hint),
  );
}

/** Things only a home has: in a story that has named no place, a bed or a sofa says it is at home. */
const ONLY_AT_HOME: ReadonlySet<string> = new Set(["bed", "couch-and-lamp", "bathtub", "shower", "toilet"]);

function homeThingOf(s: Sentence): ScenePlan["setting"] | null {
  const homely = s.matches.some((m) =>
    m.concepts.some((c) => c.kind === "object" && ONLY_AT_HOME.has(c.icon)),
  );
  return homely ? { place: "home", indoor: true } : null;
}

/**
 * "stopped outside a new building, and two movers carried the family's sofa up the stairs": a building a
 * home's furniture is carried into or stands in is where a family lives, so the story is at home there from
 * then on (a truck loaded outside it is still drawn in the street). A city the sentence names besides stays.
 */
function furnishedBuilding(s: Sentence, found: ScenePlan["setting"] | null): ScenePlan["setting"] | null {
  if (found?.place !== "city" || !homeThingOf(s)) return found;
  // A building's word gives the city with the building drawn ("#city/office-building").
  const cityNotBuilding = (m: Match) =>
    m.concepts.some((c) => c.kind === "place" && c.place === "city" && c.icon !== "office-building");
  return s.matches.some(cityNotBuilding) ? found : { place: "home", indoor: true };
}

/** In Hindi, Kannada, Tamil and Telugu a noun phrase ends on its head: a landmark (water, a shore, hills,
 * woods) named up to four words before a place in town or a building, with no comma between, says where
 * that other one is ("झील के किनारे वाले पुराने पार्क में", "ಕೆರೆಯ ಪಕ್ಕದ ಹಳೆಯ ಉದ್ಯಾನದಲ್ಲಿ": in the old park by
 * the lake). */
function placeModifiers(s: Sentence): Set<Match> {
  const isPlace = (m: Match) => m.concepts.some((c) => c.kind === "place" && !c.hint);
  const places = s.matches.filter(isPlace);
  const isStreet = (m: Match) => m.concepts.some((c) => c.kind === "place" && c.place === "street");
  const landmark = (m: Match) => m.concepts.every((c) => c.kind !== "place" || LANDMARKS.has(c.place));
  const out = new Set<Match>();
  // A hill road or a forest track is drawn where it runs (WAYS_RUN_THROUGH): a way is no such place.
  for (const a of places.filter(landmark))
    for (const b of places.filter((m) => !landmark(m) && !isStreet(m))) {
      if (b.start < a.end || b.start - a.end > 4) continue;
      if (s.tokens.slice(a.start, b.start).some((t) => t.comma)) continue;
      out.add(a);
    }
  return out;
}

/** Grounds with paths of their own: "dug a hole beside the path" in a park is still the park. */
const GROUNDS: ReadonlySet<string> = new Set(["park", "garden"]);

/** A way named in a park or a garden where no one goes anywhere: one of its paths, not a street. */
function pathInGrounds(s: Sentence, place: string, language: Language): boolean {
  return GROUNDS.has(place) && !goesSomewhere(s.tokens, s.matches, language);
}

/** Water, shores, hills and woods: landmarks a place in town is named beside ("the park by the lake"). */
const LANDMARKS: ReadonlySet<string> = new Set(["river", "sea", "beach", "mountains", "forest"]);

/** The landmarks a sentence names right beside `place` (the one it sets), within four words of it: "the
 * old park by the lake", "ಕೆರೆಯ ಪಕ್ಕದ ಹಳೆಯ ಉದ್ಯಾನ" (the old park beside the lake) say where the park is. */
function placesNamedBeside(s: Sentence, place: string): Set<string> {
  const isPlace = (m: Match, p: (x: string) => boolean) =>
    m.concepts.some((c) => c.kind === "place" && !c.hint && p(c.place));
  const set = s.matches.filter((m) => isPlace(m, (x) => x === place));
  const out = new Set<string>();
  if (LANDMARKS.has(place)) return out;
  for (const m of s.matches) {
    if (!isPlace(m, (x) => x !== place && LANDMARKS.has(x))) continue;
    const near = set.some((n) => Math.max(m.start - n.end, n.start - m.end) <= 4);
    if (!near) continue;
    for (const c of m.concepts)
      if (c.kind === "place" && !c.hint && c.place !== place && LANDMARKS.has(c.place)) out.add(c.place);
  }
  return out;
}

/** Places away from streets: the way back or home from one of them is drawn where the story is (a park or a
 * garden is in town: the way home from it is the street). */
const WILD_PLACES: ReadonlySet<ScenePlan["setting"]["place"]> = new Set([
  "forest",
  "mountains",
  "countryside",
  "farm",
  "beach",
  "river",
]);

/** "On the way back", "camino a casa", "auf dem Rückweg", "ಮನೆಗೆ ಹಿಂತಿರುಗುವಾಗ": a street named by a phrase of
 * going back (several words, or a German compound in -weg), not by the word for a street. */
function onTheWay(s: Sentence, language: Language): boolean {
  if (waysToGoal(s, language)) return true;
  return s.matches.some((m) =>
    m.concepts.some(
      (c) =>
        c.kind === "place" &&
        c.place === "street" &&
        (c.way || m.end - m.start >= 2 || /weg$/u.test(s.tokens[m.start]?.norm ?? "")),
    ),
  );
}

/** Poses of someone on their way: carrying something, walking, running. */
const ON_THE_WAY_ACTIONS: ReadonlySet<string> = new Set(["carry", "walk", "run"]);

/**
 * "At last she carried the lamb home": someone carrying something or walking home is drawn on the way, where
 * the story was (the forest, the hills), not in the home they have not reached. Home as a place someone is
 * ("at home", "en casa", "zu Hause", "ಮನೆಯಲ್ಲಿ") is home.
 */
function carriedHome(s: Sentence, language: Language): boolean {
  const homes = s.matches.filter((m) => m.concepts.some((c) => c.kind === "place" && c.place === "home"));
  const toHome = (m: Match) => homeAsGoal(s.tokens, m, s.matches, language);
  // "walked home and ate at home" ends at home.
  if (homes.length === 0 || !homes.every(toHome)) return false;
  const verbs = findVerbs(s.tokens, language);
  // "walked home, and their aunt served them soup": what happens after the way home, or someone met
  // after it, is at home.
  const homeEnd = Math.max(...homes.map((m) => m.end));
  // "walked home with her little son on her hip, laughing": someone taken along and what they do as they go
  // ("eating hot corn", "chorreando") are on the way too.
  const personAfter = s.matches.some(
    (m) =>
      m.start >= homeEnd &&
      m.concepts.some((c) => c.kind === "person") &&
      !takenAlong(s.tokens, m.start, homeEnd, language),
  );
  const doneAfter = verbs.some(
    (v) =>
      v.at >= homeEnd &&
      !v.purpose &&
      !ON_THE_WAY_ACTIONS.has(v.action) &&
      !doneOnTheWay(s.tokens, v.word, language),
  );
  if (personAfter || doneAfter) return false;
  const actions = [...verbs.map((v) => v.action), ...s.actions.values()];
  return actions.some((a) => ON_THE_WAY_ACTIONS.has(a));
}

/** Whether no comma or semicolon stands between two phrases of a sentence. */
function oneClause(tokens: Token[], a: Match, b: Match): boolean {
  const from = Math.min(a.start, b.start);
  const to = Math.max(a.end, b.end);
  return tokens.slice(from, to - 1).every((t) => !t.comma && !t.semicolon);
}

/** Words that take someone along ("with her son"), and the forms of a verb done while going ("eating",
 * "chorreando", "lachend"; French puts "en" before its "-ant"). */
const ALONG: Partial<Record<Language, { with: ReadonlySet<string>; going: RegExp; before?: string }>> = {
  en: { with: new Set(["with"]), going: /^[a-z]+ing$/u },
  es: { with: new Set(["con"]), going: /(ando|iendo|yendo)$/u },
  fr: { with: new Set(["avec"]), going: /ant$/u, before: "en" },
  de: { with: new Set(["mit"]), going: /end$/u },
};

/** Whether the person at `at` is taken along by a "with" after the way home (no comma between). */
function takenAlong(tokens: Token[], at: number, homeEnd: number, language: Language): boolean {
  const words = ALONG[language]?.with;
  if (!words) return false;
  const between = tokens.slice(homeEnd, at);
  const w = between.findLastIndex((t) => words.has(t.norm));
  return w >= 0 && at - (homeEnd + w) <= 4 && between.slice(w).every((t) => !t.comma);
}

/** Whether the verb at `at` is in the form of something done while going ("walked home, laughing"). */
function doneOnTheWay(tokens: Token[], at: number, language: Language): boolean {
  const along = ALONG[language];
  const word = tokens[at];
  if (!along || !word || !along.going.test(word.norm)) return false;
  return along.before === undefined || tokens[at - 1]?.norm === along.before;
}

/** Things that belong in a house: a sentence with one of them and no place of its own is not outdoors. */
const HOME_THINGS: ReadonlySet<string> = new Set([
  "bed",
  "couch-and-lamp",
  "television",
  "desktop-computer",
  "bathtub",
  "shower",
  "toilet",
]);
/** Lights, which say home only after dark: by day a lamp at the market is one more thing at the market. */
const HOME_LIGHTS: ReadonlySet<string> = new Set(["light-bulb", "diya-lamp", "candle"]);

/** Indoor places nobody sleeps in: "ate two bananas in bed" after a scene at the shop is back at home. */
const BEDLESS_PLACES: ReadonlySet<string> = new Set([
  "shop",
  "school",
  "office",
  "restaurant",
  "cafe",
  "library",
]);

const namesBed = (s: Sentence) =>
  s.matches.some((m) => m.concepts.some((c) => c.kind === "object" && c.icon === "bed"));

/**
 * Home, for a sentence that names no place but a bed, or a lamp after dark, after an outdoor scene (a bed
 * after an indoor scene in a place nobody sleeps in): "A farmer told her about the harvest in the
 * countryside. At night she wrote a letter by the light of a lamp." is at home, not in the field. Null keeps
 * the scene where the story was.
 */
function homeFor(
  s: Sentence,
  carried: ScenePlan["setting"],
  time: ScenePlan["time"],
): ScenePlan["setting"] | null {
  if (carried.indoor) return BEDLESS_PLACES.has(carried.place) && namesBed(s) ? HOME : null;
  const dark = time === "night" || time === "dusk";
  const homely = s.matches.some((m) =>
    m.concepts.some(
      (c) => c.kind === "object" && (HOME_THINGS.has(c.icon) || (dark && HOME_LIGHTS.has(c.icon))),
    ),
  );
  return homely ? { place: "home", indoor: true } : null;
}

const STREET: ScenePlan["setting"] = { place: "street", indoor: false };
const HOME: ScenePlan["setting"] = { place: "home", indoor: true };
const STATION: ScenePlan["setting"] = { place: "station", indoor: false };
const OFFICE: ScenePlan["setting"] = { place: "office", indoor: true };

/** A ball game's things: the ball, the bat, the goal. */
const BALL_GAME: ReadonlySet<string> = new Set([
  "soccer-ball",
  "baseball",
  "softball",
  "basketball",
  "volleyball",
  "american-football",
  "rugby-football",
  "tennis",
  "badminton",
  "cricket-game",
  "field-hockey",
  "goal-net",
]);

/** Where a ball is played or an open ground is drawn as the play's ground. */
const PLAYING_GROUNDS: ReadonlySet<ScenePlan["setting"]["place"]> = new Set(["playground", "park"]);

/**
 * "The boys played football on the field", "Die Cousins spielten Fußball": a ball game is played on open
 * ground, drawn as the park, so a field it is played on is no farm, a story that has named no place is
 * there, and a field named again while the story is on a playground or in a park keeps it there. `carried` is the story's
 * place once it has one (null before). Any other place the sentence names stays.
 */
function groundOfGame(
  s: Sentence,
  found: ScenePlan["setting"] | null,
  carried: ScenePlan["setting"] | null,
): ScenePlan["setting"] | null {
  if (found?.place === "farm" && carried && PLAYING_GROUNDS.has(carried.place)) return carried;
  const game = s.matches.some((m) => m.concepts.some((c) => c.kind === "object" && BALL_GAME.has(c.icon)));
  if (!game || (found ? found.place !== "farm" : carried !== null)) return found;
  return { place: "park", indoor: false };
}

/** Vehicles that carry loads: the boxes carried out to one, or a sofa pulled onto one, are in the street. */
const LOAD_VEHICLES: ReadonlySet<string> = new Set(["delivery-truck", "articulated-lorry", "pickup-truck"]);

/** "carried boxes out to a truck", "das Sofa auf den Lastwagen": a truck being loaded stands in the street,
 * even on the day a family leaves its home, and with the sofa it is loaded with. */
function loadsVehicle(s: Sentence): boolean {
  return s.matches.some((m) => m.concepts.some((c) => c.kind === "object" && LOAD_VEHICLES.has(c.icon)));
}

/** What people ride in to go somewhere: the scene of a trip "by bus" is the street it goes along. */
const VEHICLES: ReadonlySet<string> = new Set([...ROAD_VEHICLES, "train", "motor-scooter", "motorcycle"]);
/** The word before a vehicle that makes it the way someone travels ("by bus", "en autobús", "mit dem Bus"). */
const BY_VEHICLE: Record<Language, ReadonlySet<string>> = {
  en: new Set(["by"]),
  es: new Set(["en"]),
  fr: new Set(["en"]),
  de: new Set(["dem"]),
  hi: new Set([]),
  ta: new Set([]),
  te: new Set([]),
  kn: new Set([]),
};

/**
 * "They went home by bus": the scene is the ride, on the street, not a bus in an empty room at home. A viewer
 * pictures the trip the sentence tells, so a home reached by a vehicle is drawn as the street the vehicle is
 * on (Hindi "बस से घर": the vehicle before "से").
 */
function travelsHome(s: Sentence, place: ScenePlan["setting"] | null, language: Language): boolean {
  if (place?.place !== "home") return false;
  if (ridesHome(s.tokens, s.matches, language)) return true;
  const by = RULES[language].postpositions?.by;
  return s.matches.some(
    (m) =>
      m.concepts.some((c) => c.kind === "object" && VEHICLES.has(c.icon)) &&
      (BY_VEHICLE[language].has(s.tokens[m.start - 1]?.norm ?? "") ||
        (by !== undefined && s.tokens[m.end]?.norm === by) ||
        IN_VEHICLE_ENDING[language]?.test(s.tokens[m.end - 1]?.norm ?? "") === true),
  );
}

/** Kannada, Tamil and Telugu put "in" / "by" on the vehicle's own word ("ಬಸ್ಸಿನಲ್ಲಿ", "பேருந்தில்", "బస్సులో"). */
const IN_VEHICLE_ENDING: Record<Language, RegExp | null> = {
  kn: /(ಲ್ಲಿ|ದಿಂದ)$/u,
  ta: /(ில்|இல்|ால்)$/u,
  te: /(లో|తో)$/u,
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
};

/** "It snowed over the town. Inside, Mother made tea.": from outdoors, "inside" with no place named is home;
 * "waved everyone inside, and they climbed onto the bus" is into the bus, still in the street. */
function goesInside(
  s: Sentence,
  carried: ScenePlan["setting"],
  indoor: ReadonlySet<string>,
  language: Language,
): ScenePlan["setting"] | null {
  if (carried.indoor || !s.tokens.some((t) => indoor.has(t.norm) && !insideAThing(s.tokens, t, language)))
    return null;
  if (s.matches.some((m) => m.concepts.some((c) => c.kind === "object" && VEHICLES.has(c.icon)))) return null;
  return { place: "home", indoor: true };
}

/** "A fire inside a ring of stones", "पत्थरों के घेरे के अंदर": an indoor word that says inside a thing. */
function insideAThing(tokens: Token[], t: Token, language: Language): boolean {
  const { next, prev, prevEndings } = INDOOR_WORD_OF_A_THING[language];
  const after = tokens[t.index + 1];
  const before = tokens[t.index - 1];
  if (next && after && !t.comma && next.has(after.norm.replace(/['’]$/u, ""))) return true;
  if (!before || before.comma) return false;
  return Boolean(prev?.has(before.norm) || prevEndings?.some((e) => before.norm.endsWith(e)));
}

/** "Tanvi and Dev ran outside with paper boats": someone going out, in a story that has named no place, is
 * outdoors among the houses, drawn as the street. */
function goesOut(s: Sentence, outdoor: ReadonlySet<string>, language: Language): ScenePlan["setting"] | null {
  if (!s.tokens.some((t) => outdoor.has(t.norm))) return null;
  const actions = [...findVerbs(s.tokens, language).map((v) => v.action), ...s.actions.values()];
  return actions.some((a) => a === "walk" || a === "run") ? STREET : null;
}

/** The words of the sentence that name a day of the week (NEW_DAY_WORDS), which starts a new day. */
function newDayTokens(s: Sentence, words: readonly string[], language: Language): Token[] {
  const prefixes = languageProfiles[language].caseEndings === "joined";
  return s.tokens.filter((t) => words.some((w) => t.norm === w || (prefixes && t.norm.startsWith(w))));
}

/**
 * The time the story is at once the text is said: the last time of day or weekday it names. A scene of
 * two sentences ("At night she wrote a letter. On Sunday the town came to the park.") is drawn at its
 * first, and the scenes after it go on from its last.
 */
function lastTimeOf(s: Sentence, newDay: Token[]): ScenePlan["time"] | null {
  let last: { at: number; time: ScenePlan["time"] } | null = null;
  for (const m of s.matches)
    for (const c of m.concepts)
      if (c.kind === "time" && (!last || m.start >= last.at)) last = { at: m.start, time: c.time };
  for (const t of newDay) if (!last || t.index > last.at) last = { at: t.index, time: "day" };
  return last?.time ?? null;
}

function firstOf<K extends "time" | "weather" | "mood">(s: Sentence, kind: K): ScenePlan[K] | null {
  for (const m of s.matches) {
    for (const c of m.concepts) if (c.kind === kind) return (c as unknown as Record<K, ScenePlan[K]>)[kind];
  }
  return null;
}

/** The word for a table in a sentence, if any (TABLE_WORDS). */
function tableWord(tokens: Token[], language: Language): Token | null {
  const words = TABLE_WORDS[language];
  const indic = isIndic(language);
  return tokens.find((t) => words.some((w) => t.norm === w || (indic && t.norm.startsWith(w)))) ?? null;
}

/** Boats, by icon: a bank beside one is the shore. */
const WATERCRAFT = /boat|canoe|ship|ferry/u;

/** Meals drawn as a knife and fork: in a time phrase ("after lunch", "nach dem Mittagessen") they say when. */
const MEALS: ReadonlySet<string> = new Set(["fork-and-knife", "fork-and-knife-with-plate"]);

/** Things that hold what is named with them ("सेबों की टोकरी", a basket of apples): they keep it. */
const HOLDERS = /basket|bag|bottle|box|bowl|cup|glass|jar|bucket|pot|plate|sack|package|barrel|jug|pitcher/u;

/** What a building is made of, by icon (the word for wood is a tree's in ಮರ, மரம்). */
const MATERIALS: ReadonlySet<string> = new Set(["wood", "deciduous-tree", "brick", "rock", "bamboo", "ice"]);

/** A kind's last word ("palm-tree", "deciduous-tree": a tree). */
const kindWord = (icon: string) => icon.split("-").at(-1) ?? icon;

/** Heads that name a kind in general, and the icons of their kinds ("ரோஜாப் பூ", a rose flower: the rose). */
const KINDS: Readonly<Record<string, RegExp>> = {
  blossom: /rose|tulip|sunflower|hibiscus|blossom|flower/u,
};

/** Whether the modifier's icon names a kind of what the head's icon draws ("ताड़ के पेड़", a palm tree). */
const kindOf = (icon: string, head: string) =>
  head !== icon && (kindWord(head) === kindWord(icon) || (KINDS[head]?.test(icon) ?? false));

/**
 * A thing named as the genitive modifier of a thing after it ("लकड़ी की नाव", a boat of wood; "आम के पेड़",
 * a mango tree; "ಮರದ ದೋಣಿ"; "the boat's sail") is what that thing is made of or belongs to: the head is
 * drawn, the modifier is not. A holder keeps what it holds ("सेबों की टोकरी"), and a modifier that names the
 * head's kind ("ताड़ के पेड़", a palm tree) is drawn in its place. The matches not to draw.
 */
function genitiveModifiers(s: Sentence, language: Language): Set<Match> {
  const out = new Set<Match>();
  const genitive = RULES[language].thingGenitive;
  if (!genitive) return out;
  const things = (m: Match) => m.concepts.filter((c) => c.kind === "object").map((c) => c.icon);
  for (const m of s.matches) {
    const own = things(m);
    if (own.length === 0 || own.length !== m.concepts.length) continue;
    const at = genitive(s.tokens, m.end);
    // The head right after the genitive, or past an adjective no match takes ("लकड़ी की लंबी नाव").
    const head = s.matches.find(
      (n) =>
        n !== m &&
        at.includes(n.start) &&
        !s.matches.some((o) => o !== n && o.start >= m.end && o.start < n.start) &&
        !s.tokens.slice(m.end - 1, n.start - 1).some((t) => t.comma),
    );
    const heads = head ? things(head) : [];
    // "लकड़ी की झोंपड़ी", "ಮರದ ಗುಡಿಸಲು": a material before a building or a place is what it is made of; the
    // place is drawn ("फूलों की दुकान", a flower shop, keeps its flowers).
    if (
      head &&
      heads.length === 0 &&
      head.concepts.some((c) => c.kind === "place") &&
      own.every((icon) => MATERIALS.has(icon))
    )
      out.add(m);
    if (!head || heads.length === 0) continue;
    if (heads.some((h) => HOLDERS.test(h))) continue;
    if (own.some((icon) => heads.some((h) => kindOf(icon, h)))) out.add(head);
    else out.add(m);
  }
  return out;
}

/**
 * Whether a match names a place the scene is not at ("the clinic next to the market"): what comes with the
 * place word (a market's basket, a bakery's bread) belongs to that place and is not drawn elsewhere.
 */
const placeElsewhereThan = (m: Match, place: string | undefined) =>
  place !== undefined &&
  m.concepts.some((c) => c.kind === "place") &&
  !m.concepts.some((c) => c.kind === "place" && c.place === place);

function objectsOf(
  s: Sentence,
  characterIcons: Set<string>,
  language: Language,
  place?: string,
): SceneObject[] {
  const out: SceneObject[] = [];
  const seen = new Set(characterIcons);
  const modifiers = genitiveModifiers(s, language);
  const unreal = unrealWords(s.tokens, language);
  const book = s.matches.some((m) => m.concepts.some((c) => c.kind === "object" && BOOKISH.test(c.icon)));
  for (const m of s.matches) {
    // Spanish "sobre", French "sur" and German "über" are "on" and "over" as well: "about" only beside a book.
    const aboutSure = RULES[language].aboutSure;
    if (leftElsewhere(s, m, language) || ((book || aboutSure) && topicOf(s, m, language))) continue;
    if (takenOutOf(s.tokens, m, language) || modifiers.has(m)) continue;
    // "they would buy mangoes tomorrow", "she wanted a kite": a thing only spoken of is not drawn.
    const elsewhere = placeElsewhereThan(m, place) || unreal.has(m.start);
    for (const c of m.concepts) {
      const icon =
        c.kind === "object" ? (elsewhere ? undefined : c.icon) : c.kind === "place" ? c.icon : undefined;
      if (icon && MEALS.has(icon) && placeAsTime(s, m, language)) continue;
      // "pencil box", "पेंसिल का डिब्बा": a box word is a parcel only where its compound says no other box.
      // "a bag of tools", "ಕಡಲೆಕಾಯಿಯ ಚೀಲ": a bag word is shopping bags only where nothing says another bag.
      const drawn =
        icon && BOXES.has(icon)
          ? (boxSense(s.tokens, s.matches, m, language) ?? icon)
          : icon === "shopping-bags"
            ? (bagSense(s.tokens, s.matches, m, language) ?? icon)
            : icon;
      if (!drawn || drawn === "-" || seen.has(drawn) || out.length >= 4) continue;
      seen.add(drawn);
      out.push({ icon: drawn, word: m.surface.slice(0, 80) });
    }
  }
  return withoutPlaceThings(s, out);
}

/** Places of trade: what their word brings stands for goods ("a slope" brings the skis of its skiers). */
const TRADE_PLACES: ReadonlySet<string> = new Set(["market", "bakery", "shop"]);

/**
 * "They chose a fir tree at the market": what a place of trade's word brings (a market's basket, a
 * bakery's bread) stands for the goods of a scene that names none, and yields to the things it names.
 */
function withoutPlaceThings(s: Sentence, out: SceneObject[]): SceneObject[] {
  const brought = new Set(
    s.matches.flatMap((m) =>
      m.concepts.some((c) => c.kind === "place" && TRADE_PLACES.has(c.place))
        ? m.concepts.flatMap((c) => (c.kind === "object" ? [c.icon] : []))
        : [],
    ),
  );
  // A basket the sentence names itself ("at the market with her basket") is drawn.
  for (const m of s.matches)
    if (!m.concepts.some((c) => c.kind === "place"))
      for (const c of m.concepts) if (c.kind === "object") brought.delete(c.icon);
  if (brought.size === 0 || !out.some((o) => !brought.has(o.icon))) return out;
  return out.filter((o) => !brought.has(o.icon));
}

/** Whether the words end at `at` (exclusive) with the phrase. */
function endsWithPhrase(tokens: Token[], at: number, phrase: string): boolean {
  const words = phrase.split(" ");
  return words.every((w, k) => tokens[at - words.length + k]?.norm === w);
}

/** "Dad pulled a kite out of the bag", "ಚೀಲದಿಂದ": a bag something is taken out of (TAKEN_OUT_OF), not drawn;
 * what is taken out is. */
function takenOutOf(tokens: Token[], m: Match, language: Language): boolean {
  const bag = m.concepts.every((c) => c.kind === "object" && BAGS.has(c.icon));
  const box = m.concepts.every((c) => c.kind === "object" && BOXES.has(c.icon));
  if (!bag && !box) return false;
  const { before: words, after, ending, articles } = TAKEN_OUT_OF[language];
  const before = box && articles ? undefined : words;
  const skip = FUNCTION_WORDS[language].has(tokens[m.start - 1]?.norm ?? "")
    ? [m.start, m.start - 1]
    : [m.start];
  return (
    (before?.some((p) => skip.some((at) => endsWithPhrase(tokens, at, p))) ?? false) ||
    (after?.has(tokens[m.end]?.norm ?? "") ?? false) ||
    (ending?.test(tokens[m.end - 1]?.norm ?? "") ?? false)
  );
}

/** What a book, a newspaper or a letter is: something that can be about something. */
const BOOKISH = /book|newspaper|scroll|notebook|envelope/u;

/** "a picture book about trains": the book's topic (ABOUT_WORDS), not drawn. */
function topicOf(s: Sentence, m: Match, language: Language): boolean {
  const about = ABOUT_WORDS[language];
  const before = [s.tokens[m.start - 1]?.norm, s.tokens[m.start - 2]?.norm];
  const after = [s.tokens[m.end]?.norm, s.tokens[m.end + 1]?.norm];
  return (
    !m.concepts.some((c) => c.kind === "object" && BOOKISH.test(c.icon)) &&
    (before.some((w) => w !== undefined && about.before.has(w)) ||
      after.some((w) => w !== undefined && about.after.has(w)))
  );
}

/** "una obra sobre la selva", "ein Stück über den Dschungel": "about" right after a play, a story or a book
 * (ABOUT_WORDS' works), with the place's article between or not. */
function aboutWork(s: Sentence, m: Match, language: Language): boolean {
  const works = ABOUT_WORDS[language].works;
  if (!works) return false;
  const at = DETERMINERS[language].has(s.tokens[m.start - 1]?.norm ?? "") ? m.start - 2 : m.start - 1;
  return (
    works.has(s.tokens[at - 1]?.norm ?? "") && ABOUT_WORDS[language].before.has(s.tokens[at]?.norm ?? "")
  );
}

/** "She had left her umbrella at home", "ihren Regenschirm zu Hause vergessen": a thing right before a place
 * it was left or forgotten in (placeElsewhere) is not in the scene. */
function leftElsewhere(s: Sentence, m: Match, language: Language): boolean {
  if (!m.concepts.some((c) => c.kind === "object")) return false;
  return s.matches.some(
    (p) =>
      p.start >= m.end &&
      p.start - m.end <= 2 &&
      p.concepts.some((c) => c.kind === "place") &&
      placeElsewhere(s, p, language),
  );
}

/**
 * The scene plan of each sentence of one video, offline: who (one look per character through the video),
 * what, where and when (carried over from the sentence before when a sentence names none) and the mood.
 */
/** Capitalised words (normalised) that appear at least twice in the story. */
/** Every capitalised word of a story. */
function storyCapitals(sentences: string[]): Set<string> {
  return new Set(
    sentences.flatMap((s) =>
      tokenize(s, "de")
        .filter((t) => t.capitalised)
        .map((t) => t.norm),
    ),
  );
}

function recurringCapitals(sentences: string[]): Set<string> {
  const counts = new Map<string, number>();
  for (const sentence of sentences)
    for (const t of tokenize(sentence, "de"))
      if (t.capitalised) counts.set(t.norm, (counts.get(t.norm) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n >= 2).map(([w]) => w));
}

/** The thing an action is done with, when the sentence names none of its kind ("Priya read": a book). */
const IMPLIED_BY_ACTION: Readonly<Record<string, { icon: string; kind: RegExp }>> = {
  read: { icon: "open-book", kind: /book|notebook|newspaper|scroll/ },
  fish: { icon: "fishing-pole", kind: /fishing-pole/ },
};

/** The things the characters' actions imply and the scene does not draw yet, entering with the doer. */
function impliedObjects(
  characters: SceneCharacter[],
  objects: SceneObject[],
  s: Sentence,
  language: Language,
): SceneObject[] {
  const out: SceneObject[] = [];
  for (const c of characters) {
    const implied = c.action ? IMPLIED_BY_ACTION[c.action] : undefined;
    // "Dad read the instructions", "read the letters on a chart": what is read is there, and no book.
    if (c.action === "read" && readsNoBook(s.tokens, language)) continue;
    if (!implied || !c.word || [...objects, ...out].some((o) => implied.kind.test(o.icon))) continue;
    out.push({ icon: implied.icon, word: c.word });
  }
  return out;
}

/**
 * "Nikhil was riding all by himself", "She held the back of the seat": a rider or a part of what one rides
 * draws the thing the story rides (the bicycle of an earlier sentence) where the sentence names none, in
 * place of the part (no chair for the seat); a rider "driving" it rides. Returns the story's ridden thing
 * after this sentence.
 */
function withRidden(
  s: Sentence,
  characters: SceneCharacter[],
  objects: SceneObject[],
  ridden: SceneObject | null,
  language: Language,
): SceneObject | null {
  const own = objects.find((o) => MOUNT.test(o.icon));
  if (own) return own;
  if (!ridden || characters.some((c) => MOUNT.test(c.icon))) return ridden;
  const part = ridePart(s.tokens, language);
  // A rider in the bus or the train the sentence names rides that, not the story's bicycle.
  const rides =
    rideOf(s.tokens, s.matches, language) === null &&
    characters.some((c) => c.action === "ride" || c.action === "drive");
  if (!part && !rides) return ridden;
  for (const o of objects.filter((x) => part && normalise(x.word).startsWith(part)))
    objects.splice(objects.indexOf(o), 1);
  if (objects.length < 4) objects.push({ icon: ridden.icon, word: ridden.word });
  for (const c of characters) if (c.action === "drive") c.action = "ride";
  return ridden;
}

/** The word of a sentence that names a part of what one rides (SCENE_WORDS' rideParts), as written there:
 * the part's stem in the languages that join case endings ("సీటు పట్టుకుని", "ಸೀಟನ್ನು"). */
function ridePart(tokens: Token[], language: Language): string | null {
  const parts = SCENE_WORDS[language].rideParts.map((p) =>
    isIndic(language) ? p.replace(FINAL_VOWEL, "") : p,
  );
  return (
    tokens.find((t) => parts.some((p) => t.norm === p || (isIndic(language) && t.norm.startsWith(p))))
      ?.norm ?? null
  );
}

/** A final vowel sign of an Indian script, which a case ending replaces. */
const FINAL_VOWEL = /[\u093e-\u094c\u0b82\u0bbe-\u0bcc\u0c02\u0c3e-\u0c4c\u0c82\u0cbe-\u0ccc]$/u;

/** The icons of something to drink (a cup of tea, a glass of milk, a bottle). */
const DRINK =
  /beverage|teacup|cup-with-straw|glass-of-milk|mate|beer|wine|tumbler|bottle|sake|cocktail|juice/;

/** The icons that already show the rain: a second rain cloud beside them says nothing more. */
const RAIN_THINGS: ReadonlySet<string> = new Set([
  "cloud-with-rain",
  "umbrella-with-rain-drops",
  "cloud-with-lightning-and-rain",
]);

/** The icons of a chair a seated figure is drawn on. */
const SEAT_ICONS: ReadonlySet<string> = new Set(["chair", "couch-and-lamp"]);

/** Capitalised words (normalised) the story writes after a sentence's first word. */
function midSentenceCapitals(sentences: string[]): Set<string> {
  const out = new Set<string>();
  for (const sentence of sentences)
    for (const t of tokenize(sentence, "de")) if (t.capitalised && t.index > 0) out.add(t.norm);
  return out;
}

/**
 * The pose of a person the sentence gives no verb of a pose, from where it puts them: in a vehicle on its way
 * ("On the bus home she told him the story", "im Auto") or on a mount ("auf einem weißen Pferd") they ride,
 * never stand; at a table or a desk ("opened it at his desk", "à table") they sit.
 */
function placedPose(s: Sentence, inVehicle: boolean, language: Language): SceneAction | undefined {
  if (inVehicle || onMount(s.tokens, s.matches, language)) return "ride";
  return atTable(s.tokens, language) ? "sit" : undefined;
}

/**
 * The pose of a person the sentence gives no pose at all, from what the story is doing: at a game of chess
 * or carrom, played seated at its board, they play ("she took his queen in six moves").
 */
function gamePose(s: Sentence): SceneAction | undefined {
  return seatedGame(s.activity) ? "play" : undefined;
}

/** Poses a figure keeps until something gets it up: seated, lying, kneeling, on a mount, at a desk. */
const HELD_POSES: ReadonlySet<SceneAction> = new Set<SceneAction>([
  "sit",
  "sleep",
  "kneel",
  "ride",
  "meditate",
  "desk",
]);

/** In the scripts without capitals, the names a first reading of the story finds that it uses again. */
function namesOfStory(sentences: string[], language: Language): Set<string> {
  const first = new Planner(language);
  const read = sentences.map((text) => first.read(text));
  const seeds = namesToSeed(first.names, sentences, language);
  for (const name of namesSaidBySound(
    read.map((s) => nameSlots(s, language)),
    language,
  ))
    seeds.add(name);
  for (const name of namesSheFollows(read, first.names, language)) seeds.add(name);
  return seeds;
}

/**
 * Telugu's "-ంది" is "it" as often as "she": a subject before it that a first reading took for a name
 * stays one where the next sentence's subject is "she" ("లత తోటలో పూలు కోసింది. తర్వాత ఆమె..."), as
 * no thing's would be.
 */
function namesSheFollows(read: Sentence[], found: ReadonlySet<string>, language: Language): Set<string> {
  const out = new Set<string>();
  const she = (t: Token) =>
    PRONOUNS[language][t.norm] === "female" &&
    (!obliqueCase(t.norm, language) || NOMINATIVE_PRONOUNS[language].has(t.norm));
  read.forEach((s, i) => {
    const words = s.tokens.map((t) => t.norm);
    if (!itOrShe(words, language)) return;
    // One name only: with two, "she" may be either.
    const named = new Set(s.tokens.flatMap((t) => knownPrefix(t.norm, found, language) ?? []));
    const [name] = named;
    if (named.size === 1 && name !== undefined && read[i + 1]?.tokens.some(she)) out.add(name);
  });
  return out;
}

/**
 * The words of a sentence where a name no list has may stand: none the lexicon reads, no verb, function
 * word, pronoun, postposition, word of size or age, family title or honorific.
 */
function nameSlots(s: Sentence, language: Language): NameSlot[] {
  const matched = new Set(
    s.matches.flatMap((m) => Array.from({ length: m.end - m.start }, (_, k) => m.start + k)),
  );
  const verbs = new Set(findVerbs(s.tokens, language).flatMap((v) => [v.at, v.word]));
  const pp = RULES[language].postpositions;
  const closed = (word: string) =>
    FUNCTION_WORDS[language].has(word) ||
    word in PRONOUNS[language] ||
    pronounLike(word, language) ||
    REFLEXIVES[language]?.has(word) === true ||
    WHILE_ENDS[language]?.test(word) === true ||
    LITTLE_WORDS[language].has(word) ||
    OLD_WORDS[language]?.has(word) === true ||
    pp?.postpositions.has(word) === true ||
    PLACE_POSTPOSITIONS[language]?.has(word) === true ||
    WHERE_POSTPOSITIONS[language]?.has(word) === true;
  return s.tokens
    .filter(
      (t) =>
        !matched.has(t.index) &&
        !verbs.has(t.index) &&
        !closed(t.norm) &&
        !notAName(t.norm, language) &&
        !dictionaryHas(t.norm, language) &&
        !kinTitleAt(s.tokens, t.index, language) &&
        !honorificAt(s.tokens, t.index, language),
    )
    .map((t) => ({
      surface: t.surface,
      cased: obliqueCase(t.norm, language) || RULES[language].joinedEndings?.andSuffix?.test(t.norm) === true,
    }));
}

export function planScenes(sentences: string[], language: Language): ScenePlan[] {
  // The tagger reads the whole story in one run; each sentence's reading finds its answer kept.
  tagStory(sentences, language);
  const seeded = isIndic(language) ? namesOfStory(sentences, language) : undefined;
  const planner = new Planner(
    language,
    isIndic(language) ? undefined : recurringCapitals(sentences),
    isIndic(language) ? undefined : midSentenceCapitals(sentences),
    isIndic(language) ? undefined : storyCapitals(sentences),
    seeded,
  );
  // A name sure enough to keep someone on stage the sentence does not name: in the scripts without capitals,
  // a given name or one the story uses again ("ಮೆಲ್ಲನೆ", quietly, read once as a name, stays no one).
  const sureName = (c: SceneCharacter) =>
    c.name === undefined ||
    seeded === undefined ||
    givenNameIn(c.name, language) !== null ||
    knownPrefix(normalise(c.name), seeded, language) !== null;
  const read = sentences.map((text) => planner.read(text));
  // A story that names the sea, a beach, a harbour or the sea's waves anywhere: its shore is the beach.
  const seaStory = read.some(
    (s) =>
      SEA_PLACES.has(settingOf(s, language)?.place ?? "studio") ||
      s.matches.some((m) => m.concepts.some((c) => c.kind === "object" && c.icon === "water-wave")),
  );
  const looks = planner.looks(regionOfStory(sentences, language));
  const outdoor = new Set(OUTDOOR_WORDS[language]);
  const indoor = new Set(INDOOR_WORDS[language]);
  const newDay = NEW_DAY_WORDS[language];
  // The neutral studio until a sentence says where: a scene before the first place named does not take
  // that later place (the story has not gone there yet). A teacher with no place named is at school.
  let setting: ScenePlan["setting"] = { place: "studio", indoor: true };
  let placed = false;
  // The last sentence went home from somewhere else: the next one that names no place is there.
  let wentHome = false;
  let time: ScenePlan["time"] = "day";
  let weather: ScenePlan["weather"] = "clear";
  // Rain that dark clouds brought in the story, and where: it falls on every scene after them at that place
  // and time of day until a sentence says it stopped or the sun came out. A rain named only in passing ("it
  // was pouring", "a rain of petals") is the scene's weather, drawn by its sky.
  let rain: { place: string; word: string } | null = null;
  let lastCharacter: SceneCharacter | null = null;
  // The people the scene before drew, and where: the company that stays while the place holds.
  let company: { place: string; people: SceneCharacter[] } = { place: "studio", people: [] };
  let lastDrink: string | null = null;
  let ridden: SceneObject | null = null;
  // Who was left sitting, lying or kneeling, and where: the pose holds while the place does.
  const held = new Map<string, SceneAction>();
  let heldPlace = setting.place;
  // The other places named with the story's place where it was set ("the park by the lake").
  let besidePlaces = { of: "studio", places: new Set<string>() };
  // Whether the story has been at a harbour: a boat trip out of it comes back to land there.
  let harbourSeen = false;
  // The place a later sentence finds the people in, before anyone goes anywhere: the opening is there too.
  const ahead = placeAhead(
    read,
    (s) => settingOf(s, language) ?? homeThingOf(s) ?? (roomAtHome(s.tokens, language) ? HOME : null),
    (s) => firstOf(s, "time") !== null || newDayTokens(s, newDay, language).length > 0,
    language,
  );
  // Where a sentence of a story that has named no place is, from what it holds and who is in it.
  const unsaidSetting = (s: Sentence, index: number) =>
    unsaidPlaceOf(s) ??
    outAtSea(s.matches, seaStory) ??
    (onWheels(s.tokens, s.matches, [...s.actions.values()].includes("ride"), language) ? STREET : null) ??
    (ahead && index < ahead.until ? ahead.setting : null) ??
    familyAtHome(s, language) ??
    householdAtHome(s, language);
  const plans = read.map((s, index) => {
    const weekdays = newDayTokens(s, newDay, language);
    const namedTime = firstOf(s, "time") ?? (weekdays.length > 0 ? "day" : null);
    const found = groundOfGame(
      s,
      furnishedBuilding(
        s,
        settingOf(s, language, placed && setting.place !== "street", placed) ??
          (placed
            ? null
            : (workplaceOf(s) ??
              hintedPlaceOf(s, language) ??
              (trainStops(s.tokens, s.matches, language) ? STATION : null) ??
              homeThingOf(s) ??
              (roomAtHome(s.tokens, language) ? HOME : null))),
      ),
      placed ? setting : null,
    );
    // "On the way back, a deer ran across the path": the way back from a forest is still the forest, and a
    // road in the hills or a forest ("they pushed the bus up the road") is still the hills.
    // "She walked home with her money": the way home from outdoors is drawn where it starts (a forest, a
    // river) or, from a place in town (a market, a park), in the street; the story is home after it.
    const homeward =
      found?.place === "home" &&
      placed &&
      !setting.indoor &&
      setting.place !== "studio" &&
      carriedHome(s, language);
    let named =
      (found?.place === "street" &&
        (WAYS_RUN_THROUGH.has(setting.place) ||
          (WILD_PLACES.has(setting.place) && onTheWay(s, language)) ||
          (pathInGrounds(s, setting.place, language) && !waysToGoal(s, language)))) ||
      (homeward && WILD_PLACES.has(setting.place))
        ? null
        : homeward
          ? STREET
          : shoreOf(s, found, setting, seaStory);
    // "down to the courtyard", "नीचे आँगन तक": a yard or another part of a home named on a farm is the farm's.
    if (named?.place === "home" && setting.place === "farm" && partOfHomeOnly(s)) named = setting;
    // "the old park by the lake", then "trees stood along the lake": a place named beside the story's place
    // is part of its scene, and naming it again does not move the story unless someone goes there.
    const beside =
      named !== null &&
      placed &&
      named.place !== setting.place &&
      besidePlaces.of === setting.place &&
      besidePlaces.places.has(named.place) &&
      !goesSomewhere(s.tokens, s.matches, language);
    if (beside) named = null;
    // "drank tea at the little shop on the bank" of the river the story is on: still the river.
    if (named && placed && keptAtLandmark(s.tokens, s.matches, setting.place, named.place, language))
      named = null;
    // "the ball landed in his duck pond": the pond of the park or the garden the story is in, or of a garden
    // beside its street.
    const pond =
      named?.place === "river" && placed ? pondGround(s.tokens, s.matches, setting.place, language) : null;
    if (pond) named = pond.place === setting.place ? null : pond;
    // "Mrs Kapoor laughed on her balcony": a balcony over the street is seen from the street.
    if (named?.place === "home" && placed && overlooksStreet(s.tokens, s.matches, setting.place, language))
      named = null;
    // "they sat down in the cool sand" of a story in the desert: its sand and its dunes are the desert's.
    if (
      named &&
      placed &&
      desertOwnGround(named.place, setting.place) &&
      !goesSomewhere(s.tokens, s.matches, language)
    )
      named = null;
    // "Back on land they ate fish at a stall by the water": a story out at sea comes ashore at the harbour
    // it set out from, or the beach.
    const landing = placed
      ? landingOf(s.tokens, setting.place, named?.place ?? null, harbourSeen, language)
      : null;
    if (landing) named = { place: landing, indoor: false };
    // "On the bus home he fell asleep", "they sang in the car": a ride is drawn where the vehicle goes along,
    // the street (a train at the station), not the home it goes to, the airport it comes from ("volvió del
    // aeropuerto en taxi") nor a room around it.
    const ride = rideOf(s.tokens, s.matches, language);
    if (ride) {
      const at = named?.place;
      const goalOnly =
        at !== undefined &&
        s.matches
          .filter((m) => m.concepts.some((c) => c.kind === "place" && !c.hint && c.place === at))
          .every(
            (m) =>
              rideGoal(s.tokens, m, ride.vehicle, language) ||
              cameFrom(s.tokens, m, language) ||
              // "carried it home on the tram": the home the ride goes to, in the ride's own clause ("in the
              // car, and when they got home" is at home).
              (at === "home" &&
                homeAsGoal(s.tokens, m, s.matches, language) &&
                oneClause(s.tokens, m, ride.vehicle)),
          );
      const back =
        at === undefined && setting.place !== "studio" && rideBack(s.tokens, ride.vehicle, language);
      // A bus boarded or ridden somewhere in a story that has named no place yet ("got on the night bus") is on
      // the road too, and a train boarded ("boarded the night train to Guwahati") at the station; a train ridden
      // to a city, an umbrella left on a bus or a book read on a train says nothing of where the story is.
      const setOff =
        setting.place === "studio" &&
        (ride.boarded || (ride.way === "road" && goesSomewhere(s.tokens, s.matches, language)));
      if (back || (at === undefined ? (setting.indoor && setting.place !== "studio") || setOff : goalOnly))
        named = ride.way === "rail" ? STATION : STREET;
    }
    // "Back at her desk, she answered emails": an adult at their own desk, in a story not where a desk
    // stands, is at the office; a pupil's desk is left to the story.
    const pupil = s.mentions.some((m) => planner.cast.get(m.id)?.age === "child");
    if (named === null && !pupil && deskMoves(s.tokens, setting.place, language)) named = OFFICE;
    if (named !== null && named.place !== setting.place)
      besidePlaces = { of: named.place, places: placesNamedBeside(s, named.place) };
    placed ||= named !== null;
    const arrived = wentHome && named === null ? HOME : null;
    // A farm's house stands on the farm: "the goat followed them to the house" is still the farm.
    // "pushed it down the lane to Aunt Nafisa's house": on the way along the lane, and at the house after.
    const along = named?.place === "home" && alongToHome(s.tokens, s.matches, language);
    wentHome = (homeward || along) && setting.place !== "farm";
    const next =
      travelsHome(s, named, language) || along
        ? STREET
        : (named ??
          arrived ??
          homeFor(s, setting, namedTime ?? time) ??
          openedHome(s.tokens, s.matches, setting.place, language) ??
          goesInside(s, setting, indoor, language) ??
          (placed ? null : goesOut(s, outdoor, language)) ??
          (placed ? null : unsaidSetting(s, index)) ??
          setting);
    // A truck being loaded is drawn in the street, and a story that was somewhere stays there (the home it
    // leaves); one that was nowhere is in the street from then on.
    const scene =
      next.indoor && (named === null || named.place === "home") && loadsVehicle(s) ? STREET : next;
    setting = next.place === "studio" ? scene : next;
    harbourSeen ||= setting.place === "harbour";
    placed ||= setting.place !== "studio";
    // Rain named one morning does not last into the night the story moves on to: a new time of day
    // starts with a clear sky unless the same sentence names its weather.
    if (namedTime && namedTime !== time) weather = "clear";
    const sky = skySaid(s.tokens, s.matches, language);
    if (sky.over || (namedTime && namedTime !== time) || rain?.place !== setting.place) rain = null;
    if (sky.clouds) rain = { place: setting.place, word: sky.word };
    const sceneTime = namedTime ?? time;
    time = lastTimeOf(s, weekdays) ?? sceneTime;
    // "After the rain", "when the rain stopped": the sky the scene is under is clear.
    weather = sky.over && !sky.rain ? "clear" : (firstOf(s, "weather") ?? weather);
    const characters: SceneCharacter[] = [];
    let seatWord: string | null = null;
    // "Grandma sat on the sofa. She showed Dev the photos": a sentence that gives her no new verb, in the
    // same place, leaves her seated; one that gets someone up ("stood up", a verb of no pose) ends it.
    if (setting.place !== heldPlace || findVerbs(s.tokens, language).some((v) => v.action === "stand"))
      held.clear();
    heldPlace = setting.place;
    // Held into the next sentence only: a sentence that leaves them out has moved the story on.
    for (const id of [...held.keys()]) if (!s.mentions.some((m) => m.id === id)) held.delete(id);
    // Someone met in passing takes no place from the people the story follows: drawn only where they
    // leave room ("el revisor les picó los billetes" beside a family of three is not drawn).
    const passing = (id: string) => planner.cast.get(id)?.passing === true;
    const followed = new Set(s.mentions.map((m) => m.id).filter((id) => looks.has(id) && !passing(id)));
    // "his late grandfather's watch", "wrote a letter to her grandfather": named, and elsewhere.
    const present = s.mentions.filter((m) => !absentAt(s.tokens, m.at, language));
    const byRank =
      followed.size >= STAGE_ROOM
        ? present.filter((m) => !passing(m.id))
        : [...present.filter((m) => !passing(m.id)), ...present.filter((m) => passing(m.id))];
    const staged = onStage(
      byRank,
      (id) => looks.has(id),
      (id) => looks.get(id)?.kind !== "person",
      (id) => s.actions.has(id) || s.mentions.some((m) => m.id === id && !ownerOnly(s.tokens, m, language)),
      (id) => !s.actions.has(id) && planner.ownerAside(id, s.mentions, s.tokens),
    );
    const mentionsAt = new Set(s.mentions.map((m) => m.at));
    // "She wanted a kite with a dragon on it": a creature only spoken of is not drawn either.
    const unreal = unrealWords(s.tokens, language);
    for (const m of staged) {
      const look = looks.get(m.id);
      if (!look || characters.some((c) => c.id === look.id) || characters.length >= 3) continue;
      if (look.kind === "animal" && unreal.has(m.at)) continue;
      const own = s.actions.get(m.id);
      const action =
        own ??
        held.get(m.id) ??
        (look.kind === "person" ? (placedPose(s, ride !== null, language) ?? gamePose(s)) : undefined);
      if (own && !HELD_POSES.has(own)) held.delete(m.id);
      else if (own) held.set(m.id, own);
      // "She sat on a bench": the seat is drawn under the seated figure.
      const seat = action === "sit" ? seatOf(s.tokens, language) : null;
      if (seat) seatWord = seat.word.norm;
      // "threw his net": what a throw, a push or a pull is done to, where no picture of it is drawn.
      const actsOn = own ? unpicturedObject(s.tokens, s.matches, m.at, own, mentionsAt, language) : null;
      characters.push({
        ...look,
        ...(m.word ? { word: m.word.slice(0, 80) } : {}),
        ...(action ? { action } : {}),
        ...(seat ? { seat: seat.seat } : {}),
        ...(actsOn ? { actsOn } : {}),
      });
    }
    // "On the way home it began to rain, and Grandma opened her umbrella": the people of the scene before stay
    // while the place holds (or they are on their way from it), where the sentence names only some of them
    // and nobody else, and none was left behind.
    const onward = setting.place === company.place || (company.place !== "studio" && onTheWay(s, language));
    const people = characters.filter((c) => c.kind === "person");
    // Named by a word or a name, not a pronoun only ("Als er sich umdrehte, war sie weg ... trug ihn": a
    // sentence of pronouns may be about someone who has gone).
    const pronoun = (w: string | undefined) =>
      w === undefined ||
      PRONOUNS[language][normalise(w)] !== undefined ||
      THEY_WORDS[language].has(normalise(w));
    if (
      onward &&
      people.some((c) => !pronoun(c.word)) &&
      people.every((c) => company.people.some((p) => p.id === c.id)) &&
      characters.every((c) => c.kind === "person")
    )
      for (const p of company.people)
        if (characters.length < 3 && !characters.some((c) => c.id === p.id) && !s.left?.includes(p.id)) {
          const { word: _word, action: _action, seat: _seat, actsOn: _actsOn, ...look } = p;
          characters.push(look);
        }
    company = {
      place: setting.place,
      people: characters.filter((c) => s.company?.includes(c.id) && sureName(c)),
    };
    // "the children danced": a group of children is two, where the scene has room.
    for (const c of [...characters])
      if (
        characters.length < 3 &&
        c.kind === "person" &&
        c.age === "child" &&
        s.mentions.some((m) => m.id === c.id && namesGroup(s.tokens, m.at, language))
      )
        characters.push(secondChild(c));
    // What someone sits on is drawn under them, not again beside them (nor as a bank for "Bank").
    const objects = objectsOf(s, new Set(characters.map((c) => c.icon)), language, setting.place).filter(
      (o) => seatWord === null || (!SEAT_ICONS.has(o.icon) && !normalise(o.word).startsWith(seatWord)),
    );
    // "They sat on the bank" of the river they fish in, or where their boat is tied: the shore, drawn by
    // the backdrop, no bank building.
    if (
      setting.place === "river" ||
      setting.place === "beach" ||
      setting.place === "sea" ||
      objects.some((o) => WATERCRAFT.test(o.icon))
    )
      for (const o of objects.filter((x) => x.icon === "bank")) objects.splice(objects.indexOf(o), 1);
    objects.splice(0, objects.length, ...withoutFishBowl(characters, objects));
    objects.splice(0, objects.length, ...readFromAfar(s.tokens, characters, objects, language));
    for (const o of impliedObjects(characters, objects, s, language)) if (objects.length < 4) objects.push(o);
    // "They ate rice at the table", "Comieron a la mesa": the meal laid on the table they eat at. Those who
    // eat on the floor ("because the table had not arrived yet") have no table to lay it on.
    const eats =
      findVerbs(s.tokens, language).some((v) => v.action === "eat") &&
      seatOf(s.tokens, language)?.seat !== "floor";
    const table = eats ? tableWord(s.tokens, language) : null;
    if (table && objects.length < 4 && !objects.some((o) => MEALS.has(o.icon)))
      objects.push({ icon: "fork-and-knife-with-plate", word: table.surface.slice(0, 80) });
    ridden = withRidden(s, characters, objects, ridden, language);
    // "Mother made hot chocolate. They drank it by the fire": what they drink is the drink just made.
    const drunk = lastDrink && findVerbs(s.tokens, language).find((v) => v.action === "drink" && !v.purpose);
    if (lastDrink && drunk && objects.length < 4 && !objects.some((o) => DRINK.test(o.icon)))
      objects.push({ icon: lastDrink, word: s.tokens[drunk.word]?.surface.slice(0, 80) ?? lastDrink });
    lastDrink = objects.find((o) => DRINK.test(o.icon))?.icon ?? null;
    // A sentence that names nothing to draw ("What next?") still shows someone: the story's last person
    // seen, without a word to enter on, rather than an empty street.
    // A worker who stayed at the place the story left is nobody's stand-in.
    const lastSeen = lastCharacter && s.left?.includes(lastCharacter.id) ? null : lastCharacter;
    if (characters.length > 0) lastCharacter = characters[0] ?? lastCharacter;
    else {
      lastCharacter = lastSeen;
      if (objects.length === 0 && lastSeen) characters.push({ ...lastSeen, word: undefined });
    }
    const isOutside = s.tokens.some((t) => outdoor.has(t.norm));
    // The rain is drawn as its cloud outdoors, named by the sentence that brought it and held in the scenes
    // after it; indoors it is the weather at the window. Added after the scene has its people: a cloud is
    // nobody to stand in for the person the sentence is about.
    if (
      rain &&
      (isOutside || !scene.indoor) &&
      objects.length < 4 &&
      !objects.some((o) => RAIN_THINGS.has(o.icon))
    )
      objects.push({ icon: "cloud-with-rain", word: sky.clouds ? rain.word : "" });
    return scenePlanSchema.parse({
      characters,
      objects,
      setting: isOutside ? { ...scene, indoor: false } : scene,
      time: sceneTime,
      weather,
      mood: firstOf(s, "mood") ?? "neutral",
    });
  });
  // What the scenes draw, read with the whole story (a boat it rows, a part of a thing it has), each thing
  // in the colour the story gives it.
  const returned = placesReturnedTo(sentences, plans, language);
  return withThingColours(
    sentences,
    withImpliedTools(sentences, storyThings(sentences, returned, language), language),
    language,
  );
}

/** The verbs of playing a ball: hitting, throwing, playing it. */
const PLAYING: ReadonlySet<string> = new Set(["hit", "throw", "play"]);

/**
 * The tools a trade implies and the drops of loose water, added once the story has read its things: they
 * are the picture's, never a thing a later "it" stands for ("the baby slept in it" is the cradle, no saw).
 */
function withImpliedTools(sentences: string[], plans: ScenePlan[], language: Language): ScenePlan[] {
  return plans.map((plan, i) => {
    const tokens = tokenize(sentences[i] ?? "", language);
    const objects = [...plan.objects];
    for (const o of tradeTools(tokens, objects, language)) if (objects.length < 4) objects.push(o);
    for (const o of looseWater(tokens, objects, language)) if (objects.length < 4) objects.push(o);
    return objects.length === plan.objects.length ? plan : { ...plan, objects };
  });
}

/**
 * A scene that opens by going back up ("Back upstairs, she wrote on the whiteboard") is at the place the
 * story was before the scene just before: the trip down (lunch at the café) is over, so the story is again
 * at the office it left.
 */
function placesReturnedTo(sentences: string[], plans: ScenePlan[], language: Language): ScenePlan[] {
  return plans.map((plan, i) => {
    if (!BACK_UP_WORDS[language].test((sentences[i] ?? "").trim().toLowerCase())) return plan;
    const trip = plans[i - 1]?.setting.place;
    const left = plans
      .slice(0, Math.max(0, i - 1))
      .findLast((p) => p.setting.place !== trip && p.setting.place !== "studio");
    return left && trip ? { ...plan, setting: left.setting } : plan;
  });
}
