import { projectMessages } from "@reelsmith/contract/projects";
import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadProjectVideo } from "@/shared/projects/api/download-video";

const project = {
  id: "p1",
  title: "Moon Fox: Part 2!",
  created_at: "2025-08-15T12:00:00.000Z",
  metadata: { generated_video: "/storage/videos/p1.mp4" },
};

afterEach(() => vi.restoreAllMocks());

describe("downloading a project's video", () => {
  it("saves the fetched video as the title with underscores and the creation date", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(new Response("mp4 bytes", { headers: { "Content-Type": "video/mp4" } }));
    const save = vi.fn();
    await expect(downloadProjectVideo(project, save)).resolves.toBe("moon_fox__part_2__2025-08-15.mp4");
    expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/projects/p1/download");
    const [blob, name] = save.mock.calls[0] as [Blob, string];
    expect(name).toBe("moon_fox__part_2__2025-08-15.mp4");
    expect(await blob.text()).toBe("mp4 bytes");
  });

  it("says 'No video available for download' without fetching when the project has no video", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    await expect(downloadProjectVideo({ ...project, metadata: {} }, vi.fn())).rejects.toThrow(
      "No video available for download",
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("says 'Failed to download video. Please try again.' and logs 'Failed to fetch video' when fetching fails", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("network down"));
    const save = vi.fn();
    await expect(downloadProjectVideo(project, save)).rejects.toThrow(
      "Failed to download video. Please try again.",
    );
    expect(log).toHaveBeenCalledWith("Failed to fetch video", expect.any(TypeError));
    expect(save).not.toHaveBeenCalled();
  });

  it("says there is no video yet when the server answers NOT_FOUND", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: "No video" } }), { status: 404 }),
    );
    await expect(downloadProjectVideo(project, vi.fn())).rejects.toThrow(projectMessages.noVideo);
  });

  it("treats a server error answer as a failed download", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("boom", { status: 500 }));
    await expect(downloadProjectVideo(project, vi.fn())).rejects.toThrow(
      "Failed to download video. Please try again.",
    );
  });
});
