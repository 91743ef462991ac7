import type { Language } from "@reelsmith/contract/languages";
import { knownPlace } from "./looks";
import { latinFirstName } from "./name-sounds";
import type { Token } from "./text";

/**
 * Spanish and French put "a" / "à" before the person a verb teaches, helps, calls or takes along, the same
 * word that says where to. A capitalised word after it is that person, not a town, where what follows says
 * so: another "a" with an infinitive ("enseñó a Tamsin a nadar", "a appris à Tamsin à nager": taught her to
 * swim; no one is taught a town), or "and a" with someone else ("llamó a Oren y a su hermana").
 */
const PERSONAL_A: Partial<
  Record<Language, { to: ReadonlySet<string>; and: string; infinitive: RegExp; going: RegExp }>
> = {
  es: {
    to: new Set(["a"]),
    and: "y",
    infinitive: /^\p{L}{2,}(ar|er|ir|ír)(se|la|lo|le|las|los|les)?$/u,
    // "fue a Florencia", "viajó a Victoria": after a verb of going, "a" says where to.
    going:
      /^(fu[ei]|fueron|va|van|vamos|iba|iban|ir|viaj|lleg|volv|vin|vien|vol[óa]|regres|mud|march|corri)/u,
  },
  fr: {
    to: new Set(["à"]),
    and: "et",
    infinitive: /^\p{L}{2,}(er|ir|re)$/u,
    going: /^(all|va|vont|ir|arriv|part|rentr|retourn|ven|vien|voyag|déménag|envol|cour)/u,
  },
};

/** "of": the owner's word before a name ("la bici de Ruby", "le vélo de Lina", "d'Ishaan"). */
const OF: ReadonlySet<string> = new Set(["de", "d", "d'", "del", "du"]);

/** Whether the capitalised word at `at`, after "a" / "à" or "de", is a person rather than a place. */
export function personAfterPreposition(tokens: Token[], at: number, language: Language): boolean {
  const t = tokens[at];
  const rule = PERSONAL_A[language];
  if (!t || !rule || knownPlace(t.surface)) return false;
  const before = tokens[at - 1]?.norm ?? "";
  // "la bici de Ruby", "enseñó a Lina": a first name the name lists hold is that person, no place.
  const going = rule.to.has(before) && rule.going.test(tokens[at - 2]?.norm ?? "");
  if ((OF.has(before) || (rule.to.has(before) && !going)) && latinFirstName(t.surface) !== null) return true;
  if (!rule.to.has(before)) return false;
  const next = tokens[at + 1];
  const after = tokens[at + 2];
  if (next && after && !t.comma) {
    if (rule.to.has(next.norm) && rule.infinitive.test(after.norm)) return true;
    if (next.norm === rule.and && rule.to.has(after.norm)) return true;
  }
  // "a Oren y a Bettina": the second of two joined so is a person too.
  const first = tokens[at - 3];
  return (
    tokens[at - 2]?.norm === rule.and &&
    first?.capitalised === true &&
    !first.comma &&
    rule.to.has(tokens[at - 4]?.norm ?? "") &&
    personAfterPreposition(tokens, at - 3, language)
  );
}
