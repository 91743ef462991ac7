import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DemoSection } from "@/features/landing/components/demo-section";
import { mockFetch, renderWithProviders } from "@/test/render";

afterEach(() => vi.restoreAllMocks());

const samples = ["AI Spokesperson", "Product Showcase", "AI Presenter"].map((title, i) => ({
  id: `sample-${i}`,
  title,
  description: `${title}, rendered by the pipeline.`,
  video_url: `/storage/catalog/samples/v1/${i}.mp4`,
  poster_url: `/storage/catalog/samples/v1/${i}.jpg`,
  duration_s: 14 + i,
  features: [`${title} feature`],
}));

describe("the landing demo's videos", () => {
  it("are the samples the server rendered at seed time, with their titles, posters and features", async () => {
    mockFetch({ "/api/catalog/samples": { body: { samples } } });
    renderWithProviders(<DemoSection />);
    expect(await screen.findByRole("heading", { name: "AI Spokesperson" })).toBeInTheDocument();
    expect(screen.getByText("AI Spokesperson, rendered by the pipeline.")).toBeInTheDocument();
    const video = screen.getByLabelText("AI Spokesperson sample video");
    expect(video).toHaveAttribute("src", "/storage/catalog/samples/v1/0.mp4");
    expect(video).toHaveAttribute("poster", "/storage/catalog/samples/v1/0.jpg");
    // Nothing of the video downloads before it plays: the poster is the first paint.
    expect(video).toHaveAttribute("preload", "none");
    expect(
      within(screen.getByRole("list", { name: "AI features in this video" })).getByText(
        "AI Spokesperson feature",
      ),
    ).toBeInTheDocument();
    const thumbnails = within(screen.getByRole("list", { name: "Sample videos" })).getAllByRole("button");
    expect(thumbnails.map((b) => b.textContent)).toEqual([
      "AI Spokesperson",
      "Product Showcase",
      "AI Presenter",
    ]);
  });

  it("show the rendering message while the seed has not made them yet", async () => {
    mockFetch({ "/api/catalog/samples": { body: { samples: [] } } });
    renderWithProviders(<DemoSection />);
    expect(
      await screen.findByText("The sample videos are being rendered. Please check back in a minute."),
    ).toBeInTheDocument();
  });
});
