import { expect, type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";
import { createVideo, generatedVideo, waitUntilGenerated } from "./tasks";

const storyBox = (page: Page) => page.getByRole("textbox", { name: "Your story" });
const words = (text: string) => text.trim().split(/\s+/).length;

test.describe("Generate page and library", () => {
  test.setTimeout(900_000);
  test.use({ actionTimeout: 60_000 });

  test("a video left mid-render shows as ready on /generate once finished, described by its own words", async ({
    page,
  }) => {
    await signUpVerifyAndSignIn(page, "gen", "Gina Generate");
    const videoStory =
      "A lighthouse stands at dusk. The lamp turns over the sea. A small boat comes home. " +
      "The keeper waves from the rocks. The gulls settle for the night.";
    const taskId = await createVideo(page, videoStory, "360x640");

    // The preview starts following the render; the creator leaves it before the end.
    await page.goto(`/story-reel/preview?task=${taskId}`);
    const percent = page.getByTestId("stage-percent");
    await expect(percent).toHaveText(/^\d+%$/);
    const leftAt = (await percent.textContent())?.trim() ?? "";
    test.info().annotations.push({ type: "left the preview at", description: leftAt });
    expect(leftAt).not.toBe("100%");

    // A new draft in the editor since: the page must not describe the video with it.
    await page.goto("/story-reel");
    const draft =
      "A different draft with many more words than the video, written after it was started today.";
    await storyBox(page).fill(draft);
    await expect(page.getByText(/Saved/)).toBeVisible();

    await page.goto("/generate");
    await waitUntilGenerated(page, taskId);
    await expect(page.getByText("Ready", { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/In progress/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Share" })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Download" })).toBeEnabled();
    await expect(page.getByText(`${words(videoStory)} words`, { exact: false })).toBeVisible();
    await expect(page.getByText(`${words(draft)} words`, { exact: false })).toHaveCount(0);
    await expect(page.getByTestId("status-size")).toHaveText("9:16 · 360×640");
  });

  test("an English story with Hindi chosen gets a notice that switches the language in one click", async ({
    page,
  }) => {
    await signUpVerifyAndSignIn(page, "lang", "Lara Language");
    await page.goto("/story-reel");
    const language = page.getByLabel("Language", { exact: true }).first();
    await language.selectOption("hi");
    await storyBox(page).fill(
      "Leo opens his small bakery before dawn. He bakes bread for the village, and the children wait at the door.",
    );
    const notice = page.getByTestId("language-mismatch");
    await expect(notice).toContainText("This story looks like English, but the language is Hindi.");
    await notice.getByRole("button", { name: "Switch to English" }).click();
    await expect(language).toHaveValue("en");
    await expect(notice).toHaveCount(0);
  });

  test("a 16:9 project's library card shows the whole frame, not a portrait strip of it", async ({
    page,
  }) => {
    await signUpVerifyAndSignIn(page, "wide", "Walt Wide");
    await generatedVideo(
      page,
      "Leo opens his small bakery before dawn. The first loaves come out golden.",
      "640x360",
    );
    await page.goto("/projects");
    const image = page.getByTestId("project-card").first().locator("img").first();
    await expect(image).toBeVisible();
    await expect
      .poll(async () => {
        const box = await image.boundingBox();
        return box ? Math.round((box.width / box.height) * 100) / 100 : 0;
      })
      .toBeCloseTo(16 / 9, 1);
    // The card's image box sits inside the card: nothing of the frame is cut at the sides.
    const frame = await image.evaluate((el: HTMLImageElement) => {
      const box = el.getBoundingClientRect();
      const parent = (el.parentElement as HTMLElement).getBoundingClientRect();
      return { inside: box.left >= parent.left - 1 && box.right <= parent.right + 1 };
    });
    expect(frame.inside).toBe(true);
  });
});
