import { paths } from "@/config/paths";
import type { EditorKind } from "@/shared/video-settings/lib/editor-kind";

/**
 * The storyboard's address: a project's (`project`, after a render: its newest version, or `version` to
 * edit from an older one) or, without one, the editor's story before generating (the create-video body
 * comes in navigation state).
 */
export function storyboardPath(input: {
  projectId?: string | null;
  editor: EditorKind;
  version?: number | null;
}): string {
  const q = new URLSearchParams({ editor: input.editor });
  if (input.projectId) q.set("project", input.projectId);
  if (input.projectId && input.version) q.set("version", String(input.version));
  return `${paths.storyboard}?${q}`;
}

/** The version a storyboard address opens (`version`), or null for the newest. */
export function storyboardVersionOf(params: URLSearchParams): number | null {
  const v = Number(params.get("version"));
  return Number.isInteger(v) && v >= 1 ? v : null;
}
