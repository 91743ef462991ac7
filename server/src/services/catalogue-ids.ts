import { type CaptionStyle, captionStylePresets } from "@reelsmith/contract/catalog";
import { catalogueIdMessages, fieldMessage } from "@reelsmith/contract/catalogue-ids";
import type { CreateVideoParsed } from "@reelsmith/contract/video";
import { and, eq } from "drizzle-orm";
import { findPresenter, findStyle, findVoice, tryLoadCatalog } from "../catalog/catalog";
import type { CatalogManifest } from "../catalog/types";
import type { Db } from "../db/client";
import { customAvatars } from "../db/schema";
import { readinessMessages } from "../http/readiness";
import { AppError } from "../lib/app-error";
import { catalogFrom } from "../render/catalog-access";
import type { Storage } from "../storage/storage";
import { avatarNotReadyMessage } from "./custom-avatars";

/** The settings of a create-video body that name catalogue entries. */
export type CatalogueChoices = Pick<
  CreateVideoParsed,
  "voice_id" | "character_ref" | "bgm_name" | "image_styles" | "caption_style"
>;

/** The fields that hold each kind of id in the request being checked (create-video's by default). */
export interface CatalogueFields {
  voice: string;
  avatar: string;
  music: string;
  style: string;
  caption: string;
}
const createVideoFields: CatalogueFields = {
  voice: "voice_id",
  avatar: "character_ref.narrator_avatar",
  music: "bgm_name",
  style: "image_styles.themes",
  caption: "caption_style",
};

const named = (v: string | null | undefined): string | null => (v?.trim() ? v.trim() : null);
const NO_CAPTIONS = new Set(["none", "off"]);

/** A caption style preset by id or name (any case), or undefined. */
export function findCaptionPreset(idOrName: string): CaptionStyle | undefined {
  const key = idOrName.trim().toLowerCase();
  return captionStylePresets.find((p) => p.id === key || p.name.toLowerCase() === key);
}

/**
 * Refuses a create-video body whose voice, avatar, music, visual style or caption preset is not in the
 * catalogue (or the caller's own custom avatars), naming the field: 400 before anything is charged. A
 * custom avatar still processing is refused as before (AVATAR_NOT_READY). `prefix` names where the
 * settings sit in the request ("settings." in a batch); `fields` names the fields where the request is not
 * create-video's (a template's `style`, `avatar_id`, `music_id`).
 */
export async function checkCatalogueIds(
  deps: { database: { db: Db }; storage: Storage },
  userId: string,
  body: CatalogueChoices,
  prefix = "",
  fields: CatalogueFields = createVideoFields,
): Promise<void> {
  const refuse = (field: string, message: string) =>
    new AppError("VALIDATION_ERROR", fieldMessage(`${prefix}${field}`, message));
  const voiceId = named(body.voice_id);
  const avatarId = named(body.character_ref?.narrator_avatar);
  const musicId = named(body.bgm_name);
  const styles = (body.image_styles?.themes ?? []).map(named).filter((s): s is string => s !== null);
  const caption = typeof body.caption_style === "string" ? named(body.caption_style) : null;
  if (!voiceId && !avatarId && !musicId && styles.length === 0 && !caption) return;

  let manifest: CatalogManifest | null = null;
  const catalogue = async () => {
    manifest ??= await tryLoadCatalog(deps.storage);
    if (!manifest) throw new AppError("NOT_READY", readinessMessages.gettingReady);
    return manifest;
  };
  const { db } = deps.database;
  const ownAvatar = async (where: ReturnType<typeof eq>) =>
    (
      await db
        .select()
        .from(customAvatars)
        .where(and(eq(customAvatars.user_id, userId), where))
    )[0];

  if (voiceId && !findVoice(await catalogue(), voiceId)) {
    // A custom avatar's cloned voice (the editor sends it as the avatar's voice) is the caller's own only.
    if (!(await ownAvatar(eq(customAvatars.voice_clone_id, voiceId))))
      throw refuse(fields.voice, catalogueIdMessages.voice(voiceId));
  }
  if (avatarId && !findPresenter(await catalogue(), avatarId)) {
    const own = await ownAvatar(eq(customAvatars.id, avatarId));
    // Another user's avatar is as unknown as one that does not exist.
    if (!own) throw refuse(fields.avatar, catalogueIdMessages.avatar(avatarId));
    if (!own.avatar_sample_url) throw new AppError("AVATAR_NOT_READY", avatarNotReadyMessage);
  }
  // The render's own look-up: by id or name, and the editor's two built-in tracks.
  if (musicId && !catalogFrom(await catalogue()).music(musicId))
    throw refuse(fields.music, catalogueIdMessages.music(musicId));
  for (const style of styles) {
    if (!findStyle(await catalogue(), style)) throw refuse(fields.style, catalogueIdMessages.style(style));
  }
  if (caption && !NO_CAPTIONS.has(caption.toLowerCase()) && !findCaptionPreset(caption))
    throw refuse(fields.caption, catalogueIdMessages.captionStyle(caption));
}
