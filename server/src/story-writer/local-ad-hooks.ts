import { isLanguage, type Language } from "@reelsmith/contract/languages";
import { STORY_MAX_CHARS } from "@reelsmith/contract/video";
import { splitSentences } from "./local-writer";

/** What a variant's opening is written from: the product, its price when known, and the ad's script. */
export interface AdHooksInput {
  name: string;
  price?: string;
  script: string;
}

type Hook = (name: string, price?: string) => string | null;

/**
 * Openings of different kinds (stop the scroll, a question, a reason, the price, a dare) for each language
 * whose wording we are sure of. None claims anything about the product: the script's own lines do that.
 * A language with an empty list gets no local openings (its variants differ in voice, captions and music).
 */
const hooks: Record<Language, Hook[]> = {
  en: [
    (n) => `Stop scrolling: this is ${n}.`,
    (n) => `Looking for something better? Say hello to ${n}.`,
    (n, p) => (p ? `Only ${p}? Take a look at ${n}.` : null),
    (n) => `Here is what makes ${n} different.`,
    (n) => `You have to see ${n}.`,
    (n) => `Ready for an upgrade? Try ${n}.`,
    (n) => `One look at ${n} and you will get it.`,
  ],
  es: [
    (n) => `Deja de deslizar: esto es ${n}.`,
    (n) => `¿Buscas algo mejor? Te presentamos ${n}.`,
    (n, p) => (p ? `¿Solo ${p}? Mira ${n}.` : null),
    (n) => `Esto es lo que hace diferente a ${n}.`,
    (n) => `Tienes que ver ${n}.`,
    (n) => `¿Listo para algo mejor? Prueba ${n}.`,
    (n) => `Mira bien ${n}.`,
  ],
  fr: [
    (n) => `Arrêtez de défiler : voici ${n}.`,
    (n) => `Vous cherchez mieux ? Découvrez ${n}.`,
    (n, p) => (p ? `Seulement ${p} ? Regardez ${n}.` : null),
    (n) => `Voici ce qui rend ${n} différent.`,
    (n) => `Il faut voir ${n}.`,
    (n) => `Envie de mieux ? Essayez ${n}.`,
    (n) => `Regardez bien ${n}.`,
  ],
  de: [
    (n) => `Nicht weiterscrollen: Das ist ${n}.`,
    (n) => `Auf der Suche nach etwas Besserem? Hier ist ${n}.`,
    (n, p) => (p ? `Nur ${p}? Schau dir ${n} an.` : null),
    (n) => `Das macht ${n} anders.`,
    (n) => `Schau dir ${n} an.`,
    (n) => `Bereit für etwas Besseres? Probier ${n}.`,
    (n) => `Ein Blick auf ${n} genügt.`,
  ],
  hi: [(n) => `रुकिए, यह है ${n}।`, (n) => `देखिए ${n}।`, (n) => `क्या आपने ${n} देखा है?`],
  // No wording we are sure of yet.
  kn: [],
  ta: [],
  te: [],
};

/**
 * `count` different openings for an ad's variants, none the same as the script's own first sentence;
 * fewer when the language has fewer (none for a language without local wording).
 */
export function localAdHooks(input: AdHooksInput, language: string, count: number): string[] {
  const name = input.name.trim();
  const price = input.price?.trim() || undefined;
  const own = splitSentences(input.script, language)[0]?.trim();
  const written: string[] = [];
  for (const hook of isLanguage(language) ? hooks[language] : []) {
    const line = hook(name, price);
    if (line && line !== own && !written.includes(line)) written.push(line);
  }
  return written.slice(0, count);
}

/**
 * The script with `hook` as its opening: the hook replaces the first sentence (the script's own hook), or
 * comes before a one-sentence script; the result stays within a story's length.
 */
export function withHook(script: string, hook: string, language: string): string {
  const sentences = splitSentences(script, language);
  const rest = sentences.length > 1 ? sentences.slice(1) : sentences;
  const story = [hook.trim(), ...rest].join(" ");
  return story.length > STORY_MAX_CHARS ? story.slice(0, STORY_MAX_CHARS) : story;
}
