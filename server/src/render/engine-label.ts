/**
 * The task's engine label (task_status.engine, "Made with ..." in the preview) corrected, when the video
 * is done, to what made it: the label written at creation names the avatar engine configured then, but a
 * hosted engine that failed leaves the local one to speak, and stock footage is used only where a scene's
 * plan finds some.
 */
export interface EnginesUsed {
  /** "local" or the hosted engine's name ("d-id"). */
  avatar: string | null;
  /** Whether any scene shows stock media. */
  stock: boolean;
}

const AVATAR_LABELS: Record<string, string> = { local: "local avatar", "d-id": "D-ID lip-sync avatar" };
export const avatarEngineLabel = (engine: string) => AVATAR_LABELS[engine] ?? `${engine} avatar`;

export function actualEngineLabel(label: string | null, used: EnginesUsed): string | null {
  if (!label) return label;
  const parts = label.split(" + ");
  const withAvatar = parts.map((p) =>
    used.avatar && / avatar$/.test(p) ? avatarEngineLabel(used.avatar) : p,
  );
  const stock = "Pexels stock footage";
  if (used.stock && !withAvatar.includes(stock)) {
    // After the pictures' part, before the avatar and ffmpeg.
    const at = withAvatar.findIndex((p) => / avatar$/.test(p) || p === "ffmpeg");
    withAvatar.splice(at < 0 ? withAvatar.length : at, 0, stock);
  }
  return withAvatar.join(" + ");
}
