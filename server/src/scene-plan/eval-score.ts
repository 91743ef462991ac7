import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Language, languageCodes } from "@reelsmith/contract/languages";
import { planScenes } from "./planner";
import { type ScenePlan, scenePlanSchema } from "./scene-plan-schema";
import { normalise } from "./text";

/**
 * The planner's evaluation set: sentences written for it, each labelled with what a
 * reader expects to see and what would be wrong to draw. The format is described in
 * bench/scene-plan/README.md; the files are bench/scene-plan/eval-set.<language>.json.
 */
export interface EvalSentence {
  text: string;
  /** People and animals a reader expects: a name as written, or a role / animal ("woman", "child", "dog"). */
  who?: string[];
  /** Things a reader expects, each as Fluent Emoji icon names with alternatives joined by "|". */
  things?: string[];
  /** The place a reader expects (scene plan places, alternatives joined by "|"). */
  place?: string;
  /** Icons, roles or places that are not wrong to draw though not expected. */
  ok?: string[];
  /** What a reader would call a wrong picture (documents the trap; any unlabelled element counts against). */
  wrong?: string[];
  /** The pose a reader expects of a `who` label (scene actions, alternatives joined by "|"; "stand": none). */
  actions?: Record<string, string>;
}

export interface EvalSet {
  language: Language;
  sentences: EvalSentence[];
}

export interface SentenceScore {
  text: string;
  drawn: string[];
  /** Drawn elements the sentence does not mean. */
  wrong: string[];
  /** Expected labels that were not drawn. */
  missed: string[];
  /** Labelled poses, and those drawn otherwise ("Maya: run, drawn stand"). */
  actions: number;
  wrongActions: string[];
}

export interface LanguageScore {
  language: Language;
  sentences: number;
  drawn: number;
  correct: number;
  expected: number;
  found: number;
  precision: number;
  recall: number;
  /** Labelled poses, and the share drawn as labelled. */
  actions: number;
  actionAccuracy: number;
  details: SentenceScore[];
}

/** Every language has an eval set (eval-set.<language>.json): a new one fails the eval test until then. */
export const EVAL_LANGUAGES: readonly Language[] = languageCodes;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const EVAL_DIR = path.join(ROOT, "bench", "scene-plan");

/**
 * "eval-set": the sentences the lexicon was tuned on; "held-out": sentences written after that tuning and
 * scored once before any change for them (then fixed); "unseen": written last and never tuned on, to say
 * how the planner does on text it has not seen; "blind": written after the fresh part's fixes and never tuned
 * on, the score on new text after them.
 */
export type EvalPart = "eval-set" | "held-out" | "unseen" | "fresh" | "blind";

export function readEvalSet(language: Language, part: EvalPart = "eval-set", dir = EVAL_DIR): EvalSet {
  const file = path.join(dir, `${part}.${language}.json`);
  return JSON.parse(fs.readFileSync(file, "utf8")) as EvalSet;
}

/** Roles that several icons draw: "child" is a girl, a boy or a child. */
export const ROLE_ICONS: Record<string, string[]> = {
  child: ["child", "girl", "boy", "baby"],
  elder: ["older-person", "old-woman", "old-man"],
  person: ["person", "woman", "man"],
  bird: ["bird", "dove", "parrot", "eagle", "crow", "black-bird"],
};

type Drawn =
  | { kind: "character"; icon: string; name?: string; id: string; person: boolean; action: string }
  | { kind: "object"; icon: string }
  | { kind: "place"; place: string };

const isRole = (label: string) => /^[a-z0-9-]+$/.test(label);

/** "cook" is drawn by "woman-cook" and "cook"; "man" is drawn by neither "woman" nor "man-cook". */
function iconHas(icon: string, label: string): boolean {
  return icon === label || icon === `woman-${label}` || icon === `man-${label}`;
}

function matches(d: Drawn, label: string): boolean {
  return label.split("|").some((alt) => {
    if (d.kind === "place") return d.place === alt;
    if (d.kind === "object") return isRole(alt) && d.icon === alt;
    if (!isRole(alt)) {
      const want = normalise(alt);
      return normalise(d.name ?? "").startsWith(want) || d.id.startsWith(want);
    }
    if (alt === "person" && d.person) return true;
    return (ROLE_ICONS[alt] ?? [alt]).some((a) => iconHas(d.icon, a));
  });
}

const drawnCharacter = (c: ScenePlan["characters"][number]): Drawn => ({
  kind: "character",
  icon: c.icon,
  id: c.id,
  person: c.kind === "person",
  action: c.action ?? "stand",
  ...(c.name ? { name: c.name } : {}),
});

