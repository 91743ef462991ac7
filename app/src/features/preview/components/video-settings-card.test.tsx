import { describe, expect, it } from "vitest";
import { settingsRows } from "@/features/preview/components/video-settings-card";
import { renderedSettingsOf } from "@/shared/preview/lib/rendered-settings";
import { defaultVideoSettings } from "@/shared/video-settings/lib/defaults";

const rendered = (size: string | null) => ({
  narrationMode: "voice" as const,
  voice: "Ava",
  music: null,
  captions: null,
  size,
});

describe("the preview's Video Settings card", () => {
  it("names the finished video's own size, even when the editor holds another or the video came by link", () => {
    const editor = { ...defaultVideoSettings(), size: "9:16" as const };
    expect(settingsRows(editor, rendered("16:9 · 1920×1080"), true)).toContainEqual([
      "Size",
      "16:9 · 1920×1080",
    ]);
    expect(settingsRows(editor, rendered("16:9 · 1920×1080"), false)).toContainEqual([
      "Size",
      "16:9 · 1920×1080",
    ]);
    // A video made before its size was recorded: the size that was sent, when this browser sent it.
    expect(settingsRows(editor, rendered(null), true)).toContainEqual(["Size", "9:16"]);
  });

  it("reads the frame size from the video's data", () => {
    const data = JSON.stringify({ narration_mode: "voice", width: 1920, height: 1080 });
    expect(renderedSettingsOf({ video_data: data })?.size).toEqual({ width: 1920, height: 1080 });
    expect(renderedSettingsOf({ video_data: "{}" })?.size).toBeNull();
  });
});
