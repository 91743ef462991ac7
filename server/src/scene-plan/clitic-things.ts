import type { Language } from "@reelsmith/contract/languages";
import { RULES } from "./languages/rules";
import type { ScenePlan } from "./scene-plan-schema";
import { type Token, tokenize } from "./text";
import { FUNCTION_WORDS } from "./words";

type Genus = "male" | "female" | "neuter";

const w = (s: string): ReadonlySet<string> => new Set(s.split(" ").filter(Boolean));

/**
 * The words before a noun that say its grammatical gender. German "der" is a masculine subject only where
 * no preposition puts it in the dative ("in der Küche"); "ein" is masculine or neuter, read as neuter only
 * where no subject stands first ("fand ein Buch").
 */
const ARTICLES: Partial<Record<Language, Record<Genus, ReadonlySet<string>>>> = {
  es: { female: w("la una esa esta aquella"), male: w("el un al del ese este aquel"), neuter: w("") },
  fr: { female: w("la une cette sa ma ta"), male: w("le un au du ce cet"), neuter: w("") },
  de: {
    female: w("die eine"),
    male: w("der den einen keinen meinen deinen seinen ihren unseren"),
    neuter: w("das ein kein"),
  },
};

/** German prepositions that take the dative: "der" after them is feminine, "ein" no subject or object. */
const DE_DATIVE = w("in an auf mit von zu bei aus nach vor hinter unter über neben zwischen");

/** Words of the clause before an object pronoun that may be its subject in German ("Er fand ihn", "und warf ihn"). */
const DE_SUBJECTS = w("er sie ich wir du ihr man und");

/** Articles of a German subject ("Eine Polizistin fand sie"); "an ihrem Schreibtisch" is no subject. */
const DE_NOMINATIVE = w("der die das ein eine");

/** German conjunctions that open a clause whose subject follows ("bis es dunkel wurde"). */
const DE_OPENERS = w("bis als wenn weil dass ob während bevor nachdem da wo und aber oder denn");

/** A German subject right before a verb: a pronoun, a name opening the sentence or a noun after its article. */
function germanSubject(tokens: Token[], at: number): boolean {
  const t = tokens[at];
  if (!t) return false;
  if (DE_SUBJECTS.has(t.norm)) return true;
  if (!t.capitalised || FUNCTION_WORDS.de.has(t.norm)) return false;
  return at === 0 || DE_NOMINATIVE.has(tokens[at - 1]?.norm ?? "");
}

/** Prepositions of place: a thing after them is where something is ("en el mercado", "sur la table"), not
 * what a pronoun after it handles. */
const PLACE_PREPOSITIONS: Partial<Record<Language, ReadonlySet<string>>> = {
  es: w("en sobre bajo debajo encima junto"),
  fr: w("dans sur sous devant derrière"),
  de: w("in im auf unter neben hinter vor"),
};

/** How many words back from a noun its article may stand ("un gran paraguas negro", "einen roten Ball"). */
const ARTICLE_REACH = 3;

/** The grammatical gender of the noun at `at`, by the article before it (and where that article stands). */
function genusAt(
  tokens: Token[],
  at: number,
  language: Language,
): { genus: Genus; article: number } | undefined {
  const articles = ARTICLES[language];
  if (!articles) return undefined;
  for (let k = at - 1; k >= Math.max(0, at - ARTICLE_REACH); k--) {
    const word = tokens[k]?.norm ?? "";
    const genus = (Object.keys(articles) as Genus[]).find((g) => articles[g].has(word));
    // "eine Tasche im Zug": another noun or a preposition between them ends the noun's phrase.
    if (!genus && (FUNCTION_WORDS[language].has(word) || (language === "de" && tokens[k]?.capitalised))) {
      return undefined;
    }
    if (!genus) continue;
    const before = tokens[k - 1]?.norm ?? "";
    if (language === "de" && DE_DATIVE.has(before)) return undefined;
    if (language === "de" && word === "ein" && k === 0) return undefined;
    return { genus, article: k };
  }
  return undefined;
}

/** Subject pronouns of each gender: a person the sentence goes on with ("bis sie einschlief"). */
const SUBJECT_PRONOUNS: Partial<Record<Language, Record<string, Genus>>> = {
  es: { él: "male", ella: "female" },
  fr: { il: "male", elle: "female" },
  de: { er: "male", sie: "female", es: "neuter" },
};

/** Where a sentence last names a person of gender `genus` by a subject pronoun ("bis sie einschlief"). */
function lastPersonOf(tokens: Token[], genus: Genus | undefined, language: Language): number {
  const pronouns = SUBJECT_PRONOUNS[language] ?? {};
  return tokens.findLastIndex((t) => {
    const g = pronouns[t.norm];
    return g !== undefined && (genus === undefined || g === genus);
  });
}

/** A German object pronoun of a thing: "ihn" anywhere, "es" and "sie" right after a verb whose subject stands
 * before it ("Eine Polizistin fand sie", "und warf es"); "Es war", "Dann lachte sie" are subjects. */
function germanObject(tokens: Token[], at: number): Genus | undefined {
  const word = tokens[at]?.norm ?? "";
  if (word === "ihn") return "male";
  if (word !== "es" && word !== "sie") return undefined;
  const verb = tokens[at - 1];
  if (!verb || verb.capitalised || verb.comma) return undefined;
  if (FUNCTION_WORDS.de.has(verb.norm) || DE_OPENERS.has(verb.norm)) return undefined;
  // "beantwortete sie E-Mails": a noun or an article after it makes "sie" the subject put after its verb.
  const next = tokens[at + 1];
  if (next && (next.capitalised || DE_NOMINATIVE.has(next.norm))) return undefined;
  if (!germanSubject(tokens, at - 2)) return undefined;
  return word === "es" ? "neuter" : "female";
}

