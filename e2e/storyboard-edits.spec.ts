import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Locator, type Page, type Request, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";

/**
 * Editing a storyboard scene by scene: an edited scene's thumbnail is drawn again before the render, only
 * the latest photo picked for a scene counts, and with no credits left the storyboard says how to get
 * more instead of offering a paid render.
 */

const story = "A small fox woke up early. She ran down to the river. The water was cold and bright.";

/** Screenshots of the edited storyboard for docs/images/storyboard-edits/ when STORYBOARD_SHOTS=1. */
const shotsDir = process.env.STORYBOARD_SHOTS
  ? path.resolve(import.meta.dirname, "..", "docs", "images", "storyboard-edits")
  : null;

async function shots(page: Page, name: string, fullPage = true, phoneAt?: Locator) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  // A full-page shot of a scrolled page draws the sticky header part-way down.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shotsDir, `${name}-1280.png`), fullPage });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // On a phone, the part that changed, in view (a full-page shot there leaves the editor unpainted).
  if (phoneAt) await phoneAt.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shotsDir, `${name}-375.png`), fullPage: fullPage && !phoneAt });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A JPEG photo of the given size made by ffmpeg: one colour, or its right half `right`. */
function photo(name: string, colour: string, size: string, right?: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "edits-")), name);
  const made = spawnSync("ffmpeg", [
    ...["-v", "error", "-f", "lavfi", "-i", `color=c=${colour}:s=${size}`],
    ...(right ? ["-vf", `drawbox=x=iw/2:y=0:w=iw/2:h=ih:color=${right}:t=fill`] : []),
    ...["-frames:v", "1", "-q:v", "2", file],
  ]);
  expect(made.status).toBe(0);
  return file;
}

/** Starts a video of `text` through the API (as the editor's Generate does) and answers its project id. */
async function startVideo(page: Page, text: string): Promise<string> {
  const res = await page.request.post("/api/functions/create-video", {
    data: { story: text, narrationMode: "voice", size: "360x640" },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { task_id: string }).task_id;
}

/** Waits until the project's first version has rendered (renders are slow on a shared machine). */
async function waitForRender(page: Page, taskId: string) {
  await expect
    .poll(
      async () => {
        const task = (await (await page.request.get(`/api/tasks/${taskId}`)).json()) as {
          error?: string | null;
          task_result?: { video_url?: string } | null;
        };
        expect(task.error ?? null).toBeNull();
        return Boolean(task.task_result?.video_url);
      },
      { timeout: 600_000 },
    )
    .toBe(true);
}

/** A new user's storyboard of `story` before generating, opened from the Story Reel editor. */
async function openStoryboardOfStory(page: Page) {
  await signUpVerifyAndSignIn(page, "edits", "Tove Edits");
  await page.goto("/story-reel");
  await page.getByRole("textbox", { name: "Your story" }).fill(story);
  await page.getByText("Voice Narration").click();
  await page.getByRole("button", { name: "Storyboard", exact: true }).click();
  await expect(sceneButton(page, 3)).toBeVisible({ timeout: 180_000 });
}

const sceneList = (page: Page) => page.getByRole("list", { name: "Scenes" });
const sceneButton = (page: Page, n: number) =>
  sceneList(page).getByRole("button", { name: new RegExp(`^Scene ${n}:`) });
const sceneThumb = (page: Page, n: number) => sceneButton(page, n).locator("img");

/** Whether an image has loaded real pixels (not a broken or empty picture). */
const loaded = (img: ReturnType<typeof sceneThumb>) =>
  img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);

