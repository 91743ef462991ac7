import type { Language } from "@reelsmith/contract/languages";
import { RULES } from "./languages/rules";
import type { ScenePlan } from "./scene-plan-schema";
import { type Token, tokenize } from "./text";
import { VEHICLE } from "./vehicles";
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

/** The words before a noun that say it is plural, by gender ("las manzanas", "unos palos"); French plurals
 * say no gender ("les coquillages", "des bateaux"). */
const PLURAL_ARTICLES: Partial<Record<Language, Record<Genus, ReadonlySet<string>>>> = {
  es: {
    female: w("las unas esas estas aquellas algunas muchas varias"),
    male: w("los unos esos estos aquellos algunos muchos varios"),
    neuter: w("sus mis tus dos tres cuatro cinco seis siete ocho nueve diez"),
  },
  fr: {
    female: w(""),
    male: w(""),
    neuter: w(
      "les des ces ses mes tes leurs nos vos deux trois quatre cinq six sept huit neuf dix plusieurs quelques",
    ),
  },
};

/** German prepositions that take the dative: "der" after them is feminine, "ein" no subject or object. */
const DE_DATIVE = w("in an auf mit von zu bei aus nach vor hinter unter über neben zwischen");

/** German articles that are accusative only: after a preposition they say where a thing is put. */
const DE_ACCUSATIVE = w("einen den");

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

/** Verbs that put things into a container ("metió arroz en una fiambrera", "a mis du riz dans une gamelle",
 * "packte Reis in einen Korb"): the container after them is a thing a later pronoun may handle, not where. */
const PUTTING: Partial<Record<Language, RegExp>> = {
  es: /^(meti|pus|puso|guard|ech[óé])/u,
  fr: /^(mis|mise|mit|mett|rang)/u,
  de: /^(pack|steck|legt|stellt|tat)/u,
};

/** Whether a verb of putting stands in the sentence before `at`. */
function putBefore(tokens: Token[], at: number, language: Language): boolean {
  const verb = PUTTING[language];
  return verb !== undefined && tokens.slice(0, Math.max(0, at)).some((t) => verb.test(t.norm));
}

/** How many words back from a noun its article may stand ("un gran paraguas negro", "einen roten Ball"). */
const ARTICLE_REACH = 3;

/** The grammatical gender of the noun at `at`, by the article before it (and where that article stands);
 * with `plural`, by a plural article, "neuter" where it says no gender. */
function genusAt(
  tokens: Token[],
  at: number,
  language: Language,
  plural = false,
): { genus: Genus; article: number } | undefined {
  const articles = (plural ? PLURAL_ARTICLES : ARTICLES)[language];
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
    // "in einen Korb": an accusative after the preposition is where a thing is put, still a thing.
    if (language === "de" && DE_DATIVE.has(before) && !DE_ACCUSATIVE.has(word)) return undefined;
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

/** Plural subject pronouns of each gender: people the sentence goes on with ("hasta que ellos llegaron"). */
const PLURAL_SUBJECTS: Partial<Record<Language, Record<string, Genus>>> = {
  es: { ellos: "male", ellas: "female" },
  fr: { ils: "male", elles: "female" },
};

/** Where a sentence last names a person of gender `genus` by a subject pronoun ("bis sie einschlief"), or
 * people by a plural one. */
function lastPersonOf(tokens: Token[], genus: Genus | undefined, language: Language, plural = false): number {
  const pronouns = (plural ? PLURAL_SUBJECTS : SUBJECT_PRONOUNS)[language] ?? {};
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
  if (word === "es" && invertedObject(tokens, at)) return "neuter";
  const verb = tokens[at - 1];
  if (!verb || verb.capitalised || verb.comma) return undefined;
  if (FUNCTION_WORDS.de.has(verb.norm) || DE_OPENERS.has(verb.norm)) return undefined;
  // "beantwortete sie E-Mails": a noun or an article after it makes "sie" the subject put after its verb.
  const next = tokens[at + 1];
  if (next && (next.capitalised || DE_NOMINATIVE.has(next.norm))) return undefined;
  if (!germanSubject(tokens, at - 2)) return undefined;
  return word === "es" ? "neuter" : "female";
}

/** Subject pronouns of people that stand after their verb where the sentence opens with something else. */
const DE_PERSON_SUBJECTS = w("er sie ich wir man");

/** "Auf der Wiese stellte er es auf": "es" after a verb and its subject pronoun is the verb's object. */
function invertedObject(tokens: Token[], at: number): boolean {
  const subject = tokens[at - 1];
  const verb = tokens[at - 2];
  if (!subject || !verb || subject.comma || verb.comma || verb.capitalised) return false;
  if (!DE_PERSON_SUBJECTS.has(subject.norm)) return false;
  if (FUNCTION_WORDS.de.has(verb.norm) || DE_OPENERS.has(verb.norm)) return false;
  return !DE_ABSTRACT_IT.test(verb.norm);
}

/** German verbs whose "es" is no thing: "schaffte er es" (managed it), "wusste sie es" (knew it). */
const DE_ABSTRACT_IT =
  /^(schaff|wusst|weiß|wiss|merkt|versuch|sagt|erzählt|meint|hasst|mocht|mag|tat|macht)/u;

/** Spanish pronouns joined to an infinitive or gerund ("buscarlo", "llevándola"). */
const ES_ENCLITIC = /(ar|er|ir|ándo|iéndo)(lo|la|los|las)$/u;

/** French past participles after "l'a" that say a feminine thing ("l'a mise", "l'a ramassée"). */
const FR_FEMININE_PARTICIPLE = /(ée|ise|ite|erte|te)$/u;
const FR_AUXILIARIES = w("a ont avait avaient");

/** An object pronoun: where it stands, the gender it allows (undefined: either) and whether it is plural. */
type Pronoun = { at: number; genus: Genus | undefined; plural?: boolean };

/** Plural object pronouns of things and the gender each allows ("las lavó", "les a mis"). */
const PLURAL_PRONOUNS: Partial<Record<Language, Record<string, Genus | undefined>>> = {
  es: { los: "male", las: "female" },
  fr: { les: undefined },
};

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
    const plurals = PLURAL_PRONOUNS[language] ?? {};
    if (p.plural && word in plurals) return [{ at, genus: plurals[word], plural: true }];
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
      if (m)
        out.push({
          at: t.index,
          genus: m[2]?.startsWith("la") ? "female" : "male",
          plural: m[2]?.endsWith("s"),
        });
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
    if (at < 0 || o.word.length === 0) return [];
    const single = genusAt(tokens, at, language);
    // "las manzanas", "des bateaux": a plural article before a word with a plural's ending.
    const many = single || !/[sx]$/u.test(first) ? undefined : genusAt(tokens, at, language, true);
    const found = single ?? many;
    const prepositionAt = (found?.article ?? 0) - 1;
    const after = PLACE_PREPOSITIONS[language]?.has(tokens[prepositionAt]?.norm ?? "") ?? false;
    const place = after && !putBefore(tokens, prepositionAt, language);
    const into = after && VEHICLE.test(o.icon);
    return found ? [{ o, at, place, into, plural: many !== undefined, ...found }] : [];
  });
}