/** Spanish pronouns joined to an infinitive or gerund ("buscarlo", "llevándola"). */
const ES_ENCLITIC = /(ar|er|ir|ándo|iéndo)(lo|la)$/u;

/** French past participles after "l'a" that say a feminine thing ("l'a mise", "l'a ramassée"). */
const FR_FEMININE_PARTICIPLE = /(ée|ise|ite|erte|te)$/u;
const FR_AUXILIARIES = w("a ont avait avaient");

type Pronoun = { at: number; genus: Genus | undefined };

/** The object pronouns of a thing in a sentence, with the gender each allows (undefined: either). */
function thingPronouns(tokens: Token[], language: Language): Pronoun[] {
  if (language === "de") {
    return tokens.flatMap((t) => {
      const genus = germanObject(tokens, t.index);
      return genus ? [{ at: t.index, genus }] : [];
    });
  }
  const pointers = RULES[language].clitics?.objectPronouns?.(tokens) ?? [];
  const out = pointers.flatMap((p): Pronoun[] => {
    const at = Math.ceil(p.at);
    const word = tokens[at]?.norm ?? "";
    if (p.plural || !/^(lo|la|le|l')$/u.test(word)) return [];
    if (language === "es" && word === "le") return [];
    if (word === "l'") {
      if (!FR_AUXILIARIES.has(tokens[at + 1]?.norm ?? "")) return [{ at, genus: undefined }];
      const participle = tokens[at + 2]?.norm ?? "";
      return [{ at, genus: (FR_FEMININE_PARTICIPLE.test(participle) ? "female" : "male") as Genus }];
    }
    return [{ at, genus: (word === "la" ? "female" : "male") as Genus }];
  });
  if (language === "es") {
    for (const t of tokens) {
      const m = ES_ENCLITIC.exec(t.norm);
      if (m) out.push({ at: t.index, genus: m[2] === "la" ? "female" : "male" });
    }
  }
  return out;
}

/** The things a scene's sentence names, with the token their word stands at and its gender. */
function gendered(plan: ScenePlan | undefined, text: string, language: Language) {
  if (!plan) return [];
  const tokens = tokenize(text, language);
  return plan.objects.flatMap((o) => {
    const first = o.word.split(" ")[0] ?? "";
    const at = tokens.findLastIndex((t) => t.norm === first.toLowerCase());
    const found = at < 0 || o.word.length === 0 ? undefined : genusAt(tokens, at, language);
    const place = PLACE_PREPOSITIONS[language]?.has(tokens[(found?.article ?? 0) - 1]?.norm ?? "") ?? false;
    return found ? [{ o, at, place, ...found }] : [];
  });
}

/** Two pictures of one kind of thing ("open-book", "books"): the scene has the thing already. */
function sameKind(a: string, b: string): boolean {
  const heads = (icon: string) => icon.split("-").map((part) => part.replace(/s$/u, ""));
  return heads(a).some((part) => part.length > 2 && heads(b).includes(part));
}

/** The most things a scene draws. */
const MAX_OBJECTS = 4;

/**
 * A thing the sentence before named and this one handles by an object pronoun of its gender ("Compró un
 * pastel. Lo llevó a casa", "Elle a trouvé une clé. Elle l'a mise dans sa poche", "Er kaufte einen Ball.
 * Dann warf er ihn"): still drawn. A thing of that gender named before the pronoun in its own sentence is
 * what it stands for, and a scene with an animal leaves the pronoun to the animal.
 */
export function cliticThings(
  sentences: string[],
  plans: ScenePlan[],
  language: Language,
  movable: (icon: string) => boolean,
): ScenePlan[] {
  if (!ARTICLES[language]) return plans;
  return plans.map((plan, i) => {
    if (i === 0 || plan.objects.length >= MAX_OBJECTS) return plan;
    if (plan.characters.some((c) => c.kind === "animal")) return plan;
    const text = sentences[i] ?? "";
    const tokens = tokenize(text, language);
    const pronouns = thingPronouns(tokens, language);
    if (pronouns.length === 0) return plan;
    const own = gendered(plan, text, language);
    const previous = sentences[i - 1] ?? "";
    const before = gendered(plans[i - 1], previous, language);
    const previousTokens = tokenize(previous, language);
    const agrees = (genus: Genus, p: { genus: Genus | undefined }) =>
      p.genus === undefined || p.genus === genus;
    for (const p of pronouns) {
      if (own.some((x) => x.at < p.at && agrees(x.genus, p))) continue;
      // "Lo llevaron ... en el tranvía. Lo decoraron": the same pronoun again goes on with what the first
      // one stood for.
      if (thingPronouns(previousTokens, language).some((q) => q.genus === p.genus)) continue;
      // The thing the sentence before drew last of the pronoun's gender, unless a person of it comes after.
      const person = lastPersonOf(previousTokens, p.genus, language);
      const named = before
        .filter((x) => agrees(x.genus, p) && !x.place && movable(x.o.icon))
        .sort((a, b) => b.at - a.at)[0];
      if (!named || named.at < person) continue;
      if (!plan.objects.some((o) => sameKind(o.icon, named.o.icon))) {
        return { ...plan, objects: [...plan.objects, named.o] };
      }
    }
    return plan;
  });
}
