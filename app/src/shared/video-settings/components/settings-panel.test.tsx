import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SettingsPanel } from "@/shared/video-settings/components/settings-panel";
import { defaultVideoSettings } from "@/shared/video-settings/lib/defaults";
import { videoSettingsStore } from "@/shared/video-settings/lib/video-settings-store";
import { catalogRoutes, json, mockApi, renderScreen } from "@/test/render-screen";

const fail = () => json({ error: { code: "INTERNAL", message: "down" } }, 500);
const header = (name: RegExp) => screen.getByRole("button", { name });

beforeEach(() => videoSettingsStore.reset());
afterEach(() => vi.unstubAllGlobals());

describe("the video settings defaults", () => {
  it("are the spec's: 9:16, nothing chosen, volume 0.5, English, avatar narration, no render", () => {
    expect(defaultVideoSettings()).toMatchObject({
      size: "9:16",
      // Nothing chosen yet.
      avatar: null,
      voice: null,
      music: null,
      style: null,
      captionStyle: null,
      story: "",
      imageUrls: [],
      voiceSettings: { pitch: 1, speed: 1 },
      musicSettings: { volume: 0.5 },
      startTime: 0,
      endTime: null,
      language: "en",
      narrationMode: "avatar",
      // No render.
      progress: 0,
      rendering: false,
      error: null,
    });
  });
});

