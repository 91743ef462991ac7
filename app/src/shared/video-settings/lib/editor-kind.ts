import { paths } from "@/config/paths";

/** The editor a preview belongs to: Back to Editor and Start Over return to it. */
export type EditorKind = "story-reel" | "product-ad";

export const editorPath = (kind: EditorKind) => (kind === "product-ad" ? paths.productAd : paths.storyReel);
export const previewBase = (kind: EditorKind) =>
  kind === "product-ad" ? paths.productAdPreview : paths.storyReelPreview;

/** The preview's address for a task: a link the owner can open again (`?task=<id>`). */
export function previewPath(taskId: string, kind: EditorKind): string {
  return `${previewBase(kind)}?task=${encodeURIComponent(taskId)}`;
}
