import { expect, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";
import { fakeMicrophone } from "./fake-microphone";
import { openSection } from "./settings-sections";

/**
 * A whole story recorded in the browser, then its scenes on the recording's waveform: Chromium's fake
 * microphone says the story (espeak-ng), the server aligns the real upload to the scenes, and the
 * waveform shows one boundary per scene; a scene's stretch plays that part, and "Re-record this scene"
 * opens that scene's own recorder in the storyboard.
 */
const STORY = "The old ferry left at dawn. Gulls followed it across the bay.";

test.use({ launchOptions: fakeMicrophone(STORY) });

test("a creator records the whole story and sees each scene on the recording's waveform", async ({
  page,
}) => {
  test.setTimeout(400_000);
  await signUpVerifyAndSignIn(page, "wave", "Ada Wave");
  await page.goto("/story-reel");
  await page.getByRole("textbox", { name: "Your story" }).fill(STORY);
  await page.getByText("Voice Narration").click();
  await openSection(page, "Voice");
  const recorder = page.getByRole("region", { name: "Your own voice" });
  await recorder.getByRole("button", { name: "Record your narration" }).click();
  await expect(recorder.getByText("Recording", { exact: true })).toBeVisible({ timeout: 10_000 });
  const meter = recorder.getByRole("meter", { name: "Microphone level" });
  await expect
    .poll(async () => Number(await meter.getAttribute("value")), { timeout: 10_000 })
    .toBeGreaterThan(0);
  // The fake microphone says the story over and over (about 4 s): the take holds it whole at least once.
  await page.waitForTimeout(9000);
  await recorder.getByRole("button", { name: "Stop recording" }).click();
  await recorder.getByRole("button", { name: "Use this recording" }).click();
  await expect(recorder.getByText(/Narrated by your recording/)).toBeVisible({ timeout: 30_000 });

  await recorder.getByRole("button", { name: "Show the scenes on your recording" }).click();
  const scenes = recorder.getByRole("region", { name: "Your recording's scenes" });
  await expect(scenes.getByRole("img", { name: "Waveform of your recording with its scenes" })).toBeVisible({
    timeout: 180_000,
  });
  // The scenes as the server aligned them to the take: one stretch (and boundary) per scene.
  const stretches = scenes.getByRole("button", { name: /^Scene \d+, / });
  const times = await stretches.evaluateAll((els) =>
    els.map((e) => ({ start: Number(e.dataset.sceneStart), end: Number(e.dataset.sceneEnd) })),
  );
  expect(times.length).toBeGreaterThanOrEqual(2);
  expect(times[0]?.start).toBe(0);
  // Each boundary is drawn at its scene's start: the stretches are in order, left to right.
  const lefts = await stretches.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().left));
  expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
  // The longest stretch after the first: pressing it (Enter) plays its part of the recording, from its start.
  const k = times
    .map((s, i) => ({ i, length: s.end - s.start }))
    .slice(1)
    .sort((a, b) => b.length - a.length)[0]?.i as number;
  const scene = times[k] as { start: number; end: number };
  expect(scene.end - scene.start).toBeGreaterThan(0.5);
  const n = k + 1;
  const stretch = stretches.nth(k);
  await expect(stretch).toHaveAccessibleName(new RegExp(`^Scene ${n}, \\d:\\d\\d to \\d:\\d\\d$`));
  await stretch.focus();
  await page.keyboard.press("Enter");
  const audio = scenes.getByLabel("Your whole recording");
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => (a.paused ? -1 : a.currentTime)), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(scene.start - 0.05);
  // ...and stops at its end.
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused), { timeout: 15_000 }).toBe(true);
  const stoppedAt = await audio.evaluate((a: HTMLAudioElement) => a.currentTime);
  expect(stoppedAt).toBeGreaterThanOrEqual(scene.end - 0.3);
  expect(stoppedAt).toBeLessThan(scene.end + 0.5);

  // "Re-record this scene" opens that scene's own recorder in the storyboard, which has as many scenes as
  // the waveform had stretches, and draws them again.
  await scenes.getByRole("button", { name: "Re-record this scene" }).click();
  await expect(page).toHaveURL(/\/storyboard\?editor=story-reel$/);
  const voice = page.getByRole("region", { name: `Your voice for scene ${n}` });
  await expect(voice.getByRole("button", { name: `Record scene ${n}` })).toBeFocused({ timeout: 10_000 });
  await expect(
    page
      .getByRole("region", { name: "Your recording's scenes" })
      .getByRole("button", { name: /^Scene \d+, / }),
  ).toHaveCount(times.length);
  await expect(
    page.getByRole("list", { name: "Scenes" }).getByRole("button", { name: /^Scene \d+:/ }),
  ).toHaveCount(times.length);
});
