import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VideoStatusPanel } from "@/features/generate/components/video-status-panel";
import { defaultVideoSettings } from "@/shared/video-settings/lib/defaults";
import { renderScreen } from "@/test/render-screen";

const settings = { ...defaultVideoSettings(), story: "A fox crossed the river." };

function showVideo(url = "/storage/renders/task-1/v1/video.mp4") {
  renderScreen(
    <VideoStatusPanel
      settings={settings}
      video={{ taskId: "task-1", url, status: 8, editor: "story-reel" }}
    />,
    { path: "/generate" },
  );
  return screen.getByTestId("status-video");
}

function loadVideoOfSize(video: HTMLElement, width: number, height: number) {
  Object.defineProperty(video, "videoWidth", { value: width });
  Object.defineProperty(video, "videoHeight", { value: height });
  fireEvent.loadedMetadata(video);
}

describe("the generate page's video status panel", () => {
  it("shows the video in a 9:16 box until its size is known", () => {
    const video = showVideo();
    expect(video.style.aspectRatio).toBe("9 / 16");
    expect(video.className).toContain("max-w-[240px]");
  });

  it("takes a 16:9 video's shape and the panel's whole width, so the video has no bars", () => {
    const video = showVideo();
    loadVideoOfSize(video, 1920, 1080);
    expect(video.style.aspectRatio).toBe("1920 / 1080");
    expect(video.className).not.toMatch(/max-w-/);
  });

  it("takes a square video's shape, a little wider than a portrait one", () => {
    const square = showVideo("/square.mp4");
    loadVideoOfSize(square, 1080, 1080);
    expect(square.style.aspectRatio).toBe("1080 / 1080");
    expect(square.className).toContain("max-w-[280px]");
  });

  it("keeps a 4:5 video as narrow as a 9:16 one", () => {
    const video = showVideo("/feed.mp4");
    loadVideoOfSize(video, 1080, 1350);
    expect(video.style.aspectRatio).toBe("1080 / 1350");
    expect(video.className).toContain("max-w-[240px]");
  });
});
