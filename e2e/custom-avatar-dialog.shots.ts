// Walks the custom avatar dialog at desktop and phone widths and saves each step to docs/images/custom-avatar.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";
import { openAvatarUpload } from "./avatar-upload";
import { openSection } from "./settings-sections";

const outDir = path.resolve(import.meta.dirname, "..", "docs", "images", "custom-avatar");
fs.mkdirSync(outDir, { recursive: true });

function run(command: string, args: string[]) {
  const out = spawnSync(command, args, { encoding: "utf8" });
  if (out.status !== 0) throw new Error(`${command} failed: ${out.stderr}`);
}
function fixtures() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shots-"));
  const picture = path.join(dir, "portrait.png");
  const voice = path.join(dir, "voice.wav");
  // A stock presenter's portrait from the seeded catalogue (npm test seeds data/test-catalog), widened so
  // the crop has something to cut.
  const presenters = path.resolve(import.meta.dirname, "..", "data/test-catalog/storage/catalog/presenters");
  const portrait = fs
    .readdirSync(presenters, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith("de-lena/portrait.png"))
    .map((f) => path.join(presenters, f))[0];
  if (!portrait) throw new Error(`no seeded presenter portrait under ${presenters}`);
  run("ffmpeg", [
    "-v",
    "error",
    "-i",
    portrait,
    "-vf",
    "pad=iw*1.5:ih:(ow-iw)/2:0:color=0x1e293b",
    "-y",
    picture,
  ]);
  run("espeak-ng", ["-v", "en", "-w", voice, "Hello, this is my voice."]);
  return { picture, voice, bad: path.join(dir, "fake.mp3") };
}

test.use({
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
    ],
  },
});

for (const [label, viewport] of [
  ["desktop", { width: 1366, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`dialog steps at ${label} width`, async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ viewport, permissions: ["microphone"] });
    const page = await context.newPage();
    const f = fixtures();
    fs.copyFileSync(f.picture, f.bad);
    const shot = (name: string) =>
      page.screenshot({ path: path.join(outDir, `${label}-${name}.jpg`), type: "jpeg", quality: 80 });
    await signUpVerifyAndSignIn(page, "shots", "Shot Taker");
    await page.goto("/story-reel");
    await openSection(page, "AI Avatar");
    const mine = page.getByRole("region", { name: "Your custom avatars" });
    await mine.scrollIntoViewIfNeeded();
    await shot("0-picker");
    const dialog = await openAvatarUpload(page, mine);
    await shot("1-upload");
    await dialog.getByLabel(/Choose a picture of your avatar/).setInputFiles(f.picture);
    await expect(dialog.getByTestId("crop-area").locator("img")).toBeVisible();
    await page.waitForTimeout(500);
    await shot("2-edit");
    await dialog.getByRole("button", { name: "Next" }).click();
    await page.waitForTimeout(200);
    await shot("2b-edit-name-error");
    await dialog.getByLabel("Avatar name").fill("Studio me");
    await dialog.getByRole("button", { name: "Next" }).click();
    await page.waitForTimeout(300);
    await shot("3-voice");
    await dialog.getByRole("button", { name: "Start recording" }).click();
    await page.waitForTimeout(2300);
    await shot("3b-voice-recording");
    await dialog.getByRole("button", { name: "Stop recording" }).click();
    await page.waitForTimeout(500);
    await shot("3c-voice-recorded");
    await dialog.getByLabel(/Or upload a voice sample/).setInputFiles(f.bad);
    await page.waitForTimeout(300);
    await shot("3d-voice-wrong-type");
    await dialog.getByLabel(/Or upload a voice sample/).setInputFiles(f.voice);
    await expect(dialog.getByLabel("Voice sample preview")).toBeVisible();
    await shot("3e-voice-uploaded");
    await dialog.getByRole("button", { name: "Save Avatar" }).click();
    await expect(dialog.getByText("Avatar saved")).toBeVisible();
    await shot("4-saved");
    await expect(dialog).toBeHidden();
    await shot("5-processing");
    const card = mine.getByRole("button", { name: /^Studio me/ });
    await expect(card).not.toContainText("Processing", { timeout: 240_000 });
    await card.click();
    await shot("6-ready-selected");
    await context.close();
  });
}
