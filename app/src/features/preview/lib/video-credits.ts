/**
 * What the finished video's data (task_result.video_data, JSON text) says about its making: the avatar
 * engine, and the stock media shown with their authors (Pexels asks for a credit and a link).
 */
export interface StockCredit {
  scene: number;
  provider: string;
  kind: "video" | "photo";
  author: string;
  author_url: string;
  source_url: string;
}

export interface VideoCredits {
  /** "local" or a hosted lip-sync engine ("d-id"); null for a voice-only video. */
  avatarEngine: string | null;
  stock: StockCredit[];
}

const HOSTED_AVATAR_NAMES: Record<string, string> = { "d-id": "D-ID" };

/** The hosted lip-sync service's name, or null when the local engine animated the presenter. */
export const hostedAvatarName = (engine: string | null) =>
  engine && engine !== "local" ? (HOSTED_AVATAR_NAMES[engine] ?? engine) : null;

const isHttp = (v: unknown): v is string => typeof v === "string" && /^https?:\/\//.test(v);

export function videoCreditsOf(taskResult: unknown): VideoCredits {
  const none: VideoCredits = { avatarEngine: null, stock: [] };
  const raw = (taskResult as { video_data?: unknown } | null)?.video_data;
  if (typeof raw !== "string") return none;
  let data: { narration_mode?: unknown; engine?: { avatar?: unknown }; credits?: unknown };
  try {
    data = JSON.parse(raw);
  } catch {
    return none;
  }
  const avatar =
    data.narration_mode === "avatar" && typeof data.engine?.avatar === "string" ? data.engine.avatar : null;
  const stock = (Array.isArray(data.credits) ? data.credits : []).filter(
    (c): c is StockCredit =>
      typeof c?.author === "string" &&
      isHttp(c?.author_url) &&
      isHttp(c?.source_url) &&
      typeof c?.provider === "string",
  );
  return { avatarEngine: avatar, stock };
}
