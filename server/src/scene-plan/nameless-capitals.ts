import type { Language } from "@reelsmith/contract/languages";
import { givenNameIn, knownPrefix } from "./given-names";
import { INFLECTED_OPENINGS, NAMELESS_ARTICLES, PEOPLE_WORDS } from "./languages/people-words";
import { dictionaryWord } from "./lexicon";
import type { Token } from "./text";

/**
 * Capitalised words that name nobody by how the sentence uses them: a word said aloud in quotation marks
 * ("shouted “Check!”", «¡Patata!», « Ouistiti ! ») is what is said, and a word after an article ("in the
 * Alps", "under the Milky Way", "bajo la Vía Láctea") names a place or a thing, with the capitalised words
 * that go on its name, as a word before a day's name does ("On Independence Day"). A given name or a name
 * the story knows stays a name there ("“Leo!” she called"), and so does a quoted word the story writes
 * again ("“Ravi!” called Grandma. Ravi ran in.").
 */
export function namesNobody(
  tokens: Token[],
  at: number,
  known: ReadonlySet<string>,
  language: Language,
  /** Capitalised words the story writes more than once. */
  recurring?: ReadonlySet<string>,
): boolean {
  const t = tokens[at];
  if (!t?.capitalised || givenNameIn(t.surface, language) !== null) return false;
  if (knownPrefix(t.norm, known, language) !== null) return false;
  if (t.quoted) return recurring?.has(t.norm) !== true;
  // "On Independence Day", "Republic Day": the word before a day's capitalised word is that day's name.
  const next = tokens[at + 1];
  if (!t.comma && next?.capitalised && PEOPLE_WORDS[language].notNames.has(next.norm)) return true;
  const articles = NAMELESS_ARTICLES[language];
  if (!articles) return false;
  // "la Dra. Singh", "le Dr Roy": the capitalised word after a title is a person's surname, no named thing.
  if (PEOPLE_WORDS[language].titles.has(tokens[at - 1]?.norm ?? "")) return false;
  // The name's first word follows the article; the capitalised words right after it go on that name.
  let first = at;
  const before = (i: number) => tokens[i - 1];
  while (before(first)?.capitalised && !before(first)?.comma && !articles.has(before(first)?.norm ?? ""))
    first--;
  const article = before(first);
  return article !== undefined && !article.comma && articles.has(article.norm);
}

/**
 * The word is an inflected form of a word, not a name: a plural participle ("sentados", "allongés"), or a
 * plural of a word the language's dictionary lists ("quelques": quelque).
 */
export function inflectedWord(norm: string, language: Language): boolean {
  const forms = INFLECTED_OPENINGS[language];
  if (!forms) return false;
  if (forms.participle.test(norm)) return true;
  return forms.plurals.some(
    ([ending, head]) =>
      norm.endsWith(ending) &&
      norm.length > ending.length + 2 &&
      dictionaryWord(norm.slice(0, -ending.length) + head, language),
  );
}
