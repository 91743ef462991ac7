import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";
import { expectItPlays } from "./video-playback";

/**
 * Six short stories, created in this order; the title is the first sentence. Created order, title order
 * and newest-first order all differ, so each sort shows a different first card.
 */
const stories = [
  "Cobalt kite over the harbour. The wind carried it far.",
  "Amber the fox finds the sea. She laughed at the waves.",
  "Fern garden after the rain. Every leaf was shining.",
  "Brass kettle sings at dawn. The house woke up slowly.",
  "Ember lantern in the snow. It glowed all night long.",
  "Dune rider crosses at night. The stars showed the way.",
];
const titles = stories.map((s) => s.split(".")[0] as string);

/**
 * Creates the projects through the render engine's own endpoint (small 9:16 size, no captions, to keep
 * it quick) and waits until every task reaches 8. Product Ads have no creation endpoint yet, so all six
 * are Story Reels, in both narration modes.
 */
async function createProjects(page: Page): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, story] of stories.entries()) {
    const res = await page.request.post("/api/functions/create-video", {
      data: { story, narrationMode: i % 3 === 2 ? "avatar" : "voice", size: "360x640", caption_style: null },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { task_id: string }).task_id);
  }
  for (const id of ids) {
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/tasks/${id}`)).json()) as { task_status: number })
            .task_status,
        { timeout: 600_000, intervals: [1000] },
      )
      .toBe(8);
  }
  return ids;
}

const cards = (page: Page) => page.getByTestId("project-card");
const cardTitles = (page: Page) => cards(page).locator("h3").allTextContents();
const searchBox = (page: Page) => page.getByPlaceholder("Search projects...");

test.describe("All Projects", () => {
  test.setTimeout(900_000);

  test("a creator searches, filters, sorts, switches view, previews, downloads and deletes projects", async ({
    page,
  }) => {
    await signUpVerifyAndSignIn(page, "lib", "Lena Library");
    const ids = await createProjects(page);

    await page.goto("/projects");
    await expect(page.getByText("6 project(s) found")).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByText("PUBLISHED")).toHaveCount(6);
    // Newest first by default.
    expect((await cardTitles(page))[0]).toBe(titles[5]);

    // Search by title, case-insensitively, kept in the address.
    await searchBox(page).fill("KETTLE");
    await expect(page).toHaveURL(/[?&]search=KETTLE/);
    await expect(page.getByText("1 project(s) found")).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).locator("h3")).toHaveText(titles[3] as string);
    // Search by type.
    await searchBox(page).fill("story reel");
    await expect(page.getByText("6 project(s) found")).toBeVisible();
    await searchBox(page).fill("no such thing");
    await expect(page.getByText("No projects found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters.")).toBeVisible();
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(page.getByText("6 project(s) found")).toBeVisible();

    // Type filter.
    await page.getByLabel("Filter by type").selectOption({ label: "Product Ads" });
    await expect(page.getByText("No projects found")).toBeVisible();
    await page.getByLabel("Filter by type").selectOption({ label: "Story Reels" });
    await expect(page.getByText("6 project(s) found")).toBeVisible();
    await expect(page).toHaveURL(/[?&]type=STORY_REEL/);

    // Sorts.
    await page.getByLabel("Sort projects").selectOption({ label: "Title A-Z" });
    await expect(cards(page).first().locator("h3")).toHaveText(titles[1] as string);
    expect(await cardTitles(page)).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    await page.getByLabel("Sort projects").selectOption({ label: "Oldest First" });
    await expect(cards(page).first().locator("h3")).toHaveText(titles[0] as string);
    expect(await cardTitles(page)).toEqual(titles);

    // List view, and a reload shows the same list.
    await page.getByRole("button", { name: "List view" }).click();
    await expect(page).toHaveURL(/[?&]view=list/);
    await page.reload();
    await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByLabel("Sort projects")).toHaveValue("oldest");
    await expect(page.getByLabel("Filter by type")).toHaveValue("STORY_REEL");
    await expect(cards(page).first().locator("h3")).toHaveText(titles[0] as string);
    await page.getByRole("button", { name: "Grid view" }).click();
    await expect(page).not.toHaveURL(/view=/);

    // Preview plays in a 9:16 modal; Escape closes it.
    await page.getByRole("button", { name: `Preview ${titles[1]}` }).click();
    const dialog = page.getByRole("dialog", { name: titles[1] });
    const video = dialog.getByTestId("project-video");
    await expect(video).toBeVisible();
    const box = await video.boundingBox();
    expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(16 / 9, 1);
    await expectItPlays(video);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    // Download saves {title}_{YYYY-MM-DD}.mp4, and the file plays.
    const project = (await (await page.request.get(`/api/projects/${ids[1]}`)).json()) as {
      created_at: string;
    };
    const expectedName = `amber_the_fox_finds_the_sea_${project.created_at.slice(0, 10)}.mp4`;
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: `Download ${titles[1]}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(expectedName);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "library-")), expectedName);
    await download.saveAs(file);
    const probe = spawnSync(
      "ffprobe",
      ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file],
      {
        encoding: "utf8",
      },
    );
    expect(probe.status).toBe(0);
    const info = JSON.parse(probe.stdout) as {
      format: { format_name: string; duration: string };
      streams: { codec_type: string }[];
    };
    expect(info.format.format_name).toContain("mp4");
    expect(Number(info.format.duration)).toBeGreaterThan(1);
    expect(info.streams.map((s) => s.codec_type)).toEqual(expect.arrayContaining(["video", "audio"]));

    // Delete asks first, then removes the project for good.
    await page.getByRole("button", { name: `Delete ${titles[4]}` }).click();
    const confirm = page.getByRole("dialog");
    await expect(confirm).toContainText(
      `Are you sure you want to delete "${titles[4]}"? This action cannot be undone.`,
    );
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByText("5 project(s) found")).toBeVisible();
    await expect(page.getByRole("button", { name: `Delete ${titles[4]}` })).toHaveCount(0);
    expect((await page.request.get(`/api/projects/${ids[4]}`)).status()).toBe(404);
  });
});
