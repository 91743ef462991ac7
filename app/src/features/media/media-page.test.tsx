import type { MediaItem } from "@reelsmith/contract/media";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MediaPage } from "@/features/media/media-page";
import { authState, renderRoutes, testUser } from "@/test/render";

const photo: MediaItem = {
  id: "med_kite000001",
  kind: "photo",
  name: "kite.png",
  mime: "image/png",
  status: "ready",
  progress: 1,
  width: 400,
  height: 300,
  duration: null,
  hasAudio: false,
  bytes: 20_480,
  url: "/storage/uploads/user-1/media/med_kite000001/photo.jpg",
  posterUrl: "/storage/uploads/user-1/media/med_kite000001/poster.jpg",
  error: null,
  createdAt: "2026-11-26T09:00:00.000Z",
};

/** The server as the media routes answer: a list, and a DELETE that is 409 while a storyboard uses the photo. */
function serve() {
  let items = [photo];
  const calls: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    calls.push(`${method} ${url}`);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    if (method === "GET" && url === "/api/media")
      return json({ media: items, usage: { bytes: items.length * photo.bytes, quota: 1024 ** 3 } });
    if (method === "DELETE" && url === `/api/media/${photo.id}`)
      return json(
        {
          error: { code: "MEDIA_IN_USE", message: "This media is used in 1 storyboard scene." },
          usedBy: [{ projectId: "proj_1", projectTitle: "Kite day", use: "picture", sceneId: "s2" }],
        },
        409,
      );
    if (method === "DELETE" && url === `/api/media/${photo.id}?force=true`) {
      items = [];
      return new Response(null, { status: 204 });
    }
    return json({ error: { code: "NOT_FOUND", message: "Not found" } }, 404);
  });
  return calls;
}

afterEach(() => vi.restoreAllMocks());

describe("the Media page", () => {
  it("says which video uses a photo before deleting it, and deletes it only when asked again", async () => {
    const calls = serve();
    const { user } = renderRoutes([{ path: "/media", element: <MediaPage /> }], {
      path: "/media",
      auth: authState(testUser),
    });
    expect(await screen.findByRole("listitem", { name: "Photo kite.png, 400×300" })).toBeInTheDocument();
    expect(screen.getByText("20 KB of 1.0 GB used")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete kite.png" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent('"kite.png" will be removed from your media library.');
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(
      await within(dialog).findByText("It is used in 1 storyboard scene of Kite day."),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent("that scene goes back to its illustration");
    expect(screen.getByRole("listitem", { name: "Photo kite.png, 400×300" })).toBeInTheDocument();
    expect(calls).not.toContain(`DELETE /api/media/${photo.id}?force=true`);

    await user.click(within(dialog).getByRole("button", { name: "Delete anyway" }));
    expect(await screen.findByRole("heading", { name: "No photos or clips yet" })).toBeInTheDocument();
    expect(calls).toContain(`DELETE /api/media/${photo.id}?force=true`);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  }, 30_000);
});
