import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VideoExports } from "@/shared/exports/components/video-exports";
import { json, mockApi, renderScreen } from "@/test/render-screen";

afterEach(() => vi.unstubAllGlobals());

const exportRow = (over: Record<string, unknown> = {}) => ({
  id: "exp-1",
  project_id: "proj-1",
  version: 2,
  aspect: "16:9",
  quality: "1080p",
  format: "mp4",
  status: "queued",
  progress: 0,
  start: 0,
  duration: null,
  width: null,
  height: null,
  url: null,
  file_name: "story-reel-video-16x9.mp4",
  bytes: null,
  error: null,
  created_at: "2026-11-26T08:00:00.000Z",
  updated_at: "2026-11-26T08:00:00.000Z",
  ...over,
});

/** The task of a finished video, version 2 of project proj-1. */
const task = { id: "task-2", task_draft_id: "proj-1", task_draft_version: 2, task_status: 8 };

describe("exporting a finished video", () => {
  it("keeps the spec's options on show but disabled until the video is finished", () => {
    mockApi({});
    renderScreen(<VideoExports taskId={null} ready={false} />);
    for (const text of ["Low", "720p", "~10MB", "~1 minute", "Medium", "1080p", "High", "1440p", "~60MB"])
      expect(screen.getByText(text)).toBeInTheDocument();
    for (const format of ["MP4", "WebM", "GIF", "Audio (MP3)"])
      expect(screen.getByText(format)).toBeInTheDocument();
    for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
    expect(screen.getByRole("button", { name: "Export video" })).toBeDisabled();
    expect(screen.getByText(/Export it once it has been generated/)).toBeInTheDocument();
  });

  it("exports the version on screen in the chosen ratio, quality and format, then shows its progress and its download", async () => {
    let listed = [] as ReturnType<typeof exportRow>[];
    const { calls } = mockApi({
      "GET /api/tasks/task-2": () => task,
      "GET /api/projects/proj-1/exports": () => ({ exports: listed }),
      "POST /api/projects/proj-1/exports": () => {
        listed = [
          exportRow({ aspect: "1:1", quality: "720p", format: "webm", status: "running", progress: 0.4 }),
        ];
        return json({ export: listed[0] }, 202);
      },
    });
    renderScreen(<VideoExports taskId="task-2" ready />);
    await waitFor(() => expect(calls.some((c) => c.path === "/api/projects/proj-1/exports")).toBe(true));
    fireEvent.click(screen.getByRole("radio", { name: /1:1/ }));
    fireEvent.click(screen.getByRole("radio", { name: /Low/ }));
    fireEvent.click(screen.getByRole("radio", { name: /WebM/ }));
    fireEvent.click(screen.getByRole("button", { name: "Export video" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      aspect: "1:1",
      quality: "720p",
      format: "webm",
      version: 2,
    });
    // Its progress, as the server reports it.
    const bar = await screen.findByRole("progressbar");
    expect(bar).toHaveAttribute("aria-valuenow", "40");
    expect(screen.getByText("Exporting 40%")).toBeInTheDocument();

    // Done: the download under its export name.
    listed = [
      exportRow({
        aspect: "1:1",
        quality: "720p",
        format: "webm",
        status: "done",
        progress: 1,
        width: 720,
        height: 720,
        bytes: 2_400_000,
        file_name: "story-reel-video-1x1-720p.webm",
        url: "/api/projects/proj-1/exports/exp-1/download",
      }),
    ];
    const list = await screen.findByRole("region", { name: "Your exports" }, { timeout: 5000 });
    const link = await within(list).findByRole("link", { name: /Download/ }, { timeout: 5000 });
    expect(link).toHaveAttribute("href", "/api/projects/proj-1/exports/exp-1/download");
    expect(link).toHaveAttribute("download", "story-reel-video-1x1-720p.webm");
    expect(within(list).getByText(/720x720 · 2.3 MB/)).toBeInTheDocument();
    expect(within(list).getByText("Ready")).toBeInTheDocument();
    // The list says which version the file came from.
    expect(within(list).getByText(/^Version 2 · 1:1 · 720p · WebM/)).toBeInTheDocument();
  });

  it("sends a GIF's start and length, and shows the server's refusal in its own words", async () => {
    const { calls } = mockApi({
      "GET /api/tasks/task-2": () => task,
      "GET /api/projects/proj-1/exports": () => ({ exports: [] }),
      "POST /api/projects/proj-1/exports": () =>
        json(
          {
            error: {
              code: "VALIDATION_ERROR",
              message: "The start must be within the video: it is 9.5 seconds long",
            },
          },
          400,
        ),
    });
    renderScreen(<VideoExports taskId="task-2" ready />);
    fireEvent.click(screen.getByRole("radio", { name: /9:16/ }));
    fireEvent.click(screen.getByRole("radio", { name: /GIF/ }));
    fireEvent.change(screen.getByLabelText("GIF start (seconds)"), { target: { value: "12" } });
    fireEvent.change(screen.getByLabelText("Length (seconds)"), { target: { value: "4.5" } });
    expect(screen.getByText(/at most 15 seconds and 15 MB/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Export video" })).toBeEnabled());
    fireEvent.click(screen.getByRole("button", { name: "Export video" }));
    expect(
      await screen.findByText("The start must be within the video: it is 9.5 seconds long"),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      aspect: "9:16",
      quality: "1080p",
      format: "gif",
      start: 12,
      duration: 4.5,
      version: 2,
    });
  });

  it("exports the narration and music alone as Audio (MP3), with no ratio or quality to choose", async () => {
    const { calls } = mockApi({
      "GET /api/tasks/task-2": () => task,
      "GET /api/projects/proj-1/exports": () => ({ exports: [] }),
      "POST /api/projects/proj-1/exports": () =>
        json({ export: exportRow({ format: "mp3", file_name: "story-reel-audio.mp3" }) }, 202),
    });
    renderScreen(<VideoExports taskId="task-2" ready />);
    await waitFor(() => expect(calls.some((c) => c.path === "/api/projects/proj-1/exports")).toBe(true));
    fireEvent.click(screen.getByRole("radio", { name: /Audio \(MP3\)/ }));
    expect(screen.getByRole("radio", { name: /16:9/ })).toBeDisabled();
    expect(screen.getByRole("radio", { name: /Low/ })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "Export audio" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ format: "mp3", version: 2 });
  });

  it("lists an audio export by its version and format alone, with no ratio or quality", async () => {
    mockApi({
      "GET /api/tasks/task-2": () => task,
      "GET /api/projects/proj-1/exports": () => ({
        exports: [
          exportRow({
            format: "mp3",
            status: "done",
            url: "/files/a.mp3",
            file_name: "story-reel-audio.mp3",
          }),
        ],
      }),
    });
    renderScreen(<VideoExports taskId="task-2" ready />);
    const list = await screen.findByRole("region", { name: "Your exports" });
    expect(within(list).getByText("Version 2 · Audio (MP3)")).toBeInTheDocument();
    expect(within(list).queryByText(/16:9/)).not.toBeInTheDocument();
    expect(within(list).queryByText(/1080p|1920/)).not.toBeInTheDocument();
  });

  it("offers the version's subtitles as SRT and VTT downloads once the video is finished", async () => {
    mockApi({
      "GET /api/tasks/task-2": () => task,
      "GET /api/projects/proj-1/exports": () => ({ exports: [] }),
    });
    renderScreen(<VideoExports taskId="task-2" ready />);
    const srt = await screen.findByRole("link", { name: "Subtitles (SRT)" });
    expect(srt).toHaveAttribute("href", "/api/projects/proj-1/subtitles?format=srt&version=2");
    expect(srt).toHaveAttribute("download", "story-reel-video.srt");
    expect(screen.getByRole("link", { name: "Subtitles (VTT)" })).toHaveAttribute(
      "href",
      "/api/projects/proj-1/subtitles?format=vtt&version=2",
    );
  });

  it("offers no subtitles before the video is finished", () => {
    mockApi({});
    renderScreen(<VideoExports taskId={null} ready={false} />);
    expect(screen.queryByRole("link", { name: /Subtitles/ })).toBeNull();
  });
});
