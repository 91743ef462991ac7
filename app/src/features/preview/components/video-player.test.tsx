import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VideoPlayer } from "@/features/preview/components/video-player";
import { TASK_GENERATED } from "@/shared/preview/lib/task-status";

function loadVideoOfSize(width: number, height: number) {
  const video = screen.getByTestId("preview-video");
  Object.defineProperty(video, "videoWidth", { value: width });
  Object.defineProperty(video, "videoHeight", { value: height });
  fireEvent.loadedMetadata(video);
}

describe("the preview player", () => {
  it("is a 9:16 box while the video is being made", () => {
    render(<VideoPlayer status={3} videoUrl={null} />);
    expect(screen.getByTestId("preview-player").style.aspectRatio).toBe("9 / 16");
  });

  it("takes the shape of a 16:9 video once it loads, so the video shows without bars", () => {
    render(<VideoPlayer status={TASK_GENERATED} videoUrl="/v.mp4" />);
    loadVideoOfSize(1920, 1080);
    const box = screen.getByTestId("preview-player");
    expect(box.style.aspectRatio).toBe("1920 / 1080");
    expect(box.className).toContain("max-w-[640px]");
  });

  it("keeps a portrait video within a third of the screen's height", () => {
    render(<VideoPlayer status={TASK_GENERATED} videoUrl="/v.mp4" />);
    loadVideoOfSize(1080, 1350);
    const box = screen.getByTestId("preview-player");
    expect(box.style.aspectRatio).toBe("1080 / 1350");
    expect(box.className).toContain("36dvh");
  });
});
