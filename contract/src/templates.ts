import { z } from "zod";
import { ASPECTS } from "./aspect";
import { captionPositionSchema } from "./catalog";
import { fieldMessage } from "./catalogue-ids";
import { createVideoRequestSchema, PRESENTER_LAYOUTS } from "./video";

/**
 * Brand templates: a creator's saved choices (style, voice, presenter, music, size, captions, brand
 * colours, logo, intro and end cards), many per account, one of them the default. create-video, POST
 * /api/storyboards and batches take a `template_id`: the template fills every field the request leaves
 * out, and a field the request gives wins for that video only. The names follow create-video's
 * (`voice_id`, `presenter_layout`, `music_volume`, `size`, `brand_colors`); the catalogue ids a
 * create-video body nests are flat here (`style`, `avatar_id`, `music_id`).
 */

export const TEMPLATES_MAX_PER_USER = 50;
export const TEMPLATE_NAME_MAX = 100;

export const templateMessages = {
  nameRequired: fieldMessage("name", "A template needs a name"),
  nameTooLong: fieldMessage("name", `A template's name must be at most ${TEMPLATE_NAME_MAX} characters`),
  notFound: "Template not found",
  tooMany: `You can save at most ${TEMPLATES_MAX_PER_USER} templates.`,
  logoNotPhoto: fieldMessage("logo.media_id", "The logo must be a photo from your media library."),
} as const;

/** An issue's message that starts with its field's path ("captions.color: ..."). */
const named = (message: string) => ({
  error: (issue: { path?: PropertyKey[] }) => fieldMessage((issue.path ?? []).map(String).join("."), message),
});

const hexColor = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, named("must be a hex colour (#rgb or #rrggbb)"));

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, named("must not be empty"))
    .max(max, named(`must be at most ${max} characters`));

/**
 * The captions' look: a preset (id or name of GET /api/catalog/caption-styles, or "none" for no captions)
 * and what the template changes of it. `font_size` is in the presets' unit, the editor preview's CSS pixels
 * at 360 px wide (Minimalist is 24).
 */
export const templateCaptionsSchema = z.strictObject({
  preset: z.string().trim().min(1).max(100).optional(),
  font: text(100).optional(),
  font_size: z.number().int().min(12).max(64).optional(),
  color: hexColor.optional(),
  highlight_color: hexColor.optional(),
  /** A box behind the words, or an outline around them (absent: chosen over each scene for contrast). */
  background: z.enum(["box", "outline"]).optional(),
  position: captionPositionSchema.optional(),
  words_per_line: z.number().int().min(1).max(8).optional(),
  uppercase: z.boolean().optional(),
});
export type TemplateCaptions = z.infer<typeof templateCaptionsSchema>;

export const LOGO_CORNERS = ["top-left", "top-right", "bottom-left", "bottom-right"] as const;

/** The brand's logo: a photo of the user's media library, in a corner, its width a share of the frame's. */
export const templateLogoSchema = z.strictObject({
  media_id: z.string().min(1).max(128),
  corner: z.enum(LOGO_CORNERS).optional(),
  /** The logo's width as a share of the frame's width. */
  size: z.number().min(0.05).max(0.5).optional(),
  opacity: z.number().min(0).max(1).optional(),
});

const cardFields = {
  text: text(200).optional(),
  text_color: hexColor.optional(),
  background_color: hexColor.optional(),
  /** Seconds on screen. */
  duration_s: z.number().min(0.5).max(10).optional(),
};
export const templateIntroCardSchema = z.strictObject(cardFields);
/**
 * The card after the last scene. In a Product Ad it replaces the ad's own closing card (the video has one
 * ending: the last scene then shows the product as the others do), and where it has no `call_to_action`
 * or `link_text` of its own it shows the ad's call to action and shop domain.
 */
export const templateEndCardSchema = z.strictObject({
  ...cardFields,
  call_to_action: text(40).optional(),
  link_text: text(100).optional(),
});

/** Every choice a template can hold, as stored. */
const templateChoices = {
  /** A visual style's id or name (GET /api/catalog/styles). */
  style: z.string().trim().min(1).max(100),
  /** A voice of GET /api/catalog/voices, or the cloned voice of one of your custom avatars. */
  voice_id: z.string().trim().min(1).max(200),
  /** A presenter of GET /api/catalog/avatars, or one of your custom avatars (avatar mode). */
  avatar_id: z.string().trim().min(1).max(200),
  presenter_layout: z.enum(PRESENTER_LAYOUTS),
  /** A track's id or name (GET /api/catalog/music). */
  music_id: z.string().trim().min(1).max(200),
  music_volume: createVideoRequestSchema.shape.music_volume.unwrap(),
  /** The aspect ratio. */
  size: z.enum(ASPECTS, named(`must be one of ${ASPECTS.join(", ")}`)),
  captions: templateCaptionsSchema,
  brand_colors: z.array(hexColor).max(5, named("at most 5 colours")),
  logo: templateLogoSchema,
  intro_card: templateIntroCardSchema,
  end_card: templateEndCardSchema,
};
type Choices = typeof templateChoices;

/** In a request each choice is optional, and null (in a PATCH) clears it. */
export const templateSettingsShape = Object.fromEntries(
  Object.entries(templateChoices).map(([k, s]) => [k, s.nullish()]),
) as { [K in keyof Choices]: z.ZodOptional<z.ZodNullable<Choices[K]>> };
export const templateSettingsSchema = z.strictObject(templateSettingsShape);
export type TemplateSettingsInput = z.input<typeof templateSettingsSchema>;

/** The stored choices: those the template has, nothing for the rest. */
export type TemplateSettings = { [K in keyof Choices]?: z.output<Choices[K]> };
export const storedTemplateSettingsSchema = z.object(
  Object.fromEntries(Object.entries(templateChoices).map(([k, s]) => [k, s.optional()])) as {
    [K in keyof Choices]: z.ZodOptional<Choices[K]>;
  },
);

const templateName = z
  .string({ error: templateMessages.nameRequired })
  .trim()
  .min(1, templateMessages.nameRequired)
  .max(TEMPLATE_NAME_MAX, templateMessages.nameTooLong);

/** POST /api/templates */
export const createTemplateSchema = z.strictObject({ name: templateName, ...templateSettingsShape });
export type CreateTemplateBody = z.input<typeof createTemplateSchema>;

/** PATCH /api/templates/{id}: the fields given replace the template's (a whole `captions`, `logo` ...); null clears one. */
export const updateTemplateSchema = z.strictObject({
  name: templateName.optional(),
  ...templateSettingsShape,
});
export type UpdateTemplateBody = z.input<typeof updateTemplateSchema>;

const settingsAnswer = Object.fromEntries(
  Object.entries(templateChoices).map(([k, s]) => [k, s.nullable()]),
) as { [K in keyof Choices]: z.ZodNullable<Choices[K]> };

/** A template as the API answers it: every choice, null where it has none. */
export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The account's default template (at most one). */
  is_default: z.boolean(),
  ...settingsAnswer,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateListSchema = z.object({ templates: z.array(templateSchema) });
export type TemplateList = z.infer<typeof templateListSchema>;
