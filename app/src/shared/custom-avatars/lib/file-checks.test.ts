import { AVATAR_FILE_MAX_BYTES, avatarMessages } from "@reelsmith/contract/avatars";
import { describe, expect, it } from "vitest";
import { checkAvatarAudio, checkAvatarImage } from "@/shared/custom-avatars/lib/file-checks";

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe("the avatar file checks", () => {
  it("take JPG, PNG and WebP pictures up to 10 MB", () => {
    expect(checkAvatarImage(file("a.jpg", "image/jpeg"))).toBeNull();
    expect(checkAvatarImage(file("a.png", "image/png", AVATAR_FILE_MAX_BYTES))).toBeNull();
    expect(checkAvatarImage(file("a.webp", "image/webp"))).toBeNull();
    expect(checkAvatarImage(file("a.webp", ""))).toBeNull();
    expect(checkAvatarImage(file("a.gif", "image/gif"))).toBe(avatarMessages.invalidImage);
    expect(checkAvatarImage(file("a.png", "text/plain"))).toBe(avatarMessages.invalidImage);
    expect(checkAvatarImage(file("a.png", "image/png", AVATAR_FILE_MAX_BYTES + 1))).toBe(
      avatarMessages.imageTooLarge,
    );
  });

  it("take MP3, WAV and OGG voice samples up to 10 MB, whatever the browser calls WAV", () => {
    for (const type of ["audio/mpeg", "audio/wav", "audio/x-wav", "audio/wave", "audio/ogg"])
      expect(checkAvatarAudio(file("v", type))).toBeNull();
    expect(checkAvatarAudio(file("v.ogg", ""))).toBeNull();
    expect(checkAvatarAudio(file("v.m4a", "audio/mp4"))).toBe(avatarMessages.invalidAudio);
    expect(checkAvatarAudio(file("v.flac", ""))).toBe(avatarMessages.invalidAudio);
    expect(checkAvatarAudio(file("v.wav", "audio/wav", AVATAR_FILE_MAX_BYTES + 1))).toBe(
      avatarMessages.audioTooLarge,
    );
  });
});
