import type { MediaItem } from "@reelsmith/contract/media";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildCreateVideoBody } from "@/shared/video-settings/api/create-video";
import { NarrationRecorder } from "@/shared/video-settings/components/narration-recorder";
import { videoSettingsStore } from "@/shared/video-settings/lib/video-settings-store";
import { renderScreen } from "@/test/render-screen";

const clip = (over: Partial<MediaItem> = {}): MediaItem => ({
  id: "med_talking01",
  kind: "clip",
  name: "me.mp4",
  mime: "video/mp4",
  status: "processing",
  progress: 0,
  width: 720,
  height: 1280,
  duration: 95,
  hasAudio: true,
  bytes: 1000,
  url: null,
  posterUrl: null,
  error: null,
  createdAt: "2026-12-02T00:00:00.000Z",
  ...over,
});

/**
 * The browser's upload (XMLHttpRequest, for its progress): answers each POST /api/media with `answer`,
 * keeping the form it was sent.
 */
function serveUploads(answer: MediaItem) {
  const sent: FormData[] = [];
  class Upload {
    status = 0;
    responseText = "";
    upload = { onprogress: null };
    withCredentials = false;
    timeout = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      sent.push(form);
      this.status = 201;
      this.responseText = JSON.stringify({ media: answer });
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal("XMLHttpRequest", Upload);
  return sent;
}

beforeEach(() => videoSettingsStore.reset());
afterEach(() => vi.unstubAllGlobals());

const chooseVideo = (name: string) =>
  fireEvent.change(screen.getByLabelText("Talking video file"), {
    target: { files: [new File(["x"], name, { type: "video/mp4" })] },
  });

describe("a talking video as the narration", () => {
  it("uploads a video of the creator, full frame by default, and can put it in the corner", async () => {
    const sent = serveUploads(clip());
    renderScreen(<NarrationRecorder />);
    expect(screen.getByRole("button", { name: "Upload a video of you" })).toBeInTheDocument();
    chooseVideo("me.mp4");
    expect(await screen.findByText(/Narrated by your video \(1:35\), me\.mp4/)).toBeInTheDocument();
    // Sent as a talking video, which may be up to three minutes long.
    expect(sent[0]?.get("use")).toBe("talking-video");
    expect(screen.getByRole("radio", { name: "Full frame" })).toBeChecked();
    expect(buildCreateVideoBody({ ...videoSettingsStore.get(), story: "A story." }).narration).toEqual({
      kind: "video",
      mediaId: "med_talking01",
      layout: "full",
    });

    fireEvent.click(screen.getByRole("radio", { name: "In the corner" }));
    expect(screen.getByRole("radio", { name: "In the corner" })).toBeChecked();
    expect(buildCreateVideoBody({ ...videoSettingsStore.get(), story: "A story." }).narration).toEqual({
      kind: "video",
      mediaId: "med_talking01",
      layout: "corner",
    });

    // Back to the voice: no narration is sent and the layout choice goes.
    fireEvent.click(screen.getByRole("button", { name: "Use the voice instead" }));
    expect(screen.queryByRole("radio", { name: "Full frame" })).not.toBeInTheDocument();
    expect(
      buildCreateVideoBody({ ...videoSettingsStore.get(), story: "A story." }).narration,
    ).toBeUndefined();
  });

  it("refuses a video without sound, saying so, and keeps the voice", async () => {
    serveUploads(clip({ hasAudio: false }));
    renderScreen(<NarrationRecorder />);
    chooseVideo("silent.mp4");
    expect(
      await screen.findByText("This video has no sound: upload a clip of you saying the story."),
    ).toBeInTheDocument();
    await waitFor(() => expect(videoSettingsStore.get().recording).toBeNull());
  });
});
