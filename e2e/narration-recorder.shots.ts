import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";
import { fakeMicrophone } from "./fake-microphone";
import { atEachViewport, desktop, desktopAndPhone, shotsDir } from "./shots";

const outDir = shotsDir("/tmp/shots");
test.use({
  viewport: desktop,
  launchOptions: fakeMicrophone("A small fox lived at the edge of a quiet forest. ".repeat(4)),
});

const shoot = (page: Page, name: string, at: Locator) =>
  atEachViewport(page, desktopAndPhone, desktop, async (label) => {
    await at.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(outDir, `${label}-${name}.png`) });
  });

test("the narration recorder, recording, recorded and in use", async ({ page }) => {
  test.setTimeout(300_000);
  await signUpVerifyAndSignIn(page, "shots");
  await page.goto("/story-reel");
  await page.getByText("Voice Narration").click();
  const recorder = page.getByRole("region", { name: "Your own voice" });
  await shoot(page, "recorder-idle", recorder);
  await recorder.getByRole("button", { name: "Record your narration" }).click();
  await expect(recorder.getByText("Recording", { exact: true })).toBeVisible({ timeout: 10_000 });
  await page.waitForTimeout(1500);
  await shoot(page, "recorder-recording", recorder);
  await recorder.getByRole("button", { name: "Stop recording" }).click();
  await expect(recorder.getByRole("img", { name: "Waveform of your recording" })).toBeVisible();
  await shoot(page, "recorder-recorded", recorder);
  await recorder.getByRole("button", { name: "Use this recording" }).click();
  await expect(recorder.getByText(/Narrated by your recording/)).toBeVisible({ timeout: 30_000 });
  await shoot(page, "recorder-in-use", recorder);
});

test("a scene recorded on its own in the storyboard: the take, then in use", async ({ page }) => {
  test.setTimeout(300_000);
  await signUpVerifyAndSignIn(page, "takes");
  await page.goto("/story-reel");
  await page
    .getByRole("textbox", { name: "Your story" })
    .fill("A small fox lived at the edge of a quiet forest. Every morning she ran to the river.");
  await page.getByText("Voice Narration").click();
  await page.getByRole("button", { name: "Storyboard", exact: true }).click();
  const scene = page.getByRole("list", { name: "Scenes" }).getByRole("button", { name: /^Scene 1:/ });
  await expect(scene).toBeVisible({ timeout: 180_000 });
  await scene.click();
  const voice = page.getByRole("region", { name: "Your voice for scene 1" });
  await shoot(page, "scene-recorder-idle", voice);
  await voice.getByRole("button", { name: "Record scene 1" }).click();
  await expect(voice.getByText("Recording scene 1")).toBeVisible({ timeout: 10_000 });
  await page.waitForTimeout(3000);
  await voice.getByRole("button", { name: "Stop recording" }).click();
  await expect(voice.getByRole("img", { name: "Waveform of your take of scene 1" })).toBeVisible();
  await shoot(page, "scene-recorder-take", voice);
  await voice.getByRole("button", { name: "Use this take" }).click();
  await expect(voice.getByText("Scene 1 is narrated by your recording")).toBeVisible({ timeout: 30_000 });
  await shoot(page, "scene-recorder-in-use", voice);
});
