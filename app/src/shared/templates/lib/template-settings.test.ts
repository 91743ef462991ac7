import type { CustomAvatar } from "@reelsmith/contract/avatars";
import type { Template } from "@reelsmith/contract/templates";
import { describe, expect, it } from "vitest";
import { settingsFromTemplate } from "@/shared/templates/lib/template-settings";
import { blankTemplate } from "@/test/template-fixtures";

const template: Template = {
  ...blankTemplate,
  id: "t-1",
  name: "Me presenting",
  is_default: false,
  voice_id: "clone-mine",
  avatar_id: "mine",
  presenter_layout: "lower",
};
const mine: CustomAvatar = {
  id: "mine",
  user_id: "u-1",
  name: "Studio me",
  image_url: "/storage/avatars/u-1/avatar_1.jpeg",
  voice_url: null,
  avatar_sample_url: "/storage/avatars/u-1/sample_1.mp4",
  voice_clone_id: "clone-mine",
  storage_path: "avatars/u-1/avatar_1.jpeg",
  voice_storage_path: null,
  processing_outcome: null,
  voice_id: "en-us-ava",
  created_at: "2026-12-01T10:00:00.000Z",
};

describe("a template whose presenter is the user's own avatar", () => {
  it("presents the video with that avatar in its voice", () => {
    const s = settingsFromTemplate(template, { avatars: [], customAvatars: [mine] });
    expect(s.narrationMode).toBe("avatar");
    expect(s.avatar).toMatchObject({
      id: "mine",
      name: "Studio me",
      category: "custom",
      voiceId: "clone-mine",
    });
    expect(s.presenterLayout).toBe("lower");
  });

  it("presents nothing with an avatar that is not Ready or no longer there", () => {
    const unfinished = { ...mine, avatar_sample_url: null };
    expect(settingsFromTemplate(template, { customAvatars: [unfinished] }).avatar).toBeUndefined();
    expect(settingsFromTemplate(template, { customAvatars: [] }).avatar).toBeUndefined();
  });
});
