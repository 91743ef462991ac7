import { isLanguage, type Language } from "@reelsmith/contract/languages";
import { paths } from "@/config/paths";
import type { EditorKind } from "@/shared/video-settings/lib/editor-kind";

/** The side-by-side editor for a project's new languages: /languages?project=<id>&to=fr,hi. */
export function languageEditorPath(projectId: string, languages: readonly Language[], editor: EditorKind) {
  const query = new URLSearchParams({ project: projectId, to: languages.join(",") });
  if (editor === "product-ad") query.set("editor", editor);
  return `${paths.languages}?${query.toString()}`;
}

/** The languages named by the editor's address, each once, in the order given. */
export function languagesOfPath(to: string | null): Language[] {
  const codes = (to ?? "").split(",").filter(isLanguage);
  return [...new Set(codes)];
}
