import { avatarMessages, type CustomAvatar } from "@reelsmith/contract/avatars";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SettingsPanel } from "@/shared/video-settings/components/settings-panel";
import { videoSettingsStore } from "@/shared/video-settings/lib/video-settings-store";
import { catalogRoutes, json, mockApi, renderScreen } from "@/test/render-screen";

const custom = (id: string, name: string, patch: Partial<CustomAvatar> = {}): CustomAvatar => ({
  id,
  user_id: "user-1",
  name,
  image_url: `/storage/avatars/user-1/avatar_${id}.jpeg`,
  voice_url: `/storage/avatars/user-1/voice_${id}.ogg`,
  avatar_sample_url: `/storage/avatars/user-1/sample_${id}.mp4`,
  voice_clone_id: null,
  storage_path: `avatars/user-1/avatar_${id}.jpeg`,
  voice_storage_path: `avatars/user-1/voice_${id}.ogg`,
  processing_outcome: null,
  voice_id: "en-us-ava",
  created_at: "2026-11-20T10:00:00.000Z",
  ...patch,
});

const ready = custom("c-ready", "Studio me");
const processing = custom("c-busy", "Beach me", { avatar_sample_url: null });
const failed = custom("c-failed", "Old me", { avatar_sample_url: null, processing_outcome: "timeout" });
const cloned = custom("c-clone", "Clone me", { voice_clone_id: "clone-42" });

function api(avatars: CustomAvatar[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...catalogRoutes,
    "GET /api/avatars": () => ({ avatars, count: avatars.length, limit: 3 }),
    ...extra,
  });
}

const customGrid = () => screen.findByRole("list", { name: "Custom avatars" });

beforeEach(() => videoSettingsStore.reset());
afterEach(() => vi.unstubAllGlobals());

describe("the custom avatars in the avatar picker", () => {
  it("shows guests no custom grid and no upload tile", async () => {
    api([ready]);
    renderScreen(<SettingsPanel />, { user: null });
    expect(await screen.findByRole("button", { name: "Maya" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Your custom avatars" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Upload custom avatar/ })).not.toBeInTheDocument();
  });

  it("lists the user's avatars above the stock ones with the upload tile and what is left", async () => {
    api([ready, processing]);
    renderScreen(<SettingsPanel />);
    const grid = await customGrid();
    expect(within(grid).getByRole("button", { name: /Upload custom avatar/ })).toBeInTheDocument();
    expect(within(grid).getByRole("button", { name: /^Studio me/ })).toBeInTheDocument();
    expect(screen.getByText("1 Remaining")).toHaveAttribute("data-tone", "normal");
    const all = screen.getAllByRole("list").map((l) => l.getAttribute("aria-label"));
    expect(all.indexOf("Custom avatars")).toBeLessThan(all.indexOf("Stock avatars"));
  });

  it("opens the creation dialog from the upload tile", async () => {
    api([]);
    renderScreen(<SettingsPanel />);
    fireEvent.click(within(await customGrid()).getByRole("button", { name: /Upload custom avatar/ }));
    expect(screen.getByRole("dialog", { name: "Create Custom Avatar" })).toBeInTheDocument();
  });

  it("does not select a Processing avatar", async () => {
    api([processing]);
    renderScreen(<SettingsPanel />);
    const card = within(await customGrid()).getByRole("button", { name: /^Beach me/ });
    expect(card).toHaveTextContent("Processing");
    expect(card).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(card);
    expect(videoSettingsStore.get().avatar).toBeNull();
    expect(screen.getByRole("button", { name: /^AI Avatar/ })).toHaveTextContent("No avatar selected");
  });

  it("selects a Ready avatar as a custom one, with its picture through the image route and the closest stock voice", async () => {
    api([ready]);
    renderScreen(<SettingsPanel />);
    fireEvent.click(within(await customGrid()).getByRole("button", { name: /^Studio me/ }));
    expect(videoSettingsStore.get().avatar).toEqual({
      id: "c-ready",
      name: "Studio me",
      imageUrl: `/api/images/avatar?src=${encodeURIComponent(ready.image_url)}`,
      voiceId: "en-us-ava",
      category: "custom",
    });
    expect(screen.getByRole("button", { name: /^AI Avatar/ })).toHaveTextContent("Studio me");
    expect(await screen.findByTestId("narrator-note")).toHaveTextContent(
      "Narrated by Ava, the closest stock voice",
    );
  });

  it("narrates with the cloned voice when the avatar has one", async () => {
    api([cloned]);
    renderScreen(<SettingsPanel />);
    fireEvent.click(within(await customGrid()).getByRole("button", { name: /^Clone me/ }));
    expect(videoSettingsStore.get().avatar?.voiceId).toBe("clone-42");
    expect(screen.getByTestId("narrator-note")).toHaveTextContent("Narrated by its cloned voice");
  });

  it("shows a failed avatar's outcome and retries its processing", async () => {
    const { calls } = api([failed], {
      "POST /api/functions/process-avatar": () => ({ status: "processing", outcome: null }),
    });
    renderScreen(<SettingsPanel />);
    const grid = await customGrid();
    expect(within(grid).getByText("Processing timed out.")).toBeInTheDocument();
    fireEvent.click(within(grid).getByRole("button", { name: /Retry/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/functions/process-avatar")?.body).toEqual({
        avatarId: "c-failed",
        imageUrl: failed.image_url,
        voiceUrl: failed.voice_url,
      }),
    );
  });

  it("deletes an avatar after confirmation, and deleting the selected one clears the selection", async () => {
    let list = [ready, processing];
    const { calls } = mockApi({
      ...catalogRoutes,
      "GET /api/avatars": () => ({ avatars: list, count: list.length, limit: 3 }),
      "DELETE /api/avatars/c-ready": () => {
        list = [processing];
        return new Response(null, { status: 204 });
      },
    });
    renderScreen(<SettingsPanel />);
    fireEvent.click(within(await customGrid()).getByRole("button", { name: /^Studio me/ }));
    expect(videoSettingsStore.get().avatar?.id).toBe("c-ready");

    fireEvent.click(screen.getByRole("button", { name: "Delete Studio me" }));
    const confirm = screen.getByRole("dialog", { name: "Delete avatar" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(videoSettingsStore.get().avatar).toBeNull());
    expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/avatars/c-ready")).toBe(true);
    await waitFor(() => expect(screen.queryByRole("button", { name: /^Studio me/ })).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: /^AI Avatar/ })).toHaveTextContent("No avatar selected");
  });

  it("keeps another selection when a different avatar is deleted, and shows a failed delete in the dialog", async () => {
    api([ready, processing], {
      "DELETE /api/avatars/c-busy": () =>
        json({ error: { code: "NOT_FOUND", message: "Avatar not found" } }, 404),
    });
    renderScreen(<SettingsPanel />);
    fireEvent.click(within(await customGrid()).getByRole("button", { name: /^Studio me/ }));
    fireEvent.click(screen.getByRole("button", { name: "Delete Beach me" }));
    fireEvent.click(
      within(screen.getByRole("dialog", { name: "Delete avatar" })).getByRole("button", { name: "Delete" }),
    );
    expect(await screen.findByText(avatarMessages.deleteFailed("Avatar not found"))).toBeInTheDocument();
    expect(videoSettingsStore.get().avatar?.id).toBe("c-ready");
  });
});
