import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VideoCredits } from "@/features/preview/components/video-credits";

const result = (data: Record<string, unknown>) => ({ video_url: "/v.mp4", video_data: JSON.stringify(data) });

describe("the finished video's credits", () => {
  it("say that D-ID lip-synced the presenter and credit each stock clip's author with links", () => {
    render(
      <VideoCredits
        taskResult={result({
          narration_mode: "avatar",
          engine: { avatar: "d-id" },
          credits: [
            {
              scene: 0,
              provider: "Pexels",
              kind: "video",
              author: "Ana Lima",
              author_url: "https://www.pexels.com/@ana",
              source_url: "https://www.pexels.com/video/bakery-1/",
            },
          ],
        })}
      />,
    );
    expect(screen.getByText("Presenter lip-synced by D-ID.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ana Lima" }).getAttribute("href")).toBe(
      "https://www.pexels.com/@ana",
    );
    expect(screen.getByRole("link", { name: "video" }).getAttribute("href")).toBe(
      "https://www.pexels.com/video/bakery-1/",
    );
  });

  it("show nothing for a video made by the local engines alone", () => {
    render(
      <VideoCredits
        taskResult={result({ narration_mode: "avatar", engine: { avatar: "local" }, credits: [] })}
      />,
    );
    expect(screen.queryByTestId("video-credits")).toBeNull();
  });
});
