import crypto from "node:crypto";
import type { CaptionStyle } from "@reelsmith/contract/catalog";
import {
  type CreateTemplateBody,
  storedTemplateSettingsSchema,
  TEMPLATES_MAX_PER_USER,
  type Template,
  type TemplateSettings,
  templateMessages,
  templateSchema,
  type UpdateTemplateBody,
} from "@reelsmith/contract/templates";
import { and, asc, count, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/client";
import { templates } from "../db/schema";
import { parseWith } from "../http/validate";
import { AppError, notFound } from "../lib/app-error";
import type { RenderRequest } from "../render/types";
import type { Storage } from "../storage/storage";
import { checkCatalogueIds, findCaptionPreset } from "./catalogue-ids";
import { getOwnedMedia } from "./media";

/**
 * Brand templates: a user's saved choices (contract/templates.ts), checked like create-video's when saved
 * (catalogue ids, the logo's media), and applied to a create-video, storyboard or batch request that names
 * one: the template fills the fields the request leaves out.
 */

type TemplateRow = typeof templates.$inferSelect;
type Deps = { database: { db: Db }; storage: Storage };

const SETTING_KEYS = Object.keys(storedTemplateSettingsSchema.shape) as (keyof TemplateSettings)[];

/** The stored choices of a row (a row written by an older shape keeps what still parses). */
export function settingsOf(row: Pick<TemplateRow, "settings">): TemplateSettings {
  const parsed = storedTemplateSettingsSchema.safeParse(row.settings);
  return parsed.success ? parsed.data : {};
}

export function toTemplate(row: TemplateRow): Template {
  const settings = settingsOf(row);
  const choices = Object.fromEntries(SETTING_KEYS.map((k) => [k, settings[k] ?? null]));
  return templateSchema.parse({
    id: row.id,
    name: row.name,
    is_default: row.is_default,
    ...choices,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });
}

export async function listTemplates(db: Db, userId: string): Promise<Template[]> {
  const rows = await db
    .select()
    .from(templates)
    .where(eq(templates.user_id, userId))
    .orderBy(asc(templates.created_at), asc(templates.id));
  return rows.map(toTemplate);
}

/** The user's own template; another user's, or none, is the same 404. */
export async function getOwnedTemplate(db: Db, userId: string, id: string): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), eq(templates.user_id, userId)));
  if (!row) throw notFound(templateMessages.notFound);
  return row;
}

/** The choices of a request body, nulls dropped (a PATCH's null clears the stored one). */
function givenSettings(body: Record<string, unknown>): {
  set: TemplateSettings;
  cleared: (keyof TemplateSettings)[];
} {
  const set: Record<string, unknown> = {};
  const cleared: (keyof TemplateSettings)[] = [];
  for (const key of SETTING_KEYS) {
    const v = body[key];
    if (v === null) cleared.push(key);
    else if (v !== undefined) set[key] = v;
  }
  return { set: set as TemplateSettings, cleared };
}

/**
 * The choices are checked as create-video checks its own: a voice, presenter, music, style or caption
 * preset that names nothing is a 400 naming the template's field; the logo must be the caller's own photo
 * (another user's media, or none, is 404 as everywhere; a clip or recording a 400 naming `logo.media_id`).
 */
async function checkSettings(deps: Deps, userId: string, s: TemplateSettings): Promise<void> {
  await checkCatalogueIds(
    deps,
    userId,
    {
      voice_id: s.voice_id ?? null,
      character_ref: s.avatar_id ? { narrator_avatar: s.avatar_id } : null,
      bgm_name: s.music_id ?? null,
      image_styles: s.style ? { themes: [s.style] } : null,
      caption_style: s.captions?.preset ?? null,
    },
    "",
    {
      voice: "voice_id",
      avatar: "avatar_id",
      music: "music_id",
      style: "style",
      caption: "captions.preset",
    },
  );
  if (s.logo) {
    const item = await getOwnedMedia(deps.database.db, userId, s.logo.media_id);
    if (item.kind !== "photo") throw new AppError("VALIDATION_ERROR", templateMessages.logoNotPhoto);
  }
}

export async function createTemplate(
  deps: Deps,
  userId: string,
  body: CreateTemplateBody,
): Promise<Template> {
  const { set } = givenSettings(body);
  await checkSettings(deps, userId, set);
  const { db } = deps.database;
  const [existing] = await db.select({ n: count() }).from(templates).where(eq(templates.user_id, userId));
  if ((existing?.n ?? 0) >= TEMPLATES_MAX_PER_USER)
    throw new AppError("VALIDATION_ERROR", templateMessages.tooMany);
  const [row] = await db
    .insert(templates)
    .values({ id: crypto.randomUUID(), user_id: userId, name: body.name.trim(), settings: set })
    .returning();
  if (!row) throw new AppError("SAVE_FAILED", "Could not save the template.");
  return toTemplate(row);
}

