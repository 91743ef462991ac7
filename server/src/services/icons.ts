import type { Language } from "@reelsmith/contract/catalog";
import type { ThingColour } from "@reelsmith/contract/scene-plan";
import { ICON_SEARCH_MAX, type IconSearchResponse } from "@reelsmith/contract/storyboard";
import { findIcon, hasIcon, iconKey, inColour } from "../illustration";
import { notFound } from "../lib/app-error";
import { iconOf } from "../scene-plan/concepts";
import { fluentIconNames } from "../scene-plan/fluent-names";
import { lexiconFor } from "../scene-plan/lexicon";
import { matchTokens } from "../scene-plan/match";
import { tokenize } from "../scene-plan/text";

/**
 * The storyboard editor's icon search: first what the words of `q` stand for in the story's
 * language (the planner's own lexicon, so "रवि" or "pain" find what the planner would draw), then the
 * icon names that contain the typed text. Each with the address of its picture.
 */
export function searchIcons(q: string, language: Language): IconSearchResponse["icons"] {
  const found = new Map<string, string>();
  const add = (icon: string | null, label: string) => {
    if (icon && hasIcon(icon) && !found.has(icon) && found.size < ICON_SEARCH_MAX) found.set(icon, label);
  };
  for (const m of matchTokens(tokenize(q, language), lexiconFor(language)))
    for (const concept of m.concepts) add(iconOf(concept, hasIcon), m.surface);
  const typed = iconKey(q);
  if (typed.length >= 2)
    for (const name of fluentIconNames()) {
      if (found.size >= ICON_SEARCH_MAX) break;
      if (name.includes(typed)) add(name, name.replace(/-/g, " "));
    }
  return [...found].map(([icon, label]) => ({ icon, label, url: `/api/icons/${icon}.svg` }));
}

/**
 * An icon as a standalone SVG file, in the colour a scene gives its thing where one is given, as the
 * video draws it (404 for a name the library does not have).
 */
export function iconSvg(name: string, colour?: ThingColour): string {
  const found = findIcon(name);
  if (!found) throw notFound("Icon not found");
  const icon = colour ? inColour(found, colour) : found;
  const flip = icon.hFlip ? ` transform="translate(${icon.width} 0) scale(-1 1)"` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${icon.width} ${icon.height}"><g${flip}>${icon.body}</g></svg>`;
}
