import type { Language } from "@reelsmith/contract/languages";
import type { Match } from "./match";
import type { SceneAction } from "./scene-plan-schema";
import { isIndic, type Token } from "./text";
import { AND_WORDS } from "./verb-words";
import { type Doer, findVerbs } from "./verbs";

/**
 * Hiding crouches (under the bed, in a box, behind a wall), but hiding behind a person is standing behind
 * them: "Arjun hid behind his friend Kabir", "se escondió detrás de su amigo", "versteckte sich hinter seinem
 * Freund", "कबीर के पीछे छिप गया", "ಕಬೀರನ ಹಿಂದೆ ಅಡಗಿಕೊಂಡ", "கபீரின் பின்னால் ஒளிந்துகொண்டான்",
 * "కబీర్ వెనక దాక్కున్నాడు". The word "behind" comes before the person in en, es, fr and de, after them
 * (a postposition) in hi, kn, ta and te.
 */
const BEHIND: Record<Language, RegExp> = {
  en: /^behind$/u,
  es: /^detrás$/u,
  fr: /^derrière$/u,
  de: /^(hinter|hinterm|hinters)$/u,
  hi: /^पीछे$/u,
  kn: /^ಹಿಂದೆ$/u,
  ta: /^(பின்னால்|பின்னே|பின்புறம்)$/u,
  te: /^(వెనక|వెనుక|వెనకాల|వెనకే)$/u,
};

/** How far from "behind" the person behind whom one hides may be named ("behind his best friend, Kabir"). */
const REACH = 4;

/** Whether the person named at `at` is the one behind whom the hider at `hideAt` hides: no thing ("behind the
 * sofa as Mum came in") and no "and" comes between "behind" and them. */
function behindPerson(
  at: number,
  hideAt: number,
  tokens: Token[],
  matches: Match[],
  language: Language,
): boolean {
  const behind = BEHIND[language];
  if (isIndic(language)) {
    // "कबीर के पीछे छिप गया": the person, a genitive word perhaps, "behind", then the verb.
    const k = [at + 1, at + 2].find((i) => behind.test(tokens[i]?.norm ?? ""));
    return k !== undefined && k < hideAt && hideAt - k <= 2;
  }
  for (let k = at - 1; k >= Math.max(hideAt, at - REACH); k--) {
    const word = tokens[k]?.norm ?? "";
    if (AND_WORDS[language].has(word)) return false;
    if (matches.some((m) => m.start === k && m.concepts.some((c) => c.kind === "object"))) return false;
    if (behind.test(word)) return true;
  }
  return false;
}

/**
 * Takes the crouch the verb tables give hiding from someone who hides behind a person the sentence names:
 * they stand. Changes `actions` in place.
 */
export function hidingBehind(
  tokens: Token[],
  matches: Match[],
  doers: Doer[],
  actions: Map<string, SceneAction>,
  language: Language,
): void {
  for (const verb of findVerbs(tokens, language)) {
    if (verb.action !== "hide") continue;
    // The last person named in reach: "behind his best friend, Kabir" ("his" is the hider).
    const shield = doers
      .filter((d) => d.person && behindPerson(d.at, verb.at, tokens, matches, language))
      .at(-1);
    if (!shield) continue;
    const hider = doers
      .filter(
        (d) => d.at < Math.min(shield.at, verb.at) && d.id !== shield.id && actions.get(d.id) === "kneel",
      )
      .at(-1);
    if (hider) actions.delete(hider.id);
  }
}
