import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useVideoShape } from "@/lib/use-video-shape";

function Box({ src }: { src: string }) {
  const { aspectRatio, onLoadedMetadata } = useVideoShape(src);
  return (
    <div data-testid="box" style={{ aspectRatio }}>
      {/* biome-ignore lint/a11y/useMediaCaption: a test video. */}
      <video data-testid="video" src={src} onLoadedMetadata={onLoadedMetadata} />
    </div>
  );
}

function loadVideoOfSize(width: number, height: number) {
  const video = screen.getByTestId("video");
  Object.defineProperty(video, "videoWidth", { value: width, configurable: true });
  Object.defineProperty(video, "videoHeight", { value: height, configurable: true });
  fireEvent.loadedMetadata(video);
}

describe("a video box's shape", () => {
  it("follows a square video once it loads", () => {
    render(<Box src="/square.mp4" />);
    loadVideoOfSize(1080, 1080);
    expect(screen.getByTestId("box").style.aspectRatio).toBe("1080 / 1080");
  });

  it("starts at 9:16 again when another video is shown", () => {
    const { rerender } = render(<Box src="/wide.mp4" />);
    loadVideoOfSize(1920, 1080);
    rerender(<Box src="/next.mp4" />);
    expect(screen.getByTestId("box").style.aspectRatio).toBe("9 / 16");
  });
});
