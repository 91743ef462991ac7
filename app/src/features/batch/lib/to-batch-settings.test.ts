import { describe, expect, it } from "vitest";
import { toBatchSettings } from "@/features/batch/lib/to-batch-settings";
import { setVideoSettings, videoSettingsStore } from "@/shared/video-settings/lib/video-settings-store";

describe("a batch's shared settings", () => {
  it("name the template picked in the editor, so every video of the batch is made with it", () => {
    videoSettingsStore.reset();
    expect(toBatchSettings(videoSettingsStore.get())).not.toHaveProperty("template_id");
    setVideoSettings({ templateId: "t-brand" });
    expect(toBatchSettings(videoSettingsStore.get())).toMatchObject({ template_id: "t-brand" });
  });
});