function drawnOf(plan: ScenePlan, sentence: EvalSentence): Drawn[] {
  const out: Drawn[] = [];
  for (const c of plan.characters) out.push(drawnCharacter(c));
  for (const o of plan.objects) out.push({ kind: "object", icon: o.icon });
  // The setting counts as drawn where the sentence gave it (a plan of one sentence that names no place
  // stays in the neutral studio).
  const labelled = [sentence.place ?? "", ...(sentence.ok ?? [])].some((l) =>
    l.split("|").includes("studio"),
  );
  if (plan.setting.place !== "studio" || labelled) out.push({ kind: "place", place: plan.setting.place });
  return out;
}

const show = (d: Drawn) =>
  d.kind === "place"
    ? `#${d.place}`
    : d.kind === "object"
      ? d.icon
      : d.name
        ? `${d.name}(${d.icon})`
        : d.icon;

export function scoreSentence(sentence: EvalSentence, language: Language): SentenceScore {
  const [plan] = planScenes([sentence.text], language);
  if (!plan) throw new Error(`no plan for "${sentence.text}"`);
  const drawn = drawnOf(plan, sentence);
  const expected = [
    ...(sentence.who ?? []),
    ...(sentence.things ?? []),
    ...(sentence.place ? [sentence.place] : []),
  ];
  const accepted = [...expected, ...(sentence.ok ?? [])];
  const wrong = drawn.filter((d) => !accepted.some((l) => matches(d, l))).map(show);
  const missed = expected.filter((l) => !drawn.some((d) => matches(d, l)));
  const labelled = Object.entries(sentence.actions ?? {});
  const wrongActions = labelled.flatMap(([label, want]) => {
    const who = drawn.find((d) => d.kind === "character" && matches(d, label));
    const got = who?.kind === "character" ? who.action : "not drawn";
    return want.split("|").includes(got) ? [] : [`${label}: ${want}, drawn ${got}`];
  });
  return {
    text: sentence.text,
    drawn: drawn.map(show),
    wrong,
    missed,
    actions: labelled.length,
    wrongActions,
  };
}

export function scoreSet(set: EvalSet): LanguageScore {
  const details = set.sentences.map((s) => scoreSentence(s, set.language));
  let drawn = 0;
  let correct = 0;
  let expected = 0;
  let found = 0;
  let actions = 0;
  let actionsRight = 0;
  for (const [i, d] of details.entries()) {
    const s = set.sentences[i] as EvalSentence;
    drawn += d.drawn.length;
    correct += d.drawn.length - d.wrong.length;
    const n = (s.who?.length ?? 0) + (s.things?.length ?? 0) + (s.place ? 1 : 0);
    expected += n;
    found += n - d.missed.length;
    actions += d.actions;
    actionsRight += d.actions - d.wrongActions.length;
  }
  return {
    language: set.language,
    sentences: details.length,
    drawn,
    correct,
    expected,
    found,
    // Nothing drawn is nothing wrong drawn.
    precision: drawn === 0 ? 1 : correct / drawn,
    recall: expected === 0 ? 1 : found / expected,
    actions,
    actionAccuracy: actions === 0 ? 1 : actionsRight / actions,
    details,
  };
}

/**
 * The story sets (bench/scene-plan/stories.<language>.json, and the held-out batches
 * <batch>.<language>.json named in UNTOUCHED_BATCHES): sentences grouped in stories of 3-6, where later sentences lean on earlier
 * ones (a place named once, "she", "it", "they"). A story is planned whole, as a video is, and each sentence
 * is scored the way a viewer judges a picture: the right place, the right people, the main character doing
 * the right thing, the things named, and nothing drawn in a wrong sense.
 */
/** The held-out batches, oldest first: each is written blind and scored once when a body of planner work ends. */
export const UNTOUCHED_BATCHES = [
  "untouched",
  "untouched2",
  "untouched3",
  "untouched4",
  "untouched5",
  "untouched6",
  "untouched7",
  "untouched8",
  "untouched9",
  "untouched10",
  "untouched11",
  "untouched12",
  "untouched13",
  "untouched14",
  "untouched15",
  "untouched16",
  "untouched17",
  "untouched18",
  "untouched19",
  "untouched20",
  "untouched21",
  "untouched22",
  "untouched23",
  "untouched24",
  "untouched25",
  "untouched26",
  "untouched27",
  "untouched28",
  "untouched29",
  "untouched30",
  "untouched31",
  "untouched32",
  "untouched33",
  "untouched34",
  "untouched35",
  "untouched36",
  "untouched37",
  "untouched38",
  "untouched39",
  "untouched40",
  "untouched41",
  "untouched42",
  "untouched43",
  "untouched44",
  "untouched45",
  "untouched46",
  "untouched47",
  "untouched48",
  "untouched49",
  "untouched50",
  "untouched51",
  "untouched52",
] as const;

