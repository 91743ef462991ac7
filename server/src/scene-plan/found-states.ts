/**
 * States one is found or seen in: "found him asleep", "lo encontró dormido", "l'a trouvé qui dormait",
 * "fand ihn schlafend", "उसे सोते हुए पाया". The state word is the pose of the one found, never of the
 * finder, who is the subject the clause names.
 */
import type { Language } from "@reelsmith/contract/languages";
import type { SceneAction } from "./scene-plan-schema";
import type { Token } from "./text";
import { AND_WORDS } from "./verb-words";

/** Verbs of finding and seeing someone in a state, before the state in en/es/fr/de. */
const FINDING: Partial<Record<Language, RegExp>> = {
  en: /^(find|finds|found|saw|sees|spotted|spots)$/u,
  es: /^(encontr(ó|aron|aba|ado|amos)|hall(ó|aron|aba|ado)|vio|vieron|veía)$/u,
  fr: /^(trouv(é|ée|és|ées|a|ait|èrent)|vu|vue|vit|voyait)$/u,
  de: /^(fand|fanden|findet|finden|gefunden|sah|sahen|gesehen)$/u,
};

/** Hindi's finding verbs after the state's "हुए" ("सोते हुए पाया": found sleeping). */
const HI_FINDING = /^(पाया|पाई|पाए|देखा|देखी|देखे)$/u;

/** Poses that are states one can be found in. */
const STATES: ReadonlySet<string> = new Set<SceneAction>(["sleep", "cry", "laugh", "read", "play"]);

/** Words allowed between the finding verb and the state: the one found, its article, "fast", "qui". */
const REACH = 3;

/** A verb's place and pose, and one named in the sentence, as verbs.ts reads them. */
interface StateVerb {
  at: number;
  word: number;
  action: string;
}
interface Named {
  at: number;
  object?: boolean;
}

/** Whether a verb's state is that of someone found in it; the ones found (object pronouns or names
 * between), or none where the sentence does not name them as a doer. */
export function foundInState<D extends Named>(
  v: StateVerb,
  tokens: Token[],
  doers: D[],
  language: Language,
): D[] | null {
  if (!STATES.has(v.action)) return null;
  if (language === "hi") {
    const after = tokens[v.word + 1]?.norm === "हुए" ? tokens[v.word + 2] : undefined;
    if (!after || !HI_FINDING.test(after.norm)) return null;
    return doers.filter((d) => d.object === true && d.at < v.at && d.at >= v.at - 6);
  }
  const finding = FINDING[language];
  if (!finding) return null;
  let at = -1;
  for (let i = v.at - 1; i >= Math.max(0, v.at - 1 - REACH); i--) {
    const t = tokens[i];
    if (!t) break;
    if (finding.test(t.norm)) {
      at = i;
      break;
    }
    // A comma, a clause's end or an "and" between: the state is a clause of its own ("found a seat and
    // opened her book").
    if (t.comma === true || t.semicolon === true || AND_WORDS[language].has(t.norm)) return null;
  }
  if (at < 0) return null;
  // The one found: named between, or a clitic before the finding verb ("lo encontró", "l'a trouvé").
  return doers.filter(
    (d) => (d.at > at && d.at < v.at) || (d.object === true && d.at < at && d.at >= at - 2),
  );
}
