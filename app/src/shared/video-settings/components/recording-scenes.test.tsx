import type { TaskWarning } from "@reelsmith/contract/narration";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SceneWaveform } from "@/shared/video-settings/components/recording-scenes";

/** A 12 s recording of four scenes, the third of which the recording leaves out. */
const scenes = [
  { id: "a", start: 0, end: 4 },
  { id: "b", start: 4, end: 9 },
  { id: "c", start: 9, end: 9 },
  { id: "d", start: 9, end: 12 },
];
const warnings: TaskWarning[] = [
  { kind: "skipped", sceneId: "c", message: "Scene 3 is not in the recording." },
];
const peaks = Array.from({ length: 48 }, (_, i) => (i % 6) / 6);

function setup() {
  const onRerecord = vi.fn();
  render(
    <SceneWaveform
      src="/storage/narration.webm"
      peaks={peaks}
      duration={12}
      scenes={scenes}
      warnings={warnings}
      onRerecord={onRerecord}
    />,
  );
  const audio = screen.getByLabelText("Your whole recording") as HTMLAudioElement;
  return { onRerecord, audio };
}

const percent = (el: HTMLElement, prop: "left" | "width") => Number.parseFloat(el.style[prop]);

describe("a whole-story recording with its scenes", () => {
  it("draws a boundary where each scene starts, each stretch as wide as its scene", () => {
    setup();
    expect(screen.getByRole("img", { name: "Waveform of your recording with its scenes" })).toBeVisible();
    const one = screen.getByRole("button", { name: "Scene 1, 0:00 to 0:04" });
    const two = screen.getByRole("button", { name: "Scene 2, 0:04 to 0:09" });
    const four = screen.getByRole("button", { name: "Scene 4, 0:09 to 0:12" });
    expect(percent(one, "left")).toBe(0);
    expect(percent(one, "width")).toBeCloseTo((4 / 12) * 100, 3);
    expect(percent(two, "left")).toBeCloseTo((4 / 12) * 100, 3);
    expect(percent(two, "width")).toBeCloseTo((5 / 12) * 100, 3);
    expect(percent(four, "left")).toBeCloseTo(75, 3);
    expect(percent(four, "width")).toBeCloseTo(25, 3);
    expect(one).toHaveTextContent("1");
    expect(four).toHaveTextContent("4");
  });

  it("marks the scene the recording leaves out where it would be, with the warning's text", () => {
    setup();
    const three = screen.getByRole("button", {
      name: "Scene 3, not in the recording: Scene 3 is not in the recording.",
    });
    expect(percent(three, "left")).toBeCloseTo(75, 3);
    expect(three).toHaveAccessibleDescription("Scene 3 is not in the recording.");
    expect(screen.getByText("Scene 3 is not in the recording.")).toBeVisible();
  });

  it("plays a stretch's span when it is pressed (Enter), stops at its end, and offers to re-record it", async () => {
    const { onRerecord, audio } = setup();
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Scene 2, 0:04 to 0:09" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(audio.currentTime).toBe(4);
    expect(screen.getByText("Playing")).toBeVisible();
    expect(screen.getByRole("button", { name: "Scene 2, 0:04 to 0:09" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // Still inside the scene: it plays on; at its end it stops.
    audio.currentTime = 8.5;
    fireEvent.timeUpdate(audio);
    expect(screen.getByText("Playing")).toBeVisible();
    audio.currentTime = 9.02;
    fireEvent.timeUpdate(audio);
    expect(screen.queryByText("Playing")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Re-record this scene" }));
    expect(onRerecord).toHaveBeenCalledWith(1);
  });

  it("plays nothing for the scene the recording leaves out, but still offers to record it", async () => {
    const { onRerecord, audio } = setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /^Scene 3, not in the recording/ }));
    expect(audio.currentTime).toBe(0);
    expect(screen.queryByText("Playing")).toBeNull();
    expect(screen.queryByRole("button", { name: "Play scene 3" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Re-record this scene" }));
    expect(onRerecord).toHaveBeenCalledWith(2);
  });

  it("marks a scene the alignment left without a stretch as not found, even with no warning", () => {
    render(
      <SceneWaveform
        src="/storage/narration.webm"
        peaks={peaks}
        duration={12}
        scenes={[
          { id: "a", start: 0, end: 6 },
          { id: "b", start: 6, end: 6 },
          { id: "c", start: 6, end: 12 },
        ]}
      />,
    );
    expect(
      screen.getByRole("button", {
        name: "Scene 2, not in the recording: Scene 2 was not found in the recording.",
      }),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Scene 3, 0:06 to 0:12" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Re-record this scene" })).toBeNull();
  });
});
