import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";

/**
 * What a character does in a scene, chosen in the storyboard's "Who is in it" panel: the scene's picture is
 * drawn again in the new pose, and the storyboard rendered as the next version still has it when opened
 * again.
 */

const story = "Maya walked to the market. She sat by the river. She waved at her friend.";

/** Screenshots of the panel at 1280 and 375 px wide, into this folder, when ACTION_SHOTS names one. */
const shotsDir = process.env.ACTION_SHOTS ?? null;

const sceneList = (page: Page) => page.getByRole("list", { name: "Scenes" });
const sceneButton = (page: Page, n: number) =>
  sceneList(page).getByRole("button", { name: new RegExp(`^Scene ${n}:`) });
const sceneThumb = (page: Page, n: number) => sceneButton(page, n).locator("img");
const whatMayaDoes = (page: Page) => page.getByLabel("What Maya does in this scene");

/** Whether an image has loaded real pixels (not a broken or empty picture). */
const loaded = (img: ReturnType<typeof sceneThumb>) =>
  img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);

test.describe("A character's action in the storyboard", () => {
  test.setTimeout(900_000);
  test.use({ actionTimeout: 60_000, viewport: { width: 1280, height: 900 } });

  test("a character made to sit is drawn sitting and still sits when the next version's storyboard is opened", async ({
    page,
  }) => {
    await signUpVerifyAndSignIn(page, "actions", "Rosa Actions");
    const created = await page.request.post("/api/functions/create-video", {
      data: { story, narrationMode: "voice", size: "360x640" },
    });
    expect(created.status()).toBe(201);
    const project = ((await created.json()) as { task_id: string }).task_id;
    // The render plans the scenes first; the storyboard opens once they are planned.
    await expect
      .poll(
        // A busy server may drop a kept-alive connection now and then: asked again on the next poll.
        () =>
          page.request
            .get(`/api/projects/${project}/storyboard`)
            .then((r) => r.status())
            .catch((e: Error) => e.message),
        { timeout: 600_000 },
      )
      .toBe(200);

    const url = `/storyboard?editor=story-reel&project=${project}`;
    await page.goto(url);
    // A loaded machine may take a while to answer the storyboard.
    await expect(sceneButton(page, 3)).toBeVisible({ timeout: 120_000 });
    const panel = page.getByRole("group", { name: "Who is in it" });
    // Scene 1 is open: Maya walks, as the story says; the choices are named as a person reads them.
    await expect(whatMayaDoes(page)).toHaveValue("walk");
    await expect(whatMayaDoes(page).locator("option:checked")).toHaveText("Walking");
    // The first render may not have drawn its pictures yet: then the scene shows its kind, not a picture.
    const before = (await sceneThumb(page, 1).count()) ? await sceneThumb(page, 1).getAttribute("src") : null;

    await whatMayaDoes(page).selectOption({ label: "Sitting" });
    await expect(whatMayaDoes(page)).toHaveValue("sit");
    // Scene 1's picture is drawn again for the edit, before anything renders.
    await expect(sceneThumb(page, 1)).toHaveAttribute("src", /\/storyboards\//, { timeout: 120_000 });
    if (before) await expect(sceneThumb(page, 1)).not.toHaveAttribute("src", before);
    await expect.poll(() => loaded(sceneThumb(page, 1))).toBe(true);

    if (shotsDir) {
      fs.mkdirSync(shotsDir, { recursive: true });
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shotsDir, "storyboard-action-1280.png") });
      await page.setViewportSize({ width: 375, height: 812 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(375);
      await whatMayaDoes(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shotsDir, "storyboard-action-375.png") });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    // Scene 3 keeps its own action: the choice was scene 1's alone.
    await sceneButton(page, 3).click();
    await expect(whatMayaDoes(page)).toHaveValue("wave");

    await page.getByRole("button", { name: "Render new version" }).click();
    const dialog = page.getByRole("dialog", { name: "Render new version?" });
    await dialog.getByRole("button", { name: /^Render for/ }).click();
    await expect(page).toHaveURL(/\?task=/, { timeout: 60_000 });

    // Opened again: the newest version's storyboard has Maya sitting in scene 1.
    await page.goto(url);
    // A loaded machine may take a while to answer the storyboard.
    await expect(sceneButton(page, 3)).toBeVisible({ timeout: 120_000 });
    await expect(page.getByRole("listitem", { name: "Version 2" })).toBeVisible({ timeout: 60_000 });
    await expect(whatMayaDoes(page)).toHaveValue("sit");
    await expect(whatMayaDoes(page).locator("option:checked")).toHaveText("Sitting");
    await sceneButton(page, 3).click();
    await expect(whatMayaDoes(page)).toHaveValue("wave");
  });
});
