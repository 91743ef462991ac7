import type { Language } from "@reelsmith/contract/languages";
import type { ScenePlan } from "./scene-plan-schema";
import { isIndic, tokenize } from "./text";

/** The trees a story can draw. */
const TREES: ReadonlySet<string> = new Set(["deciduous-tree", "evergreen-tree", "christmas-tree"]);

/** Verbs of choosing, buying, taking or carrying a thing, by the start of their forms. */
const TAKING: Record<Language, RegExp> = {
  en: /^(bought|buys?|buying|chose|choose|chooses|chosen|picked|took|carried|carry|carries|dragged|brought|fetched)$/u,
  es: /^(compr|elig|eligi|escog|llev|traj|cog)/u,
  fr: /^(achet|choisi|pris|prend|port|rapport|ramen|empor)/u,
  de: /^(kauft|gekauft|suchte|ausgesucht|wählte|holte|geholt|trug|getragen|nahm|genommen)/u,
  hi: /^(ख़रीद|खरीद|चुन|उठा|लाए|लाया|लाई)/u,
  kn: /^(ಕೊಂಡ|ಖರೀದಿ|ಆರಿಸ|ತಂದ|ಹೊತ್ತು)/u,
  ta: /^(வாங்க|வாங்கி|தேர்ந்தெடு|தூக்கி|சுமந்து|எடுத்து)/u,
  te: /^(కొన|కొని|ఎంచుక|తెచ్చ|మోస)/u,
};

/** The most words between a taking verb and the tree it takes ("chose a small fir tree"). */
const TAKEN_WITHIN = 5;

/**
 * The trees a story's people take as a thing ("chose a small fir tree at the market", "bought a fir"): a
 * tree a verb of choosing, buying or carrying acts on, with no other thing named between the two, is a
 * thing the story can carry on with, while the trees of a forest stay scenery.
 */
export function carriedTrees(sentences: string[], plans: ScenePlan[], language: Language): Set<string> {
  const out = new Set<string>();
  for (const [i, plan] of plans.entries()) {
    const trees = plan.objects.filter((o) => TREES.has(o.icon));
    if (trees.length === 0) continue;
    const words = tokenize(sentences[i] ?? "", language).map((t) => t.surface);
    for (const tree of trees) if (takenAt(words, tree, plan, language)) out.add(tree.icon);
  }
  return out;
}

/** Whether a verb of taking stands shortly before (or, in the verb-final languages, after) the tree. */
function takenAt(
  words: string[],
  tree: ScenePlan["objects"][number],
  plan: ScenePlan,
  language: Language,
): boolean {
  const head = tree.word.split(" ")[0] ?? "";
  const at = words.findIndex((w) => w.startsWith(head) || head.startsWith(w));
  if (at < 0) return false;
  const others = plan.objects.filter((o) => o !== tree).map((o) => o.word.split(" ")[0] ?? "");
  const verbFinal = isIndic(language);
  const span = verbFinal
    ? words.slice(at + 1, at + 1 + TAKEN_WITHIN)
    : words.slice(Math.max(0, at - TAKEN_WITHIN), at);
  const verbAt = verbFinal
    ? span.findIndex((w) => TAKING[language].test(w))
    : span.findLastIndex((w) => TAKING[language].test(w.toLowerCase()));
  if (verbAt < 0) return false;
  const between = verbFinal ? span.slice(0, verbAt) : span.slice(verbAt + 1);
  return !between.some((w) => others.some((o) => o.length > 0 && w.startsWith(o)));
}