/**
 * Another plural the sentence names besides its things ("vio a unos niños con sus cometas"): people, or
 * things nobody draws, that a plural pronoun after it may as well stand for. `things` are where the
 * sentence's drawn things stand; a plural after a preposition of place is where, not what.
 */
function pluralRival(
  tokens: Token[],
  things: readonly number[],
  genus: Genus | undefined,
  language: Language,
) {
  const articles = PLURAL_ARTICLES[language];
  if (!articles) return false;
  return tokens.some((t, k) => {
    const fits = (genus === undefined ? (Object.keys(articles) as Genus[]) : [genus, "neuter" as Genus]).some(
      (g) => articles[g].has(t.norm),
    );
    if (!fits || PLACE_PREPOSITIONS[language]?.has(tokens[k - 1]?.norm ?? "")) return false;
    const noun = [k + 1, k + 2].filter((j) => /[sx]$/u.test(tokens[j]?.norm ?? ""));
    return noun.length > 0 && !noun.some((j) => things.includes(j));
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
  // What each scene's pronoun was read as: the same pronoun in the next sentence goes on with it.
  const carried: (ScenePlan["objects"][number] | undefined)[] = [];
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
    // A plural thing whose article says no gender ("des", "sus") agrees with either plural pronoun.
    const agrees = (x: { genus: Genus; plural: boolean }, p: Pronoun) =>
      x.plural === (p.plural === true) &&
      (p.genus === undefined || p.genus === x.genus || (x.plural && x.genus === "neuter"));
    for (const p of pronouns) {
      if (own.some((x) => x.at < p.at && agrees(x, p))) continue;
      // "Lo llevaron ... en el tranvía. Lo decoraron": the same pronoun again goes on with what the first
      // one stood for.
      if (thingPronouns(previousTokens, language).some((q) => q.genus === p.genus && q.plural === p.plural)) {
        const again = carried[i - 1];
        if (again && !plan.objects.some((o) => sameKind(o.icon, again.icon))) {
          carried[i] = again;
          return { ...plan, objects: [...plan.objects, again] };
        }
        continue;
      }
      // The thing the sentence before drew last of the pronoun's gender, unless a person of it comes after;
      // a thing a verb put somewhere before the container it was put in.
      const person = lastPersonOf(previousTokens, p.genus, language, p.plural);
      const named = before
        .filter((x) => agrees(x, p) && !x.place && movable(x.o.icon))
        // "metió el telescopio en el coche. Lo montó": the thing put comes before the vehicle it rode in.
        .sort((a, b) => Number(a.into) - Number(b.into) || b.at - a.at)[0];
      if (!named || named.at < person) continue;
      if (
        p.plural &&
        pluralRival(
          previousTokens,
          before.map((x) => x.at),
          p.genus,
          language,
        )
      )
        continue;
      if (!plan.objects.some((o) => sameKind(o.icon, named.o.icon))) {
        carried[i] = named.o;
        return { ...plan, objects: [...plan.objects, named.o] };
      }
    }
    return plan;
  });
}
