import {
  type AVATAR_AUDIO_TYPES,
  AVATAR_FILE_MAX_BYTES,
  AVATAR_IMAGE_TYPES,
  avatarMessages,
} from "@reelsmith/contract/avatars";
import { sniffAudio, sniffImage } from "@reelsmith/contract/file-kinds";

/** Browsers name some audio types differently (WAV especially); these count as the spec's three. */
const audioTypeAliases: Record<string, (typeof AVATAR_AUDIO_TYPES)[number]> = {
  "audio/mpeg": "audio/mpeg",
  "audio/mp3": "audio/mpeg",
  "audio/wav": "audio/wav",
  "audio/x-wav": "audio/wav",
  "audio/wave": "audio/wav",
  "audio/vnd.wave": "audio/wav",
  "audio/ogg": "audio/ogg",
};
const imageExtensions: Record<string, (typeof AVATAR_IMAGE_TYPES)[number]> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};
const audioExtensions: Record<string, (typeof AVATAR_AUDIO_TYPES)[number]> = {
  mp3: "audio/mpeg",
  wav: "audio/wav",
  ogg: "audio/ogg",
};

const extension = (name: string) => name.split(".").pop()?.toLowerCase() ?? "";

/**
 * An avatar image: JPG, PNG or WebP, at most 10 MB. Answers the spec's message, or null when
 * the file may be used. The type the browser reports wins; a file without one is judged by its extension.
 */
export function checkAvatarImage(file: Pick<File, "name" | "type" | "size">): string | null {
  const type = file.type
    ? (AVATAR_IMAGE_TYPES as readonly string[]).includes(file.type)
    : extension(file.name) in imageExtensions;
  if (!type) return avatarMessages.invalidImage;
  if (file.size > AVATAR_FILE_MAX_BYTES) return avatarMessages.imageTooLarge;
  return null;
}

/** A voice sample upload: MP3, WAV or OGG, at most 10 MB. */
export function checkAvatarAudio(file: Pick<File, "name" | "type" | "size">): string | null {
  const type = file.type ? file.type in audioTypeAliases : extension(file.name) in audioExtensions;
  if (!type) return avatarMessages.invalidAudio;
  if (file.size > AVATAR_FILE_MAX_BYTES) return avatarMessages.audioTooLarge;
  return null;
}

/** The first bytes of a file: enough for every signature the checks know. */
async function headOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 16).arrayBuffer());
}

/**
 * The picture checked as the server will check it: the spec's type and size rules, then its content, so a
 * file renamed to look like a photo is refused here, at once, with the same message.
 */
export async function checkAvatarImageContent(file: File): Promise<string | null> {
  const problem = checkAvatarImage(file);
  if (problem) return problem;
  return sniffImage(await headOf(file)) ? null : avatarMessages.invalidImage;
}

/** The voice file checked as the server will check it: type and size rules, then MP3, WAV or OGG content. */
export async function checkAvatarAudioContent(file: File): Promise<string | null> {
  const problem = checkAvatarAudio(file);
  if (problem) return problem;
  const kind = sniffAudio(await headOf(file));
  return kind && kind !== "webm" ? null : avatarMessages.invalidAudio;
}
