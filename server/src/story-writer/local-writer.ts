import type { Scene } from "../scene-plan/scene";

/**
 * The local writer: the story itself, split into 3-10 narration scenes on sentence boundaries with
 * Intl.Segmenter (right for all eight languages, including the danda of Hindi), with key words per scene.
 */
export const MIN_SCENES = 3;
export const MAX_SCENES = 10;

export function splitSentences(text: string, language: string): string[] {
  const seg = new Intl.Segmenter(language, { granularity: "sentence" });
  return Array.from(seg.segment(text.replace(/\s+/g, " ").trim()), (s) => s.segment.trim()).filter(Boolean);
}

export function splitWords(text: string, language: string): string[] {
  const seg = new Intl.Segmenter(language, { granularity: "word" });
  return Array.from(seg.segment(text))
    .filter((s) => s.isWordLike)
    .map((s) => s.segment);
}

/** Splits a sentence into two halves at the word boundary nearest its middle. */
function halve(sentence: string): [string, string] | null {
  const words = sentence.split(" ");
  if (words.length < 4) return null;
  const mid = Math.ceil(words.length / 2);
  return [words.slice(0, mid).join(" "), words.slice(mid).join(" ")];
}

export function storyToSceneTexts(story: string, language: string): string[] {
  let parts = splitSentences(story, language);
  if (parts.length === 0) return [];
  // Too few: split the longest part in two until there are enough (or nothing splits further).
  while (parts.length < MIN_SCENES) {
    let longest = 0;
    for (let i = 1; i < parts.length; i++)
      if ((parts[i]?.length ?? 0) > (parts[longest]?.length ?? 0)) longest = i;
    const halves = halve(parts[longest] ?? "");
    if (!halves) break;
    parts = [...parts.slice(0, longest), ...halves, ...parts.slice(longest + 1)];
  }
  // Too many: merge the shortest neighbouring pair until at most MAX_SCENES remain.
  while (parts.length > MAX_SCENES) {
    let best = 0;
    for (let i = 1; i < parts.length - 1; i++) {
      const len = (parts[i]?.length ?? 0) + (parts[i + 1]?.length ?? 0);
      if (len < (parts[best]?.length ?? 0) + (parts[best + 1]?.length ?? 0)) best = i;
    }
    parts = [...parts.slice(0, best), `${parts[best]} ${parts[best + 1]}`, ...parts.slice(best + 2)];
  }
  return parts;
}

/** Short, frequent function words are poor key words; length is a good proxy in every script. */
const stopwords = new Set(
  "the a an and or but of to in on at for with from by is are was were be been this that these those it its as into over under then than so very just your you our we they he she his her their them there here what when where who how will would can could should about after before every each some many much other again still only also have has had because which while through upon above below le la les un une des et de du en est es el los las y del que der die das und ein eine ist mit von zu".split(
    " ",
  ),
);

export function keywordsOf(text: string, language: string, max = 3): string[] {
  const words = splitWords(text, language);
  const scored = words
    .map((w, i) => ({ w, i, score: Array.from(w).length - (stopwords.has(w.toLowerCase()) ? 100 : 0) }))
    .filter((x) => x.score > 2);
  const seen = new Set<string>();
  const picked = scored
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .filter((x) => {
      const k = x.w.toLowerCase();
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .slice(0, max)
    .sort((a, b) => a.i - b.i);
  return picked.map((x) => x.w);
}

export function localScenes(story: string, language: string): Scene[] {
  return storyToSceneTexts(story, language).map((text) => ({ text, keywords: keywordsOf(text, language) }));
}

/** A project title from the story: its first sentence, cut at a word boundary near 60 characters. */
export function titleFromStory(story: string, language = "en"): string {
  const first = splitSentences(story, language)[0] ?? story.trim();
  const clean = first.replace(/[.!?।॥。]+$/u, "").trim();
  const chars = Array.from(clean);
  if (chars.length <= 60) return clean || "Untitled story";
  const cut = chars.slice(0, 60).join("");
  const at = cut.lastIndexOf(" ");
  return `${(at > 20 ? cut.slice(0, at) : cut).trim()}…`;
}
