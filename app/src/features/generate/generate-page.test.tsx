import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GeneratePage } from "@/features/generate/generate-page";
import { videoSettingsStore } from "@/shared/video-settings/lib/video-settings-store";
import { mockApi, renderScreen } from "@/test/render-screen";

beforeEach(() => {
  videoSettingsStore.reset();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("the generate/export page", () => {
  it("shows 'No Content Added Yet' with an Add Content link to the editor when the story is empty", () => {
    renderScreen(<GeneratePage />, { path: "/generate" });
    expect(screen.getByRole("heading", { name: "No Content Added Yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add Content" })).toHaveAttribute("href", "/story-reel");
  });

  it("has Back to Editor, Share, Download and Edit", () => {
    renderScreen(<GeneratePage />, { path: "/generate" });
    expect(screen.getByRole("link", { name: "Back to Editor" })).toHaveAttribute("href", "/story-reel");
    expect(screen.getByRole("link", { name: "Edit" })).toHaveAttribute("href", "/story-reel");
    expect(screen.getByRole("button", { name: "Share" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download" })).toBeInTheDocument();
  });

  it("shows the status panel and the export options, disabled until the video is finished", () => {
    act(() => videoSettingsStore.set({ story: "A fox crossed the river." }));
    renderScreen(<GeneratePage />, { path: "/generate" });
    expect(screen.getByText("Video Status")).toBeInTheDocument();
    for (const text of [
      "720p",
      "~10MB",
      "~1 minute",
      "1080p",
      "~25MB",
      "~2 minutes",
      "1440p",
      "~60MB",
      "~4 minutes",
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    for (const format of ["MP4", "WebM", "GIF"]) expect(screen.getByText(format)).toBeInTheDocument();
    for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
    expect(screen.getByRole("button", { name: "Export video" })).toBeDisabled();
  });

  it("shares the video's public link, never the private file's address", async () => {
    const link = "/share/AbCdEfGhIjKlMnOpQrStUvWxYz012345/video.mp4";
    const { calls } = mockApi({ "POST /api/tasks/task-9/share": () => ({ enabled: true, url: link }) });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    act(() =>
      videoSettingsStore.set({
        story: "A fox crossed the river.",
        lastVideo: {
          taskId: "task-9",
          url: "/storage/renders/task-9/v1/video.mp4",
          status: 8,
          editor: "story-reel",
        },
      }),
    );
    renderScreen(<GeneratePage />, { path: "/generate" });
    fireEvent.click(screen.getByRole("button", { name: "Share" }));
    expect(await screen.findByText("Link copied to clipboard.")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(new URL(link, window.location.origin).toString());
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain("POST /api/tasks/task-9/share"),
    );
  });

  it("shows and shares the Story Reel's video, not the product ad rendered after it", async () => {
    const { calls } = mockApi({
      "POST /api/tasks/story-1/share": () => ({ enabled: true, url: "/share/S/video.mp4" }),
      "POST /api/tasks/ad-1/share": () => ({ enabled: true, url: "/share/A/video.mp4" }),
    });
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: vi.fn(async () => {}) },
      configurable: true,
    });
    localStorage.setItem(
      "reelsmith:last-video:user-1",
      JSON.stringify({
        taskId: "story-1",
        url: "/storage/renders/story-1/v1/video.mp4",
        status: 8,
        editor: "story-reel",
      }),
    );
    act(() =>
      videoSettingsStore.set({
        story: "A fox crossed the river.",
        lastVideo: {
          taskId: "ad-1",
          url: "/storage/renders/ad-1/v1/video.mp4",
          status: 8,
          editor: "product-ad",
        },
      }),
    );
    const { container } = renderScreen(<GeneratePage />, { path: "/generate" });
    expect(container.querySelector("video")).toHaveAttribute("src", "/storage/renders/story-1/v1/video.mp4");
    fireEvent.click(screen.getByRole("button", { name: "Share" }));
    expect(await screen.findByText("Link copied to clipboard.")).toBeInTheDocument();
    const shared = calls.filter((c) => c.method === "POST").map((c) => c.path);
    expect(shared).toEqual(["/api/tasks/story-1/share"]);
  });

  it("follows a video left in progress until it is ready, and describes that video, not the draft", async () => {
    const videoData = JSON.stringify({
      scenes: [{ text: "Rain taps on the window." }, { text: "A cat watches." }],
      language: "en",
    });
    mockApi({
      "GET /api/tasks/task-7": () => ({
        id: "task-7",
        task_status: 8,
        task_draft_id: "task-7",
        task_draft_version: 1,
        task_result: { video_url: "/storage/renders/task-7/v1/video.mp4", video_data: videoData },
      }),
      "GET /api/functions/check-draft-status": () => ({
        video_url: "/storage/renders/task-7/v1/video.mp4",
        details: { title: "Rain" },
      }),
    });
    act(() =>
      videoSettingsStore.set({
        story: "A different draft written since, with many more words than the video has in it.",
        lastVideo: { taskId: "task-7", url: null, status: 4, editor: "story-reel" },
      }),
    );
    renderScreen(<GeneratePage />, { path: "/generate" });
    expect(await screen.findByText("Ready")).toBeInTheDocument();
    expect(screen.queryByText(/In progress/)).toBeNull();
    expect(screen.getByRole("button", { name: "Share" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Download" })).toBeEnabled();
    expect(screen.getByText("8 words · 39 characters")).toBeInTheDocument();
  });
});