test.describe("Storyboard edits", () => {
  test.setTimeout(900_000);
  test.use({ actionTimeout: 60_000, viewport: { width: 1280, height: 900 } });

  test("a finished project's scene whose place changes shows a redrawn thumbnail before it renders", async ({
    page,
  }) => {
    await signUpVerifyAndSignIn(page, "edits", "Tove Edits");
    const project = await startVideo(page, story);
    await waitForRender(page, project);
    await page.goto(`/storyboard?editor=story-reel&project=${project}`);
    await expect(sceneButton(page, 3)).toBeVisible();
    const before = await sceneThumb(page, 3).getAttribute("src");
    expect(before).toBeTruthy();

    await sceneButton(page, 3).click();
    const place = page.getByLabel("Place");
    const now = await place.inputValue();
    const other = await place
      .locator("option")
      .evaluateAll(
        (options, current) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v !== current),
        now,
      );
    await place.selectOption(other ?? "");

    // A new picture of the scene, drawn for the edit (not the placeholder of its kind, not the old one).
    await expect(sceneThumb(page, 3)).toBeVisible({ timeout: 120_000 });
    await expect(sceneThumb(page, 3)).not.toHaveAttribute("src", before ?? "");
    await expect.poll(() => loaded(sceneThumb(page, 3))).toBe(true);
    // The scenes it did not change keep theirs.
    await expect.poll(() => loaded(sceneThumb(page, 1))).toBe(true);

    // Longer words in scene 2: its time is estimated anew and scene 3 moves after it.
    const time = (n: number) => sceneButton(page, n).getByTestId("scene-time");
    const oldTime = await time(2).textContent();
    await sceneButton(page, 2).click();
    await page
      .getByLabel("Words of scene 2")
      .fill("She ran down to the river, past the old mill and the sleeping dogs.");
    await expect(time(2)).toContainText("(estimate)");
    await expect(time(2)).not.toHaveText(oldTime ?? "");
    await expect(time(3)).toContainText("(estimate)");
    await expect(sceneThumb(page, 2)).toBeVisible({ timeout: 120_000 });
    await expect.poll(() => loaded(sceneThumb(page, 2))).toBe(true);
    await shots(page, "storyboard-after-edit");
  });

  test("a scene keeps the photo picked last when a bigger one picked before finishes uploading after it", async ({
    page,
  }) => {
    const big = photo("big.jpg", "0x2040c0", "3000x2000");
    const small = photo("small.jpg", "0xe01080", "320x240", "0x20b0a0");
    await openStoryboardOfStory(page);

    // The first upload is held back (a slow line) until the second has been picked and has arrived.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let bigUpload: Request | null = null;
    await page.route("**/api/media", async (route) => {
      if (route.request().method() !== "POST" || bigUpload) return route.fallback();
      bigUpload = route.request();
      await held;
      await route.continue().catch(() => {
        // The page gave the upload up while it was held.
      });
    });
    const bigEnded = new Promise<"finished" | "failed">((resolve) => {
      page.on("requestfinished", (r) => r === bigUpload && resolve("finished"));
      page.on("requestfailed", (r) => r === bigUpload && resolve("failed"));
    });

    await page.getByRole("radio", { name: "My photo or clip" }).click();
    const file = page.locator('input[type="file"]');
    await file.setInputFiles(big);
    await expect.poll(() => bigUpload !== null).toBe(true);
    await file.setInputFiles(small);
    const smallPick = page.getByRole("button", { name: /^Photo small\.jpg/ });
    await expect(smallPick).toHaveAttribute("aria-pressed", "true", { timeout: 60_000 });

    release();
    if ((await bigEnded) === "finished") {
      // The bigger photo reached the library after all: wait until the page has taken its answer.
      await expect(page.getByRole("button", { name: /^Photo big\.jpg/ })).toBeVisible({ timeout: 60_000 });
      await sceneButton(page, 2).click();
      await sceneButton(page, 1).click();
    }
    await expect(smallPick).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: /^Photo big\.jpg/, pressed: true })).toHaveCount(0);
    await expect(sceneButton(page, 1)).toContainText("My media");

    // Fitted whole on a blurred fill of itself: the scene's thumbnail is drawn so before the render.
    const poster = await sceneThumb(page, 1).getAttribute("src");
    await page.getByLabel("Framing").selectOption("fit");
    await expect(page.getByLabel("Crop around")).toHaveCount(0);
    await expect(sceneThumb(page, 1)).toHaveAttribute("src", /\/storyboards\//, { timeout: 120_000 });
    await expect(sceneThumb(page, 1)).not.toHaveAttribute("src", poster ?? "");
    await expect.poll(() => loaded(sceneThumb(page, 1))).toBe(true);
    await shots(
      page,
      "storyboard-scene-media",
      true,
      page.getByRole("button", { name: /^Photo small\.jpg/ }),
    );
  });

  test("on a phone, opening a scene leaves its words' label in view below the sticky header", async ({
    page,
  }) => {
    await openStoryboardOfStory(page);
    // On a phone, opening a scene scrolls its editor into view below the sticky header, label and all.
    await page.setViewportSize({ width: 375, height: 812 });
    await sceneButton(page, 3).click();
    const label = page.getByText("Words of scene 3", { exact: true });
    const top = () => label.evaluate((el) => el.getBoundingClientRect().top);
    await expect.poll(top).toBeLessThan(200);
    const headerBottom = await page
      .locator("header")
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom);
    expect(await top()).toBeGreaterThanOrEqual(headerBottom);
  });

  test("with no credits left the storyboard shows the way to the Pricing page and no paid render", async ({
    page,
  }) => {
    await signUpVerifyAndSignIn(page, "edits", "Tove Edits");
    const project = await startVideo(page, story);
    // Nine more short videos spend the rest of the account's credits.
    const spent: string[] = [];
    for (let i = 0; i < 9; i++) spent.push(await startVideo(page, `Short video number ${i + 1}.`));
    const credits = await page.request.get("/api/subscription");
    expect(((await credits.json()) as { available_credits: number }).available_credits).toBe(0);
    // Deleted, they leave the queue to the specs after this one (the worker drops a task that is gone);
    // a deleted video's credits are not given back.
    for (const id of spent) expect((await page.request.delete(`/api/projects/${id}`)).status()).toBe(200);
    await expect
      .poll(async () => (await page.request.get(`/api/projects/${project}/storyboard`)).status(), {
        timeout: 600_000,
      })
      .toBe(200);

    await page.goto(`/storyboard?editor=story-reel&project=${project}`);
    await expect(sceneButton(page, 3)).toBeVisible();
    await page.getByRole("button", { name: "Render new version" }).click();
    const dialog = page.getByRole("dialog", { name: "Render new version?" });
    await expect(dialog).toContainText("Not enough credits: a video costs 10 credits and you have 0.");
    const pricing = dialog.getByRole("link", { name: "Get more credits on the Pricing page" });
    await expect(pricing).toBeVisible();
    await expect(dialog.getByRole("button", { name: /^Render for/ })).toHaveCount(0);
    await shots(page, "storyboard-no-credits", false);
    await pricing.click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});