/** Replaces the choices given (a whole `captions`, `logo` ... at once); null clears one; the rest stay. */
export async function updateTemplate(
  deps: Deps,
  userId: string,
  id: string,
  body: UpdateTemplateBody,
): Promise<Template> {
  const { db } = deps.database;
  const row = await getOwnedTemplate(db, userId, id);
  const { set, cleared } = givenSettings(body);
  await checkSettings(deps, userId, set);
  const settings: Record<string, unknown> = { ...settingsOf(row), ...set };
  for (const key of cleared) delete settings[key];
  const [updated] = await db
    .update(templates)
    .set({
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      settings,
      updated_at: new Date(),
    })
    .where(and(eq(templates.id, row.id), eq(templates.user_id, userId)))
    .returning();
  if (!updated) throw notFound(templateMessages.notFound);
  return toTemplate(updated);
}

/** Deletes a template; the videos made with it keep their choices (each request holds its own copy). */
export async function deleteTemplate(db: Db, userId: string, id: string): Promise<void> {
  const row = await getOwnedTemplate(db, userId, id);
  await db.delete(templates).where(and(eq(templates.id, row.id), eq(templates.user_id, userId)));
}

/** Makes the template the account's one default: the previous default stops being it, in one transaction. */
export async function setDefaultTemplate(db: Db, userId: string, id: string): Promise<Template> {
  return db.transaction(async (tx) => {
    const row = await getOwnedTemplate(tx as unknown as Db, userId, id);
    await tx
      .update(templates)
      .set({ is_default: false })
      .where(and(eq(templates.user_id, userId), eq(templates.is_default, true)));
    const [updated] = await tx
      .update(templates)
      .set({ is_default: true, updated_at: new Date() })
      .where(eq(templates.id, row.id))
      .returning();
    if (!updated) throw notFound(templateMessages.notFound);
    return toTemplate(updated);
  });
}

/** #rgb → #rrggbb (a caption style's colours are six digits). */
const expandHex = (hex: string) =>
  hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex;

/**
 * The caption style a template's captions make: "none" for no captions, the preset by name when nothing
 * of it is changed, else the preset (Minimalist when none is named) with the template's font, size, colour,
 * position, highlight colour, box or outline, words per line and upper case.
 */
export function templateCaptionStyle(
  captions: NonNullable<TemplateSettings["captions"]>,
): string | CaptionStyle {
  const preset = captions.preset?.trim();
  if (preset && ["none", "off"].includes(preset.toLowerCase())) return "none";
  const changes =
    captions.font ??
    captions.font_size ??
    captions.color ??
    captions.position ??
    captions.highlight_color ??
    captions.background ??
    captions.words_per_line ??
    captions.uppercase;
  if (changes === undefined && preset) return preset;
  const base = (preset ? findCaptionPreset(preset) : undefined) ?? findCaptionPreset("minimalist");
  if (!base) throw new Error("The Minimalist caption preset is missing");
  return {
    ...base,
    ...(captions.font ? { fontFamily: captions.font } : {}),
    ...(captions.font_size ? { fontSize: captions.font_size } : {}),
    ...(captions.color ? { color: expandHex(captions.color) } : {}),
    ...(captions.position ? { position: captions.position } : {}),
    ...(captions.highlight_color ? { highlightColor: expandHex(captions.highlight_color) } : {}),
    ...(captions.background ? { background: captions.background } : {}),
    ...(captions.words_per_line ? { wordsPerLine: captions.words_per_line } : {}),
    ...(captions.uppercase !== undefined ? { uppercase: captions.uppercase } : {}),
  };
}

/** A template's choices as create-video's fields (the request's own names and shapes). */
export function templateVideoFields(s: TemplateSettings): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    image_styles: s.style ? { themes: [s.style] } : undefined,
    voice_id: s.voice_id,
    character_ref: s.avatar_id ? { narrator_avatar: s.avatar_id } : undefined,
    presenter_layout: s.presenter_layout,
    bgm_name: s.music_id,
    music_volume: s.music_volume,
    size: s.size,
    caption_style: s.captions ? templateCaptionStyle(s.captions) : undefined,
    brand_colors: s.brand_colors,
    // The Product Ad's closing card is the template's end card where the renderer has one.
    call_to_action: s.end_card?.call_to_action,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/**
 * A request body with its template applied, parsed with the route's schema: every field of the schema
 * that the request leaves out (absent, not null: a null is the request's own choice) takes the
 * template's value. No `template_id`: the body parsed as it is. Another user's template, or none, is
 * 404 "Template not found", as any other record of theirs. `prefix` names where the settings sit.
 */
export async function applyTemplate<S extends z.ZodObject>(
  db: Db,
  userId: string,
  schema: S,
  raw: unknown,
): Promise<z.output<S>> {
  const parse = (value: unknown) => parseWith(schema as unknown as z.ZodType<z.output<S>>, value);
  const body = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const templateId = body.template_id;
  if (typeof templateId !== "string") return parse(body);
  const template = await getOwnedTemplate(db, userId, templateId);
  const fields = templateVideoFields(settingsOf(template));
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (key in schema.shape) merged[key] = value;
  for (const [key, value] of Object.entries(body)) if (value !== undefined) merged[key] = value;
  return parse(merged);
}

/**
 * The template a video was made with, as the video keeps it: its id, name and every choice as they were,
 * so editing or deleting the template later changes nothing of the video. Another user's, or none: 404.
 */
export async function appliedTemplate(
  db: Db,
  userId: string,
  templateId: string,
): Promise<NonNullable<RenderRequest["template"]>> {
  const row = await getOwnedTemplate(db, userId, templateId);
  return { id: row.id, name: row.name, settings: settingsOf(row) };
}
