import type { Template } from "@reelsmith/contract/templates";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TemplateBar } from "@/shared/templates/components/template-bar";
import { buildCreateVideoBody } from "@/shared/video-settings/api/create-video";
import { setVideoSettings, videoSettingsStore } from "@/shared/video-settings/lib/video-settings-store";
import { catalogRoutes, mockApi, renderScreen } from "@/test/render-screen";
import { blankTemplate } from "@/test/template-fixtures";

const brand: Template = {
  ...blankTemplate,
  id: "t-brand",
  name: "Brand reels",
  is_default: true,
  style: "cinematic",
  avatar_id: "ava-2",
  voice_id: "en-us-noah",
  presenter_layout: "lower",
  music_id: "m-1",
  music_volume: 0.3,
  size: "1:1",
  captions: { preset: "dynamic", color: "#ff00ff", uppercase: true },
};
const plain: Template = { ...blankTemplate, id: "t-plain", name: "Plain", is_default: false, size: "16:9" };

beforeEach(() => videoSettingsStore.reset());
afterEach(() => vi.unstubAllGlobals());

describe("the editors' template bar", () => {
  it("starts a new video from the default template, every choice picked", async () => {
    mockApi({ ...catalogRoutes, "GET /api/templates": () => ({ templates: [plain, brand] }) });
    renderScreen(<TemplateBar />);
    const picker = await screen.findByRole("combobox", { name: /Template/ });
    await waitFor(() => expect(picker).toHaveValue("t-brand"));
    const s = videoSettingsStore.get();
    expect(s.size).toBe("1:1");
    expect(s.style?.id).toBe("cinematic");
    expect(s.narrationMode).toBe("avatar");
    expect(s.avatar).toMatchObject({ id: "ava-2", voiceId: "en-us-noah" });
    expect(s.presenterLayout).toBe("lower");
    expect(s.music?.id).toBe("m-1");
    expect(s.musicSettings.volume).toBe(0.3);
    expect(s.captionStyle).toMatchObject({ id: "dynamic", color: "#ff00ff" });
    // create-video names the template; a caption preset the template changed is sent whole.
    const body = buildCreateVideoBody(s);
    expect(body.template_id).toBe("t-brand");
    expect(body.caption_style).toMatchObject({ id: "dynamic", color: "#ff00ff" });
  });

  it("keeps a creator's change for this video, and No template sends none", async () => {
    mockApi({ ...catalogRoutes, "GET /api/templates": () => ({ templates: [brand] }) });
    renderScreen(<TemplateBar />);
    const picker = await screen.findByRole("combobox", { name: /Template/ });
    await waitFor(() => expect(picker).toHaveValue("t-brand"));
    setVideoSettings({ size: "9:16" });
    expect(buildCreateVideoBody(videoSettingsStore.get())).toMatchObject({
      size: "9:16",
      template_id: "t-brand",
    });
    fireEvent.change(picker, { target: { value: "" } });
    expect(buildCreateVideoBody(videoSettingsStore.get()).template_id).toBeUndefined();
  });

  it("saves the editor's choices as a template, asking for a name first", async () => {
    const { calls } = mockApi({
      ...catalogRoutes,
      "GET /api/templates": () => ({ templates: [] }),
      "GET /api/media": () => ({
        media: [
          {
            id: "media-7",
            kind: "photo",
            name: "logo.png",
            mime: "image/png",
            status: "ready",
            progress: 1,
            width: 400,
            height: 200,
            duration: null,
            hasAudio: false,
            bytes: 1000,
            url: "/storage/media/logo.png",
            posterUrl: null,
            error: null,
            createdAt: "2026-12-01T10:00:00.000Z",
          },
        ],
        usage: { bytes: 1000, quota: 1e9 },
      }),
      "POST /api/templates": (init) => ({
        ...blankTemplate,
        ...JSON.parse(String(init?.body)),
        id: "t-new",
        is_default: false,
      }),
    });
    renderScreen(<TemplateBar brand={{ colors: ["#112233"], logoUrl: "/storage/media/logo.png" }} />);
    await waitFor(() => expect(videoSettingsStore.get().templateId).toBeNull());
    setVideoSettings({
      size: "4:5",
      narrationMode: "voice",
      voice: { id: "es-es-lucia", name: "Lucía", language: "es", gender: "female", previewUrl: "" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save as template" }));
    fireEvent.click(screen.getByRole("button", { name: "Save template" }));
    expect(screen.getByText("Template name: a template needs a name.")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Template name"), { target: { value: "Spanish ads" } });
    fireEvent.click(screen.getByRole("button", { name: "Save template" }));
    expect(await screen.findByRole("status")).toHaveTextContent('Saved "Spanish ads"');
    const post = calls.find((c) => c.method === "POST");
    expect(post?.body).toMatchObject({
      name: "Spanish ads",
      size: "4:5",
      voice_id: "es-es-lucia",
      captions: { preset: "none" },
      brand_colors: ["#112233"],
      logo: { media_id: "media-7" },
    });
    expect(videoSettingsStore.get().templateId).toBe("t-new");
  });
});
