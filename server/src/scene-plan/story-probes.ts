/** What a planned story shows, read the way the planner's tests check it. */
import type { Language } from "@reelsmith/contract/languages";
import { planScenes } from "./planner";

/** The place of each scene of a story told in `language`. */
export const places = (language: Language, sentences: string[]) =>
  planScenes(sentences, language).map((p) => p.setting.place);

/** The icons of the things each scene of a story told in `language` draws. */
export const things = (language: Language, sentences: string[]) =>
  planScenes(sentences, language).map((p) => p.objects.map((o) => o.icon));

/** The icons of the things the one scene of `sentence`, told on its own in `language`, draws. */
export const thingsOf = (sentence: string, language: Language) => things(language, [sentence])[0] ?? [];
