import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { toBatchSettings } from "@/features/batch/lib/to-batch-settings";
import { GenerateAdCard } from "@/features/product-ad/components/generate-ad-card";
import { GenerationSection } from "@/features/story-reel/components/generation-section";
import { buildCreateVideoBody } from "@/shared/video-settings/api/create-video";
import { videoSettingsStore } from "@/shared/video-settings/lib/video-settings-store";
import { renderScreen } from "@/test/render-screen";

beforeEach(() => videoSettingsStore.reset());

describe("the video size setting", () => {
  it("offers 9:16, 4:5, 1:1 and 16:9 beside Preview, 9:16 chosen first, and says which is rendered", () => {
    renderScreen(<GenerationSection busy={false} error={null} onGenerate={() => {}} />);
    expect(screen.getByRole("radio", { name: /^9:16/ })).toBeChecked();
    for (const name of [/^4:5/, /^1:1/, /^16:9/])
      expect(screen.getByRole("radio", { name })).not.toBeChecked();
    expect(
      screen.getByText("Starts rendering your 9:16 video. Credits are charged per video."),
    ).toBeVisible();
    fireEvent.click(screen.getByRole("radio", { name: /^16:9/ }));
    expect(screen.getByRole("radio", { name: /^16:9/ })).toBeChecked();
    expect(videoSettingsStore.get().size).toBe("16:9");
    expect(
      screen.getByText("Starts rendering your 16:9 video. Credits are charged per video."),
    ).toBeVisible();
    expect(screen.getByText("YouTube, LinkedIn")).toBeVisible();
  });

  it("is offered on the Product Ad editor too", () => {
    renderScreen(<GenerateAdCard busy={false} error={null} onGenerate={() => {}} />);
    fireEvent.click(screen.getByRole("radio", { name: /^1:1/ }));
    expect(videoSettingsStore.get().size).toBe("1:1");
    expect(screen.getByText("Starts rendering your 1:1 ad. Credits are charged per video.")).toBeVisible();
  });

  it("is sent as create-video's size and a batch's", () => {
    videoSettingsStore.set({ size: "4:5", story: "A story." });
    const s = videoSettingsStore.get();
    expect(buildCreateVideoBody(s).size).toBe("4:5");
    expect(toBatchSettings(s).size).toBe("4:5");
  });
});
