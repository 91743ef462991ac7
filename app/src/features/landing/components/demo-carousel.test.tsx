import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DemoVideo } from "@/features/landing/api/get-demo-videos";
import { DemoCarousel, DOWNLOAD_ALERT, SHARE_ALERT } from "@/features/landing/components/demo-carousel";
import { DEMO_INTERVAL_MS } from "@/features/landing/hooks/use-carousel";

const videos: DemoVideo[] = ["AI Spokesperson", "Product Showcase", "AI Presenter"].map((title, i) => ({
  title,
  videoUrl: `/storage/demo/${i}.mp4`,
  posterUrl: `/storage/demo/${i}.png`,
  features: [`Feature ${i}`],
}));

const current = () => screen.getByText(/^Sample \d of 3$/).textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the demo carousel", () => {
  it("auto-advances every 8 seconds and wraps from the last video to the first", () => {
    render(<DemoCarousel videos={videos} />);
    expect(DEMO_INTERVAL_MS).toBe(8000);
    expect(current()).toBe("Sample 1 of 3");
    tick(7999);
    expect(current()).toBe("Sample 1 of 3");
    tick(1);
    expect(current()).toBe("Sample 2 of 3");
    expect(screen.getByLabelText("Product Showcase sample video")).toHaveAttribute(
      "src",
      "/storage/demo/1.mp4",
    );
    tick(8000);
    expect(current()).toBe("Sample 3 of 3");
    tick(8000);
    expect(current()).toBe("Sample 1 of 3");
  });

  it("disables previous on the first video and next on the last", () => {
    render(<DemoCarousel videos={videos} />);
    const previous = screen.getByRole("button", { name: "Previous video" });
    const next = screen.getByRole("button", { name: "Next video" });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    fireEvent.click(next);
    expect(current()).toBe("Sample 2 of 3");
    expect(previous).toBeEnabled();
    fireEvent.click(next);
    expect(current()).toBe("Sample 3 of 3");
    expect(next).toBeDisabled();
    fireEvent.click(previous);
    expect(current()).toBe("Sample 2 of 3");
  });

  it("stops rotating after any interaction", () => {
    render(<DemoCarousel videos={videos} />);
    fireEvent.click(screen.getByRole("button", { name: "Unmute" }));
    tick(DEMO_INTERVAL_MS * 3);
    expect(current()).toBe("Sample 1 of 3");
  });

  it("stops rotating after a thumbnail or a dot is chosen", () => {
    render(<DemoCarousel videos={videos} />);
    fireEvent.click(screen.getByRole("button", { name: "Show AI Presenter" }));
    expect(current()).toBe("Sample 3 of 3");
    tick(DEMO_INTERVAL_MS * 2);
    expect(current()).toBe("Sample 3 of 3");
    fireEvent.click(screen.getByRole("button", { name: /Product Showcase/, pressed: false }));
    expect(current()).toBe("Sample 2 of 3");
  });

  it("starts muted and playing; play/pause and mute toggle", () => {
    render(<DemoCarousel videos={videos} />);
    const video = screen.getByLabelText("AI Spokesperson sample video") as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute("preload", "none");
    expect(video).toHaveAttribute("poster", "/storage/demo/0.png");
    fireEvent.click(screen.getByRole("button", { name: "Unmute" }));
    expect(video.muted).toBe(false);
    expect(screen.getByRole("button", { name: "Mute" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
  });

  it("toggles the AI features and keeps Share and Download as alerts", () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    render(<DemoCarousel videos={videos} />);
    const toggle = screen.getByRole("button", { name: "AI Features" });
    expect(screen.getByText("Feature 0")).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByText("Feature 0")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Share" }));
    fireEvent.click(screen.getByRole("button", { name: "Download" }));
    expect(alert.mock.calls).toEqual([[SHARE_ALERT], [DOWNLOAD_ALERT]]);
  });

  it("shows playback progress from the video's time", () => {
    render(<DemoCarousel videos={videos} />);
    const video = screen.getByLabelText("AI Spokesperson sample video");
    Object.defineProperty(video, "duration", { value: 10, configurable: true });
    Object.defineProperty(video, "currentTime", { value: 2.5, configurable: true });
    fireEvent.timeUpdate(video);
    expect(screen.getByRole("progressbar", { name: "Playback progress" })).toHaveAttribute(
      "aria-valuenow",
      "25",
    );
  });

  it("waits for Play when the visitor prefers reduced motion, and still rotates", () => {
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) => ({ matches: query.includes("reduce"), media: query }) as MediaQueryList,
    );
    render(<DemoCarousel videos={videos} />);
    expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
    tick(DEMO_INTERVAL_MS);
    expect(current()).toBe("Sample 2 of 3");
  });
});
