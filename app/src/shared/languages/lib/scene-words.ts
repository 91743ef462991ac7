import { languageMismatch, languageMismatchMessage } from "@reelsmith/contract/language-check";
import { type Language, languageProfiles } from "@reelsmith/contract/languages";

/** The share of a scene's letters that must be in its language's script. */
const SCRIPT_SHARE = 0.8;

/** How the script is named to a creator: "the Devanagari script", "the Latin alphabet". */
const scriptName = (language: Language) => {
  const { name } = languageProfiles[language].script;
  return name === "Latin" ? "the Latin alphabet" : `the ${name} script`;
};

/**
 * What is wrong with a scene's words in `language`, or null: none given, letters mostly outside the
 * language's script (languageProfiles' ranges), or text plainly in another language of the same script
 * (the server refuses it the same way).
 */
export function sceneWordsProblem(text: string, language: Language, sceneNumber: number): string | null {
  const label = languageProfiles[language].label;
  const words = text.trim();
  if (!words) return `Write scene ${sceneNumber}'s words in ${label}.`;
  const ranges = languageProfiles[language].script.ranges;
  let letters = 0;
  let inScript = 0;
  for (const ch of words) {
    if (!/\p{L}|\p{M}/u.test(ch)) continue;
    letters += 1;
    const cp = ch.codePointAt(0) ?? 0;
    if (ranges.some(([lo, hi]) => cp >= lo && cp <= hi)) inScript += 1;
  }
  if (letters > 0 && inScript / letters < SCRIPT_SHARE)
    return `Scene ${sceneNumber} must be written in ${scriptName(language)}, as ${label} is.`;
  const detected = languageMismatch(words, language);
  if (detected) return `Scene ${sceneNumber}: ${languageMismatchMessage(detected, language, "text")}`;
  return null;
}

/**
 * The scene a server refusal names (`texts.<sceneId>: ...` or `texts.<language>.<sceneId>: ...`) and
 * the message after the field; null when it names no scene.
 */
export function refusedScene(
  message: string,
  sceneIds: readonly string[],
): { language: Language | null; sceneId: string; text: string } | null {
  const m = /^texts\.(?:([a-z]{2})\.)?([^:\s]+): (.*)$/s.exec(message);
  if (!m?.[2] || !sceneIds.includes(m[2])) return null;
  const language = m[1] && m[1] in languageProfiles ? (m[1] as Language) : null;
  return { language, sceneId: m[2], text: m[3] ?? message };
}
