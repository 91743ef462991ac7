import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";
import { openAvatarUpload } from "./avatar-upload";
import { lavfiPicture } from "./ffmpeg-pictures";

/**
 * Scroll position, upload answers, the avatar crop and a rendered reel's voice and share, as a user notices
 * them in the browser: each test failed on the code before its fix (2026-11-26).
 */

const phone = { width: 375, height: 812 };
/** A screenshot of what the page shows now at phone and desktop sizes, kept with the test's results. */
async function shoot(page: Page, name: string) {
  const before = page.viewportSize();
  for (const [label, size] of [
    ["phone", phone],
    ["desktop", { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`${label}-${name}.png`) });
  }
  if (before) await page.setViewportSize(before);
}
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollToBottom(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  return scrollY(page);
}

test.describe("scroll position", () => {
  test.use({ viewport: phone });

  test("a page opened from the footer starts at its top, and Back returns to where the page was left", async ({
    page,
  }) => {
    await page.goto("/faqs");
    // The questions are loaded: the page has its full height before it is scrolled.
    await expect(page.getByRole("main").getByRole("heading", { level: 3 }).first()).toBeVisible();
    const left = await scrollToBottom(page);

    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect.poll(() => scrollY(page)).toBe(left);

    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    expect(await scrollY(page)).toBe(0);
  });
});

/** A picture with no face in it (ffmpeg's test pattern), landscape, made at test time. */
function facelessLandscape(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "uploads-")), "landscape.png");
  return lavfiPicture("testsrc=size=1280x720", file);
}

/** A PNG of 20 MB: its signature, then zeros (the size rule refuses it before anything reads it). */
const twentyMegabytes = () => {
  const buffer = Buffer.alloc(20 * 1024 * 1024);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer);
  return { name: "huge.png", mimeType: "image/png", buffer };
};

