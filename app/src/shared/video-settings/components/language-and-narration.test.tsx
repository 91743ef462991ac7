import { act, fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { LanguageAndNarration } from "@/shared/video-settings/components/language-and-narration";
import { SettingsPanel } from "@/shared/video-settings/components/settings-panel";
import { videoSettingsStore } from "@/shared/video-settings/lib/video-settings-store";
import { catalogRoutes, mockApi, renderScreen } from "@/test/render-screen";

beforeEach(() => videoSettingsStore.reset());

function renderEditorSettings() {
  mockApi(catalogRoutes);
  act(() => videoSettingsStore.set({ narrationMode: "voice" }));
  return renderScreen(
    <>
      <LanguageAndNarration />
      <SettingsPanel />
    </>,
  );
}

// By text, then its button: role queries over the whole panel are slow in jsdom.
const voiceButton = async (name: string) => (await screen.findByText(name)).closest("button") as HTMLElement;
const voiceHeader = () => screen.getByRole("button", { name: /^Voice/ });

describe("the voice and the video's language", () => {
  it("takes the language of a voice picked from another language, and says so", async () => {
    renderEditorSettings();
    fireEvent.change(screen.getAllByLabelText("Language")[1] as HTMLElement, { target: { value: "all" } });
    fireEvent.click(await voiceButton("Lucía"));
    expect(videoSettingsStore.get().language).toBe("es");
    expect(screen.getAllByLabelText("Language")[0]).toHaveValue("es");
    expect(
      screen.getByText("The video's language is now Spanish, the language Lucía speaks."),
    ).toBeInTheDocument();
  });

  it("replaces a voice that does not speak the newly chosen language, visibly", async () => {
    renderEditorSettings();
    fireEvent.change(screen.getAllByLabelText("Language")[0] as HTMLElement, { target: { value: "es" } });
    fireEvent.click(await voiceButton("Lucía"));
    expect(voiceHeader()).toHaveTextContent("Lucía");

    fireEvent.change(screen.getAllByLabelText("Language")[0] as HTMLElement, { target: { value: "en" } });
    expect(videoSettingsStore.get().voice?.name).toBe("Ava");
    expect(voiceHeader()).toHaveTextContent("Ava");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Lucía speaks Spanish, not English: the voice is now Ava.",
    );
  });
});

describe("a story in another language than the chosen one", () => {
  it("is named with a one-click switch, and the notice goes once switched", async () => {
    mockApi(catalogRoutes);
    act(() =>
      videoSettingsStore.set({
        language: "hi",
        story:
          "Leo opens his small bakery before dawn. He bakes bread for the village and the children wait.",
      }),
    );
    renderScreen(<LanguageAndNarration />);
    expect(screen.getByTestId("language-mismatch")).toHaveTextContent(
      "This story looks like English, but the language is Hindi.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Switch to English" }));
    expect(videoSettingsStore.get().language).toBe("en");
    expect(screen.queryByTestId("language-mismatch")).toBeNull();
  });
});
