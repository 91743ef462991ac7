import { captionStylePresets } from "@reelsmith/contract/catalog";
import { specTaskStatusTable } from "@reelsmith/contract/task-status.fixture";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readTaskId } from "@/features/preview/lib/task-id";
import { PreviewPage } from "@/features/preview/preview-page";
import { canNotify, progressFor, stageFor } from "@/shared/preview/lib/task-status";
import { videoSettingsStore } from "@/shared/video-settings/lib/video-settings-store";
import { catalogRoutes, json, mockApi, renderScreen } from "@/test/render-screen";

const task = (status: number, extra: Record<string, unknown> = {}) => ({
  id: "task-1",
  task_status: status,
  error: null,
  task_draft_id: "task-1",
  task_draft_version: 1,
  ...extra,
});

function renderPreview(state: unknown = { taskId: "task-1" }) {
  return renderScreen(<PreviewPage />, {
    path: "/story-reel/preview",
    state,
    extraRoutes: [
      { path: "/story-reel", element: <p>editor screen</p> },
      { path: "/dashboard", element: <p>dashboard screen</p> },
    ],
  });
}

beforeEach(() => videoSettingsStore.reset());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the preview page input", () => {
  it("says 'No task ID provided. Please start video generation from the editor.' without a task id", () => {
    expect(readTaskId(null).error).toBe(
      "No task ID provided. Please start video generation from the editor.",
    );
    expect(readTaskId({}).error).toBe("No task ID provided. Please start video generation from the editor.");
    renderPreview(null);
    expect(screen.getByRole("heading", { name: "Unable to Load Preview" })).toBeInTheDocument();
    expect(
      screen.getByText("No task ID provided. Please start video generation from the editor."),
    ).toBeInTheDocument();
  });

  it("says 'Invalid task ID provided. Please try generating the video again.' for a blank or non-string id", () => {
    const message = "Invalid task ID provided. Please try generating the video again.";
    expect(readTaskId({ taskId: "   " }).error).toBe(message);
    expect(readTaskId({ taskId: 42 }).error).toBe(message);
    renderPreview({ taskId: "" });
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it("keeps a valid task id and shows no error", () => {
    expect(readTaskId({ taskId: " abc " })).toEqual({ taskId: "abc", error: null });
  });

  it("goes back to the editor with 'Please try generating your video again.' on Start Over", async () => {
    const { router } = renderPreview(null);
    fireEvent.click(screen.getByRole("button", { name: "Start Over" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/story-reel"));
    expect(router.state.location.state).toEqual({ error: "Please try generating your video again." });
  });
});

describe("the progress mapping", () => {
  it("follows the spec's task status table", () => {
    for (const [status, name, progress] of specTaskStatusTable) {
      expect(stageFor(status)?.name).toBe(name);
      expect(progressFor(status)).toBe(progress);
    }
  });

  it("enables Notify Me only from status 1 up to 7 and only once", () => {
    expect([0, 1, 4, 7, 8].map((s) => canNotify(s, false))).toEqual([false, true, true, true, false]);
    expect(canNotify(3, true)).toBe(false);
  });
});

describe("following a render", () => {
  it("polls at once and every 15 s, showing the stage and percentage, then plays the video at 8", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const statuses = [3, 6, 8];
    const { calls } = mockApi({
      "GET /api/tasks/task-1": () => task(statuses.shift() ?? 8),
      "GET /api/functions/check-draft-status": () => ({
        details: { generated_video: "/storage/v.mp4", video_data: null, title: "Fox" },
        video_url: "/storage/v.mp4",
      }),
    });
    renderPreview();
    await waitFor(() => expect(screen.getByTestId("stage-percent")).toHaveTextContent("50%"));
    expect(screen.getByTestId("stage-name")).toHaveTextContent("images");
    expect(screen.getByRole("button", { name: "Download" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Share" })).toBeDisabled();

    await act(async () => vi.advanceTimersByTime(14_000));
    expect(screen.getByTestId("stage-percent")).toHaveTextContent("50%");
    await act(async () => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(screen.getByTestId("stage-percent")).toHaveTextContent("87.5%"));
    expect(screen.getByTestId("stage-name")).toHaveTextContent("processing");

    await act(async () => vi.advanceTimersByTime(15_000));
    expect(await screen.findByTestId("preview-video")).toHaveAttribute("src", "/storage/v.mp4");
    expect(screen.getByRole("button", { name: "Download" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Share" })).toBeEnabled();

    const polls = () => calls.filter((c) => c.path === "/api/tasks/task-1").length;
    const before = polls();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(polls()).toBe(before);
  });

  it("says 'Video generation failed. Please try again.' at 7 and stops polling", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi({ "GET /api/tasks/task-1": () => task(7, { error: "ffmpeg exited" }) });
    renderPreview();
    expect(await screen.findByText("Video generation failed. Please try again.")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(45_000));
    expect(calls.filter((c) => c.path === "/api/tasks/task-1")).toHaveLength(1);
  });

  it("lists the render's warnings, such as a scene the recorded narration left out", async () => {
    mockApi({
      "GET /api/tasks/task-1": () =>
        task(4, {
          warnings: [{ kind: "skipped", sceneId: "scene-2", message: "Scene 2 is not in the recording." }],
        }),
    });
    renderPreview();
    const list = await screen.findByLabelText("Render warnings");
    expect(list).toHaveTextContent("Scene 2 is not in the recording.");
  });

  it("shows no warnings box for a render without any", async () => {
    mockApi({ "GET /api/tasks/task-1": () => task(4, { warnings: [] }) });
    renderPreview();
    expect(await screen.findByText(/audio and video config/i)).toBeInTheDocument();
    expect(screen.queryByLabelText("Render warnings")).toBeNull();
  });

  it("shows 'Unable to Load Preview' with the error after 3 failed polls", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      "GET /api/tasks/task-1": () => json({ error: { code: "INTERNAL", message: "Server error" } }, 500),
    });
    renderPreview();
    await act(async () => vi.advanceTimersByTime(15_000));
    expect(screen.queryByText("Unable to Load Preview")).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(15_000));
    expect(await screen.findByRole("heading", { name: "Unable to Load Preview" })).toBeInTheDocument();
    expect(screen.getByText("Server error")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Editor" })).toBeInTheDocument();
  });

  it("says 'Task not found' at once for a task that is not the user's (or is gone)", async () => {
    const { calls } = mockApi({
      "GET /api/tasks/task-1": () => json({ error: { code: "NOT_FOUND", message: "Task not found" } }, 404),
    });
    renderPreview();
    expect(await screen.findByRole("heading", { name: "Unable to Load Preview" })).toBeInTheDocument();
    expect(screen.getByText("Task not found")).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/api/tasks/task-1")).toHaveLength(1);
  });

  it("shows the chosen size, narrator and music in the Video Settings card", async () => {
    mockApi({ "GET /api/tasks/task-1": () => task(2) });
    act(() =>
      videoSettingsStore.set({
        narrationMode: "voice",
        voice: { id: "v", name: "Ava", language: "en", gender: "female", previewUrl: "" },
      }),
    );
    renderPreview();
    expect(await screen.findByText("Video Settings")).toBeInTheDocument();
    expect(screen.getByText("9:16")).toBeInTheDocument();
    expect(screen.getByText("Ava")).toBeInTheDocument();
    expect(screen.getByText("Not selected")).toBeInTheDocument();
    expect(screen.getByText("Pitch 1x · Speed 1x")).toBeInTheDocument();
  });

  it("shows the caption preset chosen, with its emoji accents, or Off, in the Video Settings card", async () => {
    mockApi({ "GET /api/tasks/task-1": () => task(2) });
    renderPreview();
    const row = async () =>
      (await screen.findByText("Captions", { selector: "dt" })).parentElement?.querySelector("dd")
        ?.textContent;
    expect(await row()).toBe("Off");
    cleanup();
    act(() =>
      videoSettingsStore.set({
        captionStyle: captionStylePresets.find((p) => p.id === "minimalist") ?? null,
        captionEmoji: true,
      }),
    );
    renderPreview();
    expect(await row()).toBe("Minimalist · emoji");
  });

  it("shows the narration's pitch and speed as the user set them", async () => {
    mockApi({ "GET /api/tasks/task-1": () => task(2) });
    act(() => videoSettingsStore.set({ voiceSettings: { pitch: 1.2, speed: 0.85 } }));
    renderPreview();
    expect(await screen.findByText("Pitch 1.2x · Speed 0.85x")).toBeInTheDocument();
  });
});

describe("Notify Me When Ready", () => {
  it("is disabled at status 0 and enabled once the render passes it", async () => {
    mockApi({ "GET /api/tasks/task-1": () => task(0) });
    renderPreview();
    await waitFor(() => expect(screen.getByTestId("stage-name")).toHaveTextContent("story generation"));
    expect(screen.getByRole("button", { name: "Notify Me When Ready" })).toBeDisabled();
  });

  it("asks first, then turns notifications on and leaves for the dashboard with the spec's message", async () => {
    const { calls } = mockApi({
      "GET /api/tasks/task-1": () => task(3),
      "PATCH /api/projects/task-1/notify": () => ({ ok: true }),
    });
    const { router } = renderPreview();
    const notifyButton = await screen.findByRole("button", { name: "Notify Me When Ready" });
    await waitFor(() => expect(notifyButton).toBeEnabled());
    fireEvent.click(notifyButton);
    expect(screen.getByRole("dialog", { name: "Enable Notifications" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "No, I'll wait here" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    fireEvent.click(notifyButton);
    fireEvent.click(screen.getByRole("button", { name: "Yes, notify me" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(router.state.location.state).toEqual({
      message: "You will be notified when your video is ready!",
    });
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ async_notify: true });
  });

  it("shows 'Failed to enable notifications: {message}' in the dialog when it fails", async () => {
    mockApi({
      "GET /api/tasks/task-1": () => task(3),
      "PATCH /api/projects/task-1/notify": () =>
        json({ error: { code: "NOT_FOUND", message: "Project not found" } }, 404),
    });
    renderPreview();
    const notifyButton = await screen.findByRole("button", { name: "Notify Me When Ready" });
    await waitFor(() => expect(notifyButton).toBeEnabled());
    fireEvent.click(notifyButton);
    fireEvent.click(screen.getByRole("button", { name: "Yes, notify me" }));
    expect(await screen.findByText("Failed to enable notifications: Project not found")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});

describe("Share", () => {
  const LINK = "/share/AbCdEfGhIjKlMnOpQrStUvWxYz012345/video.mp4";
  const finished = (routes: Parameters<typeof mockApi>[0]) =>
    mockApi({
      "GET /api/tasks/task-1": () => task(8),
      "GET /api/functions/check-draft-status": () => ({
        details: { generated_video: "/storage/renders/task-1/v1/video.mp4", video_data: null, title: "Fox" },
        video_url: "/storage/renders/task-1/v1/video.mp4",
      }),
      ...routes,
    });
  let writeText: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  });

  it("makes a public link to the video alone, copies it, shows it, and turns it off", async () => {
    let shared = false;
    const { calls } = finished({
      "GET /api/tasks/task-1/share": () => ({ enabled: shared, url: shared ? LINK : null }),
      "POST /api/tasks/task-1/share": () => {
        shared = true;
        return { enabled: true, url: LINK };
      },
      "DELETE /api/tasks/task-1/share": () => {
        shared = false;
        return { enabled: false, url: null };
      },
    });
    renderPreview();
    const shareButton = await screen.findByRole("button", { name: "Share" });
    await waitFor(() => expect(shareButton).toBeEnabled());
    expect(screen.queryByRole("region", { name: "Shared link" })).not.toBeInTheDocument();

    fireEvent.click(shareButton);
    expect(await screen.findByText("Link copied to clipboard.")).toBeInTheDocument();
    const absolute = new URL(LINK, window.location.origin).toString();
    expect(writeText).toHaveBeenCalledWith(absolute);
    expect(screen.getByRole("textbox", { name: "Link to the video" })).toHaveValue(absolute);
    expect(calls.filter((c) => c.method === "POST" && c.path === "/api/tasks/task-1/share")).toHaveLength(1);

    fireEvent.click(screen.getByRole("button", { name: "Stop sharing" }));
    expect(
      await screen.findByText("Sharing is off: the link no longer plays the video."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Shared link" })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });

  it("shows a link made earlier, so it can be copied or turned off after a reload", async () => {
    finished({ "GET /api/tasks/task-1/share": () => ({ enabled: true, url: LINK }) });
    renderPreview();
    const field = await screen.findByRole("textbox", { name: "Link to the video" });
    expect(field).toHaveValue(new URL(LINK, window.location.origin).toString());
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
  });

  it("says so when the link cannot be made", async () => {
    finished({
      "GET /api/tasks/task-1/share": () => ({ enabled: false, url: null }),
      "POST /api/tasks/task-1/share": () =>
        json({ error: { code: "NOT_READY", message: "The video is not ready yet." } }, 409),
    });
    renderPreview();
    const shareButton = await screen.findByRole("button", { name: "Share" });
    await waitFor(() => expect(shareButton).toBeEnabled());
    fireEvent.click(shareButton);
    expect(await screen.findByText("Could not share the video. Please try again.")).toBeInTheDocument();
    expect(writeText).not.toHaveBeenCalled();
  });
});

describe("a preview opened from a link", () => {
  const done = (videoData: Record<string, unknown>, type = "STORY_REEL") =>
    mockApi({
      ...catalogRoutes,
      "GET /api/tasks/task-1": () =>
        task(8, { task_result: { video_url: "/storage/v.mp4", video_data: JSON.stringify(videoData) } }),
      "GET /api/functions/check-draft-status": () => ({
        details: { generated_video: "/storage/v.mp4", video_data: null, title: "Fox" },
        video_url: "/storage/v.mp4",
      }),
      "GET /api/projects/task-1": () => ({ id: "task-1", type, title: "Fox" }),
    });
  const open = (path = "/story-reel/preview", state?: unknown) =>
    renderScreen(<PreviewPage />, {
      path,
      search: "?task=task-1",
      state,
      extraRoutes: [
        { path: "/story-reel", element: <p>story reel editor</p> },
        { path: "/product-ad", element: <p>product ad editor</p> },
      ],
    });

  it("opens the finished video named by ?task= in the address", async () => {
    done({ narration_mode: "voice", voice_id: "en-us-noah", music_id: null, caption_style: null });
    open();
    expect(await screen.findByTestId("preview-video")).toHaveAttribute("src", "/storage/v.mp4");
    expect(screen.queryByText(/No task ID provided/)).not.toBeInTheDocument();
  });

  it("names the voice, music and captions the video was rendered with, not what the editor holds", async () => {
    done({ narration_mode: "voice", voice_id: "en-us-noah", music_id: "m-1", caption_style: "Cinematic" });
    act(() =>
      videoSettingsStore.set({
        narrationMode: "voice",
        voice: { id: "hi-pooja", name: "Pooja", language: "hi", gender: "female", previewUrl: "" },
      }),
    );
    open("/story-reel/preview", { taskId: "task-1" });
    const row = async (name: string) =>
      (await screen.findByText(name, { selector: "dt" })).parentElement?.querySelector("dd");
    await waitFor(async () => expect(await row("Voice")).toHaveTextContent("Noah"));
    expect(await row("Music")).toHaveTextContent("Sunrise");
    expect(await row("Captions")).toHaveTextContent("Cinematic");
    expect(screen.queryByText("Pooja")).not.toBeInTheDocument();
  });

  it("goes Back to Editor to the Product Ad editor for a product ad's video", async () => {
    done({ narration_mode: "voice", voice_id: "en-us-noah" }, "PRODUCT_AD");
    open("/product-ad/preview");
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Back to Editor" })).toHaveAttribute("href", "/product-ad"),
    );
  });

  it("finds the product ad by its project even from the Story Reel preview's address", async () => {
    done({ narration_mode: "voice", voice_id: "en-us-noah" }, "PRODUCT_AD");
    open();
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Back to Editor" })).toHaveAttribute("href", "/product-ad"),
    );
  });
});