test.describe("upload answers", () => {
  test.setTimeout(300_000);

  test("the avatar dialog shows the latest pick's answer, not a late one for the photo picked before", async ({
    page,
  }) => {
    await signUpVerifyAndSignIn(page, "stale");
    await page.goto("/avatars");
    const dialog = await openAvatarUpload(page);

    // The server's face check of the first photo is held until the second pick has been answered, so
    // its (real) answer arrives late, as on a slow connection.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let checks = 0;
    await page.route("**/api/avatars/face-check", async (route) => {
      checks += 1;
      const answer = await route.fetch();
      await held;
      await route.fulfill({ response: answer }).catch(() => {});
    });

    const input = dialog.getByLabel(/Choose a picture of your avatar/);
    await input.setInputFiles(facelessLandscape());
    await expect(dialog.getByText("Looking for a face in your photo...")).toBeVisible();
    await expect.poll(() => checks).toBe(1);
    await input.setInputFiles(twentyMegabytes());
    await expect(dialog.getByText("File size must be less than 10MB.")).toBeVisible();

    release();
    // The late answer ("We couldn't find a face...") must not replace the latest pick's message.
    await page.waitForLoadState("networkidle");
    await expect(dialog.getByText(/couldn't find a face/)).toHaveCount(0);
    await expect(dialog.getByText("File size must be less than 10MB.")).toBeVisible();
  });
});

/**
 * A landscape photo whose one face is in its left third (a person cut out of a sample photo that ships in
 * `@vladmandic/face-api`, MIT, beside a plain wall), and a spoken WAV: the case of a photo once refused
 * at Save although its face check passed.
 */
function leftFaceFixtures() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-crop-"));
  const picture = path.join(dir, "left-face.png");
  const voice = path.join(dir, "voice.wav");
  const faceApi = path.dirname(createRequire(import.meta.url).resolve("@vladmandic/face-api/package.json"));
  const sample = path.join(faceApi, "demo", "sample6.jpg");
  const filter = "crop=600:1067:0:330,scale=-2:1080,pad=1920:1080:0:0:color=0x5a6470";
  for (const [cmd, args] of [
    ["ffmpeg", ["-v", "error", "-i", sample, "-vf", filter, "-frames:v", "1", picture]],
    ["espeak-ng", ["-v", "en", "-w", voice, "Hello, this is my voice. I will narrate your stories today."]],
  ] as const) {
    const out = spawnSync(cmd, [...args], { encoding: "utf8" });
    if (out.status !== 0) throw new Error(`${cmd} failed: ${out.stderr}`);
  }
  return { picture, voice };
}

/** The face box's and the crop box's places on screen. */
async function boxes(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Create Custom Avatar" });
  const face = await dialog.getByTestId("face-box").boundingBox();
  const crop = await dialog.getByTestId("crop-area").locator(".reactEasyCrop_CropArea").boundingBox();
  if (!face || !crop) throw new Error("no face box or crop box on screen");
  return { face, crop };
}

test.describe("avatar crop", () => {
  test.setTimeout(300_000);

  test("the crop starts around an off-centre face, shows it in the crop box, checks the crop at Next and saves it", async ({
    page,
  }) => {
    const fixtures = leftFaceFixtures();
    await signUpVerifyAndSignIn(page, "crop");
    await page.goto("/avatars");
    const dialog = await openAvatarUpload(page);
    await dialog.getByLabel(/Choose a picture of your avatar/).setInputFiles(fixtures.picture);

    // The default 9:16 crop holds the face, drawn inside the crop box.
    await expect(dialog.getByTestId("face-box")).toBeVisible();
    await expect(dialog.getByTestId("face-status")).toHaveText("The face is inside the crop.");
    const start = await boxes(page);
    expect(start.face.x).toBeGreaterThanOrEqual(start.crop.x - 1);
    expect(start.face.x + start.face.width).toBeLessThanOrEqual(start.crop.x + start.crop.width + 1);
    expect(start.face.y).toBeGreaterThanOrEqual(start.crop.y - 1);
    expect(start.face.y + start.face.height).toBeLessThanOrEqual(start.crop.y + start.crop.height + 1);
    await shoot(page, "crop-with-face");

    // Moved so the crop holds only the wall: the box says so, and Next is refused by the check of the crop.
    const area = dialog.getByTestId("crop-area");
    const at = await area.boundingBox();
    if (!at) throw new Error("no crop area");
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    await page.mouse.move(at.x + at.width / 2 - 600, at.y + at.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect(dialog.getByTestId("face-status")).toHaveText(/The face is outside the crop/);
    await dialog.getByLabel("Avatar name").fill("Left of frame");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText(/couldn't find a face/)).toBeVisible();
    await expect(dialog.getByLabel("Avatar name")).toBeVisible();

    // Turned and back, the crop starts around the face again; the check passes and the save takes it.
    await dialog.getByRole("button", { name: "Rotate right" }).click();
    await dialog.getByRole("button", { name: "Rotate left" }).click();
    await expect(dialog.getByTestId("face-status")).toHaveText("The face is inside the crop.");
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByLabel(/Or upload a voice sample/).setInputFiles(fixtures.voice);
    await expect(dialog.getByLabel("Voice sample preview")).toBeVisible();
    await dialog.getByRole("button", { name: "Save Avatar" }).click();
    await expect(dialog.getByText("Avatar saved")).toBeVisible({ timeout: 60_000 });
  });
});

const story =
  "A small fox lived at the edge of a quiet forest. Every morning she watched the sun rise over the hills. " +
  "One day she followed the river all the way to the sea.";

/** The Video Settings card's value for a row ("Voice", "Music"). */
const settingsRow = (page: Page, name: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${name}$`) }) })
    .locator("dd");

test.describe("a rendered story reel", () => {
  test.setTimeout(900_000);
  test.use({ viewport: phone, actionTimeout: 60_000 });

  test("names the voice it was rendered with, opens its preview at the top, and /generate shares it, not a later product ad", async ({
    page,
    browser,
  }) => {
    await signUpVerifyAndSignIn(page, "voice");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/story-reel");
    const box = page.getByRole("textbox", { name: "Your story" });

    // A pasted story longer than the limit is cut, and the editor says so.
    await page.evaluate((text) => navigator.clipboard.writeText(text), "word ".repeat(20_000));
    await box.focus();
    await page.keyboard.press("ControlOrMeta+V");
    await expect(box).toHaveValue(/^(word ){300}$/);
    const cut = page.getByText(/so it was cut to the limit/);
    await expect(cut).toBeVisible();
    await shoot(page, "editor-paste-cut");
    await box.fill(story);
    await expect(cut).toHaveCount(0);
    await page.getByRole("radio", { name: /Voice Narration/ }).check({ force: true });
    const language = page.getByLabel("Language").first();
    await language.selectOption("hi");
    const voiceHeader = page.getByRole("button", { name: /^Voice/ });
    if ((await voiceHeader.getAttribute("aria-expanded")) !== "true") await voiceHeader.click();
    await page
      .getByRole("list", { name: "Voices" })
      .getByRole("button", { name: /^Pooja(?! sample$)/ })
      .click();
    await expect(voiceHeader).toContainText("Pooja");

    // English: Pooja does not speak it; the editor replaces her and says with whom.
    await language.selectOption("en");
    const notice = page.getByText(/^Pooja speaks Hindi, not English: the voice is now .+\.$/);
    await expect(notice).toBeVisible();
    const replacement = (await notice.textContent())?.match(/the voice is now (.+)\.$/)?.[1] ?? "";
    expect(replacement).not.toBe("");
    await expect(voiceHeader).toContainText(replacement);
    await expect(voiceHeader).not.toContainText("Pooja");
    await shoot(page, "editor-voice-replaced");

    // From the bottom of the editor, Preview opens at the top of the preview.
    await scrollToBottom(page);
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await expect(page).toHaveURL(/\/story-reel\/preview\?task=[\w-]+$/, { timeout: 60_000 });
    await expect(page.getByRole("heading", { name: "Preview & Finalize" })).toBeInViewport();
    expect(await scrollY(page)).toBe(0);
    const storyTask = new URL(page.url()).searchParams.get("task") ?? "";
    await expect(settingsRow(page, "Voice")).toHaveText(replacement);

    // Finished, the card names the voice the video was rendered with (its data, not the editor's).
    await expect(page.getByTestId("preview-video")).toBeVisible({ timeout: 720_000 });
    await expect(settingsRow(page, "Voice")).toHaveText(replacement);

    // A product ad started after it, followed on its own preview (Back to Editor leads to its editor).
    const started = await page.request.post("/api/functions/create-video", {
      data: { story: "A steel bottle keeps water cold all day.", narrationMode: "voice", type: "PRODUCT_AD" },
    });
    expect(started.status()).toBe(201);
    const adTask = ((await started.json()) as { task_id: string }).task_id;
    await page.goto(`/product-ad/preview?task=${adTask}`);
    await expect(page.getByTestId("stage-name")).not.toHaveText("Starting...");
    await expect(page.getByRole("link", { name: "Back to Editor" })).toHaveAttribute("href", "/product-ad");

    // /generate shows the Story Reel's video and shares that one.
    await page.goto("/generate");
    await expect(page.locator("video")).toHaveAttribute("src", new RegExp(storyTask));
    const [share] = await Promise.all([
      page.waitForRequest((r) => r.method() === "POST" && /\/api\/tasks\/[^/]+\/share$/.test(r.url())),
      page.getByRole("button", { name: "Share" }).click(),
    ]);
    expect(share.url()).toContain(`/api/tasks/${storyTask}/share`);
    expect(share.url()).not.toContain(adTask);
    await shoot(page, "generate");

    // The library's preview offers Share and Download, and a link that opens the preview page by its task.
    await page.goto("/projects");
    await page
      .getByRole("button", { name: /^Preview / })
      .last()
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("project-video")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Share" })).toBeEnabled();
    await expect(dialog.getByRole("button", { name: "Download" })).toBeEnabled();
    await dialog.getByRole("button", { name: "Share" }).click();
    await expect(dialog.getByText("Link copied to clipboard.")).toBeVisible();
    await shoot(page, "library-preview");
    await dialog.getByRole("link", { name: "Open preview page" }).click();
    await expect(page).toHaveURL(new RegExp(`/story-reel/preview\\?task=${storyTask}$`));
    await expect(page.getByTestId("preview-video")).toBeVisible();
    await expect(settingsRow(page, "Voice")).toHaveText(replacement);
    await shoot(page, "preview-from-link");

    // Another user's link is not theirs to open.
    const other = await browser.newContext({ viewport: phone });
    try {
      const stranger = await other.newPage();
      await signUpVerifyAndSignIn(stranger, "stranger");
      await stranger.goto(`/story-reel/preview?task=${storyTask}`);
      await expect(stranger.getByRole("heading", { name: "Unable to Load Preview" })).toBeVisible();
      await expect(stranger.getByText("Task not found")).toBeVisible();
      await expect(stranger.getByTestId("preview-video")).toHaveCount(0);
    } finally {
      await other.close();
    }
  });
});