describe("the settings panel", () => {
  it("keeps one section open at a time", async () => {
    mockApi(catalogRoutes);
    renderScreen(<SettingsPanel />);
    expect(header(/^AI Avatar/)).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(header(/^Visual Style/));
    expect(header(/^Visual Style/)).toHaveAttribute("aria-expanded", "true");
    expect(header(/^AI Avatar/)).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(header(/^Captions/));
    expect(screen.getAllByRole("button", { expanded: true })).toHaveLength(1);
    fireEvent.click(header(/^Captions/));
    expect(screen.queryAllByRole("button", { expanded: true })).toHaveLength(0);
  });

  it("has captions off by default and shows each section's current selection in its header", async () => {
    mockApi(catalogRoutes);
    renderScreen(<SettingsPanel defaultOpen={null} />);
    expect(header(/^Captions/)).toHaveTextContent("Off");
    expect(header(/^Background Music/)).toHaveTextContent("Not selected");

    fireEvent.click(header(/^AI Avatar/));
    fireEvent.click(await screen.findByRole("button", { name: "Maya" }));
    expect(header(/^AI Avatar/)).toHaveTextContent("Maya");

    fireEvent.click(header(/^Visual Style/));
    fireEvent.click(await screen.findByRole("button", { name: /Cinematic sample/ }));
    expect(header(/^Visual Style/)).toHaveTextContent("Cinematic");

    fireEvent.click(header(/^Background Music/));
    fireEvent.click(await screen.findByRole("button", { name: /^Sunrise/ }));
    expect(header(/^Background Music/)).toHaveTextContent("Sunrise");

    fireEvent.click(header(/^Captions/));
    fireEvent.click(
      within(screen.getByRole("list", { name: "Caption styles" })).getByRole("button", {
        name: /^Cinematic/,
      }),
    );
    expect(header(/^Captions/)).toHaveTextContent("Cinematic");
    expect(videoSettingsStore.get().captionStyle).toMatchObject({ fontSize: 32, color: "#ffde59" });
  });

  it("offers emoji accents once a caption style is chosen, off by default", async () => {
    mockApi(catalogRoutes);
    renderScreen(<SettingsPanel defaultOpen={null} />);
    fireEvent.click(header(/^Captions/));
    const toggle = screen.getByRole("checkbox", { name: /Emoji accents/ });
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    fireEvent.click(
      within(screen.getByRole("list", { name: "Caption styles" })).getByRole("button", { name: /^Dynamic/ }),
    );
    expect(toggle).toBeEnabled();
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(videoSettingsStore.get().captionEmoji).toBe(true);
  });

  it("shows the voice section in voice mode, filtered by language and gender", async () => {
    mockApi(catalogRoutes);
    act(() => videoSettingsStore.set({ narrationMode: "voice" }));
    renderScreen(<SettingsPanel />);
    const list = await screen.findByRole("list", { name: "Voices" });
    expect(within(list).getByText("Ava")).toBeInTheDocument();
    expect(within(list).queryByText("Lucía")).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Gender"), { target: { value: "male" } });
    expect(within(list).queryByText("Ava")).not.toBeInTheDocument();
    expect(within(list).getByText("Noah")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "es" } });
    fireEvent.change(screen.getByLabelText("Gender"), { target: { value: "all" } });
    fireEvent.click(screen.getByRole("button", { name: /^Lucía/ }));
    expect(header(/^Voice/)).toHaveTextContent("Lucía");
  });

  it("says 'Failed to load avatars. Please try again later.' when the avatar catalogue fails", async () => {
    mockApi({ ...catalogRoutes, "GET /api/catalog/avatars": fail });
    renderScreen(<SettingsPanel />);
    expect(await screen.findByText("Failed to load avatars. Please try again later.")).toBeInTheDocument();
  });

  it("says 'Failed to load voice data. Please try again later.' when the voice catalogue fails", async () => {
    mockApi({ ...catalogRoutes, "GET /api/catalog/voices": fail });
    act(() => videoSettingsStore.set({ narrationMode: "voice" }));
    renderScreen(<SettingsPanel />);
    expect(await screen.findByText("Failed to load voice data. Please try again later.")).toBeInTheDocument();
  });

  it("says 'Failed to load visual styles. Please try again later.' when the style list fails", async () => {
    mockApi({ ...catalogRoutes, "GET /api/catalog/styles": fail });
    renderScreen(<SettingsPanel defaultOpen="style" />);
    expect(
      await screen.findByText("Failed to load visual styles. Please try again later."),
    ).toBeInTheDocument();
  });

  it("falls back to two built-in tracks with a warning when the music catalogue fails", async () => {
    const { calls } = mockApi({ ...catalogRoutes, "GET /api/catalog/music": fail });
    renderScreen(<SettingsPanel defaultOpen="music" />);
    expect(
      await screen.findByText("Unable to load all background music. Showing limited selection."),
    ).toBeInTheDocument();
    // The music query retries 3 times before giving up.
    expect(calls.filter((c) => c.path === "/api/catalog/music")).toHaveLength(4);
    const list = screen.getByRole("list", { name: "Background music" });
    expect(within(list).getByText("Calm Horizon")).toBeInTheDocument();
    expect(within(list).getByText("Bright Steps")).toBeInTheDocument();
  });

  it("sets the music volume from the slider", async () => {
    mockApi(catalogRoutes);
    renderScreen(<SettingsPanel defaultOpen="music" />);
    fireEvent.click(await screen.findByRole("button", { name: /^Sunrise/ }));
    fireEvent.change(screen.getByLabelText("Music volume"), { target: { value: "80" } });
    expect(videoSettingsStore.get().musicSettings.volume).toBe(0.8);
  });

  it("sets the narration's pitch and speed beside the voices, and resets them to 1x", async () => {
    mockApi(catalogRoutes);
    act(() => videoSettingsStore.set({ narrationMode: "voice" }));
    renderScreen(<SettingsPanel />);
    fireEvent.change(screen.getByLabelText("Pitch"), { target: { value: "1.2" } });
    fireEvent.change(screen.getByLabelText("Speed"), { target: { value: "0.85" } });
    expect(videoSettingsStore.get().voiceSettings).toEqual({ pitch: 1.2, speed: 0.85 });
    expect(screen.getByText("1.2x")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Reset to 1x" }));
    expect(videoSettingsStore.get().voiceSettings).toEqual({ pitch: 1, speed: 1 });
  });
});
