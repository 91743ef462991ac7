import { z } from "zod";

export { type Language, languageCodes, languageSchema } from "./languages";

/** The catalogue shapes with the spec's field names. */

export const stockAvatarSchema = z.object({
  id: z.string(),
  avatar_name: z.string(),
  avatar_image: z.string(),
  avatar_video: z.string(),
  avatar_voice_id: z.string(),
  tags: z.array(z.string()),
});
export type StockAvatar = z.infer<typeof stockAvatarSchema>;

/**
 * The offline speech engines, best first (an offline recogniser's word error rate in English:
 * docs/BENCHMARKS.md; Festival's HTS voice ranks above RHVoice's woman, clb, at the same 13.5 % because
 * its word times are its own and it is several times faster). A custom avatar's stock voice is the best
 * engine's voice of its language and gender (voice-match.ts).
 */
export const voiceEngines = ["festival-hts", "rhvoice", "festival-diphone", "pico", "espeak-ng"] as const;
export type VoiceEngine = (typeof voiceEngines)[number];
export const voiceEngineLabels: Record<VoiceEngine, string> = {
  "festival-hts": "Festival HTS",
  rhvoice: "RHVoice",
  "festival-diphone": "Festival diphone",
  pico: "SVOX Pico",
  "espeak-ng": "eSpeak NG",
};

export const voiceSchema = z.object({
  id: z.string(),
  voice_name: z.string(),
  voice_sample: z.string(),
  tags: z.array(z.string()),
  /** The engine that speaks it (absent from catalogues seeded before engines were named). */
  engine: z.enum(voiceEngines).optional(),
  /** How the voice is made, when there is more to say than its accent tag ("A deeper voice made from Carmen's."). */
  description: z.string().optional(),
  /** The median pitch (Hz) of its sample: a custom avatar's sample is matched against it. */
  pitch_hz: z.number().optional(),
});
export type Voice = z.infer<typeof voiceSchema>;

export const musicTrackSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  preview: z.string(),
  tags: z.array(z.string()),
  priority: z.object({ use_case: z.string(), order: z.number() }),
});
export type MusicTrack = z.infer<typeof musicTrackSchema>;

export const visualStyleSchema = z.object({
  id: z.string(),
  style_name: z.string(),
  description: z.string(),
  reference_url: z.string(),
  colors: z.object({ primary: z.string() }).catchall(z.string()),
  tags: z.array(z.string()),
});
export type VisualStyle = z.infer<typeof visualStyleSchema>;

export const captionAnimationSchema = z.enum(["fade", "slide", "bounce", "typewriter"]);
export const captionPositionSchema = z.enum(["top", "center", "bottom"]);

export const captionStyleSchema = z.object({
  id: z.string(),
  name: z.string(),
  fontFamily: z.string(),
  fontSize: z.number(),
  color: z.string(),
  animation: captionAnimationSchema,
  position: captionPositionSchema,
  /** The spoken word's colour (karaoke); absent: the preset's own, or one chosen against `color`. */
  highlightColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
  /** A box behind the words, or an outline around them; absent: chosen over each scene for contrast. */
  background: z.enum(["box", "outline"]).optional(),
  /** At most this many words a caption, on one line; absent: up to four, on one or two lines. */
  wordsPerLine: z.number().int().min(1).max(8).optional(),
  /** The words in capitals. */
  uppercase: z.boolean().optional(),
});
export type CaptionStyle = z.infer<typeof captionStyleSchema>;

/** The five presets of the spec's table, exactly. */
export const captionStylePresets: CaptionStyle[] = [
  {
    id: "minimalist",
    name: "Minimalist",
    fontFamily: "Inter",
    fontSize: 24,
    color: "#ffffff",
    animation: "fade",
    position: "bottom",
  },
  {
    id: "cinematic",
    name: "Cinematic",
    fontFamily: "Inter",
    fontSize: 32,
    color: "#ffde59",
    animation: "slide",
    position: "center",
  },
  {
    id: "professional",
    name: "Professional",
    fontFamily: "Inter",
    fontSize: 20,
    color: "#e0e0e0",
    animation: "fade",
    position: "top",
  },
  {
    id: "dynamic",
    name: "Dynamic",
    fontFamily: "Inter",
    fontSize: 28,
    color: "#ff6b6b",
    animation: "bounce",
    position: "center",
  },
  {
    id: "typewriter",
    name: "Typewriter",
    fontFamily: "Inter",
    fontSize: 22,
    color: "#ffffff",
    animation: "typewriter",
    position: "bottom",
  },
];

export const avatarsResponseSchema = z.object({ avatars: z.array(stockAvatarSchema) });
export const voicesResponseSchema = z.object({ voices: z.array(voiceSchema) });
export const musicResponseSchema = z.object({ music: z.array(musicTrackSchema) });
export const stylesResponseSchema = z.object({ styles: z.array(visualStyleSchema) });
export const captionStylesResponseSchema = z.object({ caption_styles: z.array(captionStyleSchema) });

/**
 * A sample video for the landing carousel and /showcase, rendered by our own pipeline at seed time
 * (GET /api/catalog/samples; an empty list until the seed has rendered them).
 */
export const sampleVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  video_url: z.string(),
  poster_url: z.string(),
  duration_s: z.number().nonnegative(),
  features: z.array(z.string()),
});
export type SampleVideo = z.infer<typeof sampleVideoSchema>;
export const samplesResponseSchema = z.object({ samples: z.array(sampleVideoSchema) });
