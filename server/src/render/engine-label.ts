import type { Config } from "../config";
import type { RenderRequest } from "./types";

/**
 * The task's engine label (task_status.engine, "Made with ..." in the preview): which engines make the
 * video ("the UI says which engine made a video"). Written at creation from the configured engines, and
 * again when the video is done from what made it: a hosted avatar engine that failed leaves the local one
 * to speak, and stock footage is used only where a scene's plan finds some.
 */
export interface EnginesUsed {
  /** "local" or the hosted engine's name ("d-id"). */
  avatar: string | null;
  /** Whether any scene shows stock media. */
  stock: boolean;
  /**
   * The speech engines that spoke, as the audio stage recorded them ("pico:en-US", "rhvoice:bdl",
   * "festival:cmu_us_slt", "espeak-ng", comma-separated when several did); absent in results stored
   * before it was recorded.
   */
  speech?: string;
}

const SPEECH_LABELS: Record<string, string> = {
  pico: "SVOX Pico",
  rhvoice: "RHVoice",
  festival: "Festival",
  "espeak-ng": "espeak-ng",
};

/** "SVOX Pico", or "RHVoice and espeak-ng" when one sentence fell back: the engines that spoke, once each. */
function speechLabel(spoken: string): string | null {
  const names = spoken
    .split(",")
    .map((e) => e.trim().split(/[:\s(]/)[0] ?? "")
    .filter(Boolean)
    .map((e) => SPEECH_LABELS[e] ?? e);
  return names.length > 0 ? [...new Set(names)].join(" and ") : null;
}

export type EngineConfig = Partial<
  Pick<Config, "WRITER_PROVIDER" | "SPEECH_PROVIDER" | "IMAGE_PROVIDER" | "LIPSYNC_PROVIDER">
>;

/** The engines of a video, part by part, in the order the label names them. */
interface VideoEngines {
  writer: string;
  speech: string;
  pictures: string;
  stock: boolean;
  /** The avatar engine in avatar mode ("local", "d-id"), else null. */
  avatar: string | null;
}

const AVATAR_LABELS: Record<string, string> = { local: "local avatar", "d-id": "D-ID lip-sync avatar" };
const avatarEngineLabel = (engine: string) => AVATAR_LABELS[engine] ?? `${engine} avatar`;

function videoEngines(r: RenderRequest, c: EngineConfig, used?: EnginesUsed): VideoEngines {
  const configuredAvatar = c.LIPSYNC_PROVIDER === "d-id" ? "d-id" : "local";
  return {
    writer: c.WRITER_PROVIDER ?? "local",
    // The creator's own recording narrates: no engine speaks.
    speech: r.narration
      ? "recorded"
      : c.SPEECH_PROVIDER === "openai"
        ? "openai"
        : ((used?.speech && speechLabel(used.speech)) ?? "espeak-ng"),
    pictures:
      r.imageUrls.length > 0
        ? "your images"
        : c.IMAGE_PROVIDER === "openai"
          ? "openai images"
          : "local scene renderer",
    stock: used?.stock ?? false,
    avatar: r.narrationMode === "avatar" ? (used?.avatar ?? configuredAvatar) : null,
  };
}

const formatEngines = (e: VideoEngines) =>
  [
    `${e.writer} writer`,
    `${e.speech} speech`,
    e.pictures,
    ...(e.stock ? ["Pexels stock footage"] : []),
    ...(e.avatar ? [avatarEngineLabel(e.avatar)] : []),
    "ffmpeg",
  ].join(" + ");

/** The label of a render: the configured engines, or, given `used`, the ones that made the video. */
export function engineLabel(r: RenderRequest, c: EngineConfig, used?: EnginesUsed): string {
  return formatEngines(videoEngines(r, c, used));
}