export type StoryPart = "stories" | (typeof UNTOUCHED_BATCHES)[number];

export interface StorySet {
  language: Language;
  stories: { sentences: EvalSentence[] }[];
}

/**
 * Places a story needs that the planner has no id for yet: sentences are labelled with them now, and a
 * planner that draws the neutral studio (or nothing like them) there is wrong until it has them.
 */
export const PROPOSED_PLACES: readonly string[] = [];

/** Poses the story sets label that the planner has no action for yet (none now: each is a scene action). */
export const PROPOSED_ACTIONS: readonly string[] = [];

export function readStorySet(language: Language, part: StoryPart = "stories", dir = EVAL_DIR): StorySet {
  const file = path.join(dir, `${part}.${language}.json`);
  return JSON.parse(fs.readFileSync(file, "utf8")) as StorySet;
}

export interface StorySentenceScore {
  text: string;
  drawn: string[];
  place: boolean | null;
  people: boolean;
  action: boolean | null;
  things: boolean | null;
  /** Drawn elements listed in `wrong` or matched by no label (the place only when listed in `wrong`). */
  wrong: string[];
  whole: boolean;
  /** What went wrong, for --details: "place: #studio, want harbour|sea", "missed: Leo", "Leo: run, drawn stand". */
  notes: string[];
}

/** Each part's count of sentences it applies to and of those right. */
export interface Tally {
  n: number;
  right: number;
}

export interface StoryLanguageScore {
  language: Language;
  stories: number;
  sentences: number;
  place: Tally;
  people: Tally;
  action: Tally;
  things: Tally;
  /** Drawn elements in a wrong sense, summed over the sentences (the target is 0). */
  wrongPictures: number;
  whole: Tally;
  details: StorySentenceScore[];
}

/**
 * Who is who: each `who` label gets a character of its own (two labels are never satisfied by one figure),
 * found by augmenting paths over the few characters a scene has. A label first tries the figure with its
 * name (Ravi's label is scored on Ravi, not on another boy who fits its "child" part), then the unnamed
 * figures, then the other named ones, so a role ("man") is not taken for Ravi beside his father.
 * Returns label index -> character index.
 */
function assignWho(labels: string[], characters: Drawn[]): Map<number, number> {
  const owner = new Map<number, number>();
  const named = (d: Drawn) => d.kind === "character" && d.name !== undefined;
  const byName = (d: Drawn, label: string) => {
    const names = label.split("|").filter((alt) => !isRole(alt));
    return named(d) && names.length > 0 && matches(d, names.join("|"));
  };
  const rank = (l: number, c: number) => {
    const d = characters[c] as Drawn;
    return byName(d, labels[l] as string) ? 0 : named(d) ? 2 : 1;
  };
  const tryLabel = (l: number, seen: Set<number>): boolean => {
    const order = [...characters.keys()].sort((a, b) => rank(l, a) - rank(l, b));
    for (const c of order) {
      const d = characters[c] as Drawn;
      if (seen.has(c) || !matches(d, labels[l] as string)) continue;
      seen.add(c);
      const other = owner.get(c);
      if (other === undefined || tryLabel(other, seen)) {
        owner.set(c, l);
        return true;
      }
    }
    return false;
  };
  for (const l of labels.keys()) tryLabel(l, new Set());
  return new Map([...owner].map(([c, l]) => [l, c]));
}

/** A name label less a final virama, which a case ending replaces (கபீர், கபீரும்): still a prefix. */
const nameStem = (label: string) =>
  label
    .split("|")
    .map((a) => (isRole(a) ? a : a.replace(/[\u094D\u09CD\u0BCD\u0CCD\u0C4D]$/u, "")))
    .join("|");

