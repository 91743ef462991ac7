import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VideoSettingsCard } from "@/features/preview/components/video-settings-card";
import { buildCreateVideoBody } from "@/shared/video-settings/api/create-video";
import { SettingsPanel } from "@/shared/video-settings/components/settings-panel";
import { defaultVideoSettings } from "@/shared/video-settings/lib/defaults";
import { videoSettingsStore } from "@/shared/video-settings/lib/video-settings-store";
import { catalogRoutes, mockApi, renderScreen } from "@/test/render-screen";

beforeEach(() => videoSettingsStore.reset());
afterEach(() => vi.unstubAllGlobals());

describe("the presenter layout choice", () => {
  it("offers Corner, Lower third and Full frame in the avatar section, Corner chosen first", async () => {
    mockApi(catalogRoutes);
    renderScreen(<SettingsPanel />);
    const corner = await screen.findByRole("radio", { name: "Corner" });
    expect(corner).toBeChecked();
    expect(screen.getByRole("radio", { name: "Lower third" })).not.toBeChecked();
    fireEvent.click(screen.getByRole("radio", { name: "Full frame" }));
    expect(screen.getByRole("radio", { name: "Full frame" })).toBeChecked();
    expect(videoSettingsStore.get().presenterLayout).toBe("full");
  });

  it("is not offered when a voice narrates", async () => {
    mockApi(catalogRoutes);
    videoSettingsStore.set({ narrationMode: "voice" });
    renderScreen(<SettingsPanel />);
    await screen.findByText("Visual Style");
    expect(screen.queryByRole("radio", { name: "Corner" })).toBeNull();
  });

  it("is sent as presenter_layout with an avatar, and not with a voice", () => {
    const s = { ...defaultVideoSettings(), story: "A story.", presenterLayout: "lower" as const };
    expect(buildCreateVideoBody(s).presenter_layout).toBe("lower");
    expect(buildCreateVideoBody({ ...s, narrationMode: "voice" }).presenter_layout).toBeUndefined();
  });

  it("shows in the preview's Video Settings card", () => {
    renderScreen(<VideoSettingsCard settings={{ ...defaultVideoSettings(), presenterLayout: "full" }} />);
    expect(screen.getByText("Presenter")).toBeInTheDocument();
    expect(screen.getByText("Full frame")).toBeInTheDocument();
  });
});
