import type { SampleVideo } from "@reelsmith/contract/catalog";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDuration } from "@/features/showcase/components/showcase-card";
import { SAMPLES_ERROR, SAMPLES_PENDING, ShowcasePage } from "@/features/showcase/showcase-page";
import { mockApi, renderScreen } from "@/test/render-screen";

afterEach(() => vi.unstubAllGlobals());

const samples: SampleVideo[] = [
  ["ai-spokesperson", "AI Spokesperson", 16.6],
  ["product-showcase", "Product Showcase", 12.3],
  ["ai-presenter", "AI Presenter", 65.2],
].map(([id, title, duration_s]) => ({
  id: String(id),
  title: String(title),
  description: `What ${title} shows.`,
  video_url: `/storage/catalog/samples/v1/${id}.mp4`,
  poster_url: `/storage/catalog/samples/v1/${id}.jpg`,
  duration_s: Number(duration_s),
  features: ["Word-timed captions"],
}));

describe("the showcase", () => {
  it("shows the three seeded samples, each with its title, duration, poster and a play button", async () => {
    mockApi({ "GET /api/catalog/samples": () => ({ samples }) });
    renderScreen(<ShowcasePage />, { path: "/showcase" });
    for (const title of ["AI Spokesperson", "Product Showcase", "AI Presenter"])
      expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
    for (const duration of ["0:17", "0:12", "1:05"]) expect(screen.getByText(duration)).toBeInTheDocument();
    const video = screen.getByLabelText("Product Showcase sample video");
    expect(video).toHaveAttribute("src", "/storage/catalog/samples/v1/product-showcase.mp4");
    expect(video).toHaveAttribute("poster", "/storage/catalog/samples/v1/product-showcase.jpg");
    // The poster stands in: nothing of the video loads before it is played.
    expect(video).toHaveAttribute("preload", "none");
    expect(screen.getByText("What Product Showcase shows.")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Play / })).toHaveLength(3);
  });

  it("says the samples are on their way while the seed is still rendering them", async () => {
    mockApi({ "GET /api/catalog/samples": () => ({ samples: [] }) });
    renderScreen(<ShowcasePage />, { path: "/showcase" });
    expect(await screen.findByText(SAMPLES_PENDING)).toBeInTheDocument();
    expect(screen.queryAllByRole("button", { name: /^Play / })).toHaveLength(0);
  });

  it("shows the unavailable message when the server cannot be reached", async () => {
    mockApi({
      "GET /api/catalog/samples": () =>
        new Response(JSON.stringify({ error: { code: "DOWN", message: "down" } }), { status: 503 }),
    });
    renderScreen(<ShowcasePage />, { path: "/showcase" });
    expect(await screen.findByText(SAMPLES_ERROR)).toBeInTheDocument();
  });
});

describe("formatDuration", () => {
  it("writes minutes and seconds", () => {
    expect(formatDuration(16.6)).toBe("0:17");
    expect(formatDuration(65.2)).toBe("1:05");
  });
});