export function scoreStorySentence(sentence: EvalSentence, plan: ScenePlan): StorySentenceScore {
  const notes: string[] = [];
  const characters = plan.characters.map(drawnCharacter);
  const objects: Drawn[] = plan.objects.map((o) => ({ kind: "object", icon: o.icon }));
  const setting: Drawn = { kind: "place", place: plan.setting.place };

  const place = sentence.place ? matches(setting, sentence.place) : null;
  if (place === false) notes.push(`place: #${plan.setting.place}, want ${sentence.place}`);

  const labelled = sentence.who ?? [];
  const who = labelled.map(nameStem);
  const assigned = assignWho(who, characters);
  const missedWho = labelled.filter((_, l) => !assigned.has(l));
  const ok = (sentence.ok ?? []).map(nameStem);
  const wantThings = sentence.things ?? [];
  // A second child where "child" is labelled is the children; a fish drawn as an animal is the fish named.
  const accepted = [...who, ...wantThings, ...ok];
  const extra = characters.filter((d) => !accepted.some((l) => matches(d, l)));
  const people = missedWho.length === 0 && extra.length === 0;
  if (missedWho.length) notes.push(`missed: ${missedWho.join(", ")}`);
  if (extra.length) notes.push(`extra: ${extra.map(show).join(", ")}`);

  const [main] = Object.entries(sentence.actions ?? {});
  let action: boolean | null = null;
  if (main) {
    const [label, want] = main;
    const at = assigned.get(labelled.indexOf(label));
    const figure = at === undefined ? undefined : characters[at];
    const got = figure?.kind === "character" ? figure.action : "not drawn";
    action = want.split("|").includes(got);
    if (!action) notes.push(`${label}: ${want}, drawn ${got}`);
  }

  const missedThings = wantThings.filter((l) => ![...objects, ...characters].some((d) => matches(d, l)));
  const things = wantThings.length ? missedThings.length === 0 : null;
  if (missedThings.length) notes.push(`missed: ${missedThings.join(", ")}`);

  const listed = (sentence.wrong ?? []).map(nameStem);
  const wrong = [
    ...[...characters, ...objects].filter(
      (d) => listed.some((l) => matches(d, l)) || !accepted.some((l) => matches(d, l)),
    ),
    ...(listed.some((l) => matches(setting, l)) ? [setting] : []),
  ].map(show);
  if (wrong.length) notes.push(`WRONG: ${wrong.join(", ")}`);

  return {
    text: sentence.text,
    drawn: [...characters, ...objects, setting].map(show),
    place,
    people,
    action,
    things,
    wrong,
    whole: place !== false && people && action !== false && things !== false && wrong.length === 0,
    notes,
  };
}

const tally = (xs: (boolean | null)[]): Tally => ({
  n: xs.filter((x) => x !== null).length,
  right: xs.filter((x) => x === true).length,
});

/** Plans every story whole with the offline planner, as a video is planned, and scores its sentences. */
export function scoreStorySet(set: StorySet): StoryLanguageScore {
  return storyScoreOf(
    set,
    set.stories.map((story) => planScenes(storyTexts(story), set.language)),
  );
}

/** A planner of a whole story: one plan per sentence (the offline planner, or a writer model). */
export type StoryPlanner = (sentences: string[], language: Language) => Promise<ScenePlan[]>;

/**
 * The story set scored on another planner's plans (a writer model's), story by story. A story the planner
 * fails on (an error, an answer off the schema) is left out and counted in `failed`, never planned another
 * way, so the score is the planner's own.
 */
export async function scoreStorySetWith(
  set: StorySet,
  planner: StoryPlanner,
): Promise<StoryLanguageScore & { failed: number }> {
  const planned: { story: StorySet["stories"][number]; plans: ScenePlan[] }[] = [];
  let failed = 0;
  for (const story of set.stories) {
    try {
      const plans = await planner(storyTexts(story), set.language);
      planned.push({ story, plans: plans.map((p) => scenePlanSchema.parse(p)) });
    } catch {
      failed++;
    }
  }
  const kept = { ...set, stories: planned.map((p) => p.story) };
  return {
    ...storyScoreOf(
      kept,
      planned.map((p) => p.plans),
    ),
    failed,
  };
}

const storyTexts = (story: StorySet["stories"][number]) => story.sentences.map((s) => s.text);

/** The scores of a story set's sentences from each story's plans (`plans[i]` for `set.stories[i]`). */
function storyScoreOf(set: StorySet, plans: ScenePlan[][]): StoryLanguageScore {
  const details = set.stories.flatMap((story, k) =>
    story.sentences.map((s, i) => {
      const plan = plans[k]?.[i];
      if (!plan) throw new Error(`no plan for "${s.text}"`);
      return scoreStorySentence(s, plan);
    }),
  );
  return {
    language: set.language,
    stories: set.stories.length,
    sentences: details.length,
    place: tally(details.map((d) => d.place)),
    people: tally(details.map((d) => d.people)),
    action: tally(details.map((d) => d.action)),
    things: tally(details.map((d) => d.things)),
    wrongPictures: details.reduce((n, d) => n + d.wrong.length, 0),
    whole: tally(details.map((d) => d.whole)),
    details,
  };
}
