import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";
import { openAvatarUpload } from "./avatar-upload";
import { openSection, sectionHeader } from "./settings-sections";

const story = "A lighthouse keeper counted the ships each night. One foggy evening a small boat came home.";

function run(command: string, args: string[]) {
  const out = spawnSync(command, args, { encoding: "utf8" });
  if (out.status !== 0) throw new Error(`${command} failed: ${out.stderr}`);
}

/**
 * A portrait (one person cut out of a sample photo that ships in `@vladmandic/face-api`, MIT: the avatar
 * check now wants one real face) and a spoken WAV (espeak-ng), made at test time.
 */
function makeFixtures() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "avatar-e2e-"));
  const picture = path.join(dir, "portrait.png");
  const voice = path.join(dir, "voice.wav");
  const faceApi = path.dirname(createRequire(import.meta.url).resolve("@vladmandic/face-api/package.json"));
  run("ffmpeg", [
    "-v",
    "error",
    "-i",
    path.join(faceApi, "demo", "sample6.jpg"),
    "-vf",
    "crop=600:1067:0:330",
    "-frames:v",
    "1",
    picture,
  ]);
  run("espeak-ng", ["-v", "en", "-w", voice, "Hello, this is my voice. I will narrate your stories today."]);
  return { picture, voice };
}

test.describe("Custom avatars", () => {
  test.setTimeout(900_000);
  test.use({ actionTimeout: 60_000 });

  test("a creator makes an avatar from a picture and a voice file, narrates a story reel with it, then deletes it", async ({
    page,
  }) => {
    const fixtures = makeFixtures();
    const name = "Lighthouse me";
    await signUpVerifyAndSignIn(page, "av", "Ava Tar");
    await page.goto("/story-reel");
    await page.getByRole("textbox", { name: "Your story" }).fill(story);
    await expect(page.getByRole("radio", { name: /Avatar Narration/ })).toBeChecked();
    await openSection(page, "AI Avatar");

    const mine = page.getByRole("region", { name: "Your custom avatars" });
    await expect(mine.getByText("3 Remaining")).toBeVisible();
    const dialog = await openAvatarUpload(page, mine);

    await dialog.getByLabel(/Choose a picture of your avatar/).setInputFiles(fixtures.picture);
    await expect(dialog.getByTestId("crop-area").locator("img")).toBeVisible();
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Please provide an avatar name.")).toBeVisible();
    await dialog.getByLabel("Avatar name").fill(name);
    await dialog.getByRole("button", { name: "Next" }).click();

    await dialog.getByLabel(/Or upload a voice sample/).setInputFiles(fixtures.voice);
    await expect(dialog.getByLabel("Voice sample preview")).toBeVisible();
    await dialog.getByRole("button", { name: "Save Avatar" }).click();
    await expect(dialog.getByText("Avatar saved")).toBeVisible();
    await expect(dialog).toBeHidden();

    // Processing first (not selectable), then Ready as the server finishes the sample clip.
    const card = mine.getByRole("button", { name: new RegExp(`^${name}`) });
    await expect(card).toHaveAttribute("aria-disabled", "true");
    await expect(card).toContainText("Processing");
    await expect(mine.getByText("2 Remaining")).toBeVisible();
    await expect(card).toHaveAttribute("aria-pressed", "false", { timeout: 240_000 });
    await expect(card).not.toContainText("Processing");

    await card.click();
    await expect(card).toHaveAttribute("aria-pressed", "true");
    await expect(sectionHeader(page, "AI Avatar")).toContainText(name);
    await expect(page.getByTestId("narrator-note")).toContainText(/Narrated by .+/);

    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await expect(page).toHaveURL(/\/story-reel\/preview\?task=[\w-]+$/, { timeout: 60_000 });
    const video = page.getByTestId("preview-video");
    const deadline = Date.now() + 600_000;
    while (Date.now() < deadline && (await video.count()) === 0) {
      await expect(page.getByText("Video generation failed. Please try again.")).toHaveCount(0);
      await page.waitForTimeout(1_000);
    }
    await expect(video).toBeVisible();
    await expect(page.getByTestId("stage-percent")).toHaveText("100%");
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Download" })).toBeEnabled();

    await page.goto("/story-reel");
    await openSection(page, "AI Avatar");
    await expect(sectionHeader(page, "AI Avatar")).toContainText(name);
    await mine.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete avatar" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toBeHidden();
    await expect(mine.getByRole("button", { name: new RegExp(`^${name}`) })).toHaveCount(0);
    await expect(mine.getByText("3 Remaining")).toBeVisible();
    await expect(sectionHeader(page, "AI Avatar")).toContainText("No avatar selected");
  });
});
