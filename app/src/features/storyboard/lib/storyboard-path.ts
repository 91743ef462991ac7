import { paths } from "@/config/paths";
import type { EditorKind } from "@/features/video-settings/lib/editor-kind";

/**
 * The storyboard's address: a project's (`project`, after a render: its newest version) or, without one,
 * the editor's story before generating (the create-video body comes in navigation state).
 */
export function storyboardPath(input: { projectId?: string | null; editor: EditorKind }): string {
  const q = new URLSearchParams({ editor: input.editor });
  if (input.projectId) q.set("project", input.projectId);
  return `${paths.storyboard}?${q}`;
}
