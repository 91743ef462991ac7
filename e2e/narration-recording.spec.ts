import { expect, type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";
import { fakeMicrophone } from "./fake-microphone";
import { openSection } from "./settings-sections";
import { expectItPlays } from "./video-playback";

/**
 * The creator's own voice: Chromium's fake microphone plays a WAV spoken by espeak-ng, so the recorder
 * records real speech through the real MediaRecorder, level meter and upload.
 */
test.use({
  launchOptions: fakeMicrophone("A small fox lived at the edge of a quiet forest."),
});

async function openVoiceSection(page: Page) {
  await page.goto("/story-reel");
  await page.getByText("Voice Narration").click();
  await openSection(page, "Voice");
  return page.getByRole("region", { name: "Your own voice" });
}

async function recordFor(page: Page, recorder: ReturnType<Page["getByRole"]>, seconds: number) {
  await expect(recorder.getByText("Recording", { exact: true })).toBeVisible({ timeout: 10_000 });
  const meter = recorder.getByRole("meter", { name: "Microphone level" });
  // The fake microphone speaks: the meter moves off zero while it records.
  await expect
    .poll(async () => Number(await meter.getAttribute("value")), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await page.waitForTimeout(seconds * 1000);
  await recorder.getByRole("button", { name: "Stop recording" }).click();
}

test("a creator records the narration, listens, records it again, and uses it", async ({ page }) => {
  await signUpVerifyAndSignIn(page, "mic");
  const recorder = await openVoiceSection(page);
  await recorder.getByRole("button", { name: "Record your narration" }).click();
  // The countdown comes first.
  await expect(recorder.getByText("Recording starts in")).toBeAttached();
  await recordFor(page, recorder, 2);
  await expect(recorder.getByRole("img", { name: "Waveform of your recording" })).toBeVisible();
  const playback = recorder.locator("audio");
  await expect.poll(() => playback.evaluate((a: HTMLAudioElement) => a.readyState)).toBeGreaterThan(0);

  await recorder.getByRole("button", { name: "Record again" }).click();
  await recordFor(page, recorder, 3);
  await recorder.getByRole("button", { name: "Use this recording" }).click();
  await expect(recorder.getByText(/Narrated by your recording \(\d+:\d\d\), narration\.webm/)).toBeVisible({
    timeout: 30_000,
  });

  // The recording is kept in the media library as the user's own audio.
  const media = await page.evaluate(async () => (await fetch("/api/media")).json());
  expect(media.media).toEqual([expect.objectContaining({ kind: "audio", status: "ready" })]);
  expect(media.media[0].duration).toBeGreaterThan(2.5);

  await recorder.getByRole("button", { name: "Use the voice instead" }).click();
  await expect(recorder.getByText(/Narrated by your recording/)).toHaveCount(0);
});

test("a video narrated by a recording made in the browser plays, its captions its words", async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signUpVerifyAndSignIn(page, "micvideo");
  const recorder = await openVoiceSection(page);
  await page
    .getByRole("textbox", { name: "Your story" })
    .fill("A small fox lived at the edge of a quiet forest.");
  await recorder.getByRole("button", { name: "Record your narration" }).click();
  await recordFor(page, recorder, 3);
  await recorder.getByRole("button", { name: "Use this recording" }).click();
  await expect(recorder.getByText(/Narrated by your recording/)).toBeVisible({ timeout: 30_000 });

  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page).toHaveURL(/\/story-reel\/preview\?task=[\w-]+$/, { timeout: 60_000 });
  const task = new URL(page.url()).searchParams.get("task") as string;
  const video = page.getByTestId("preview-video");
  await expect(video).toBeVisible({ timeout: 480_000 });
  await expectItPlays(video);
  const subtitles = await page.request.get(`/api/projects/${task}/subtitles?format=vtt`);
  expect(subtitles.status()).toBe(200);
  expect(await subtitles.text()).toMatch(/fox/i);
  const status = await (await page.request.get(`/api/tasks/${task}`)).json();
  expect(status.engine).toMatch(/recorded/i);
});
