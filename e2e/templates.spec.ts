import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";
import { waitUntilGenerated } from "./tasks";

const sectionHeader = (page: Page, title: string) =>
  page.getByRole("button", { name: new RegExp(`^${title}`) });

/**
 * Brand templates in real Chromium against the real server: a template made in the template editor,
 * made the default, and a new Story Reel that starts with each of its choices picked.
 */
test("a default template's choices are picked when a new video starts", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpVerifyAndSignIn(page, "templates", "Tess Template");
  await page.goto("/templates");
  await expect(page.getByRole("heading", { name: "Brand templates" })).toBeVisible();
  await expect(page.getByText("No templates yet.", { exact: false })).toBeVisible();

  await page.getByRole("button", { name: "New template" }).first().click();
  const form = page.getByRole("form", { name: "New template" });
  // A name is asked for, by its field's name.
  await form.getByRole("button", { name: "Create template" }).click();
  await expect(form.getByText("Template name: a template needs a name.")).toBeVisible();
  await form.getByLabel("Template name").fill("Brand reels");
  await form.getByRole("combobox", { name: "Video size" }).selectOption("1:1");
  const style = form.getByRole("list", { name: "Visual styles" }).getByRole("button").first();
  const styleName = (await style.textContent())?.trim() ?? "";
  await style.click();
  await form
    .getByRole("list", { name: "Caption styles" })
    .getByRole("button", { name: /^Cinematic/ })
    .click();
  await form.getByLabel("Caption colour", { exact: true }).fill("#ff00ff");
  await form.getByLabel("Upper case").check();
  // The live preview draws the captions in the chosen colour, upper case, in each script.
  const caption = form.getByTestId("caption-text");
  await expect(caption).toHaveCSS("text-transform", "uppercase");
  await expect(caption).toHaveCSS("color", "rgb(255, 0, 255)");
  await form.getByRole("tab", { name: "Tamil" }).click();
  await expect(caption).toHaveCSS("font-family", /Noto Sans Tamil/);
  await form.getByRole("button", { name: "Create template" }).click();
  await expect(page.getByText("Template saved: Brand reels.")).toBeVisible();

  const list = page.getByRole("list", { name: "Your templates" });
  await expect(list).toContainText("Brand reels");
  await list.getByRole("button", { name: "Make Brand reels the default" }).click();
  await expect(list.getByText("Default")).toBeVisible();

  await page.goto("/story-reel");
  const picker = page.getByRole("combobox", { name: /Template/ });
  await expect(picker).toHaveValue(/.+/);
  await expect(picker.locator("option:checked")).toHaveText("Brand reels (default)");
  await expect(sectionHeader(page, "Visual Style")).toContainText(styleName);
  await expect(sectionHeader(page, "Captions")).toContainText("Cinematic");
  await expect(page.getByRole("radio", { name: "1:1" })).toBeChecked();
});

/** The frames of a picture or a video as 360 px wide RGB rows (ffmpeg decodes both). */
function rgbFrames(file: string, args: string[] = []) {
  const out = spawnSync(
    "ffmpeg",
    [
      "-v",
      "error",
      "-i",
      file,
      ...args,
      "-vf",
      "scale=360:640:flags=area",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "-",
    ],
    { maxBuffer: 1 << 30 },
  );
  if (out.status !== 0) throw new Error(`ffmpeg: ${out.stderr}`);
  const size = 360 * 640 * 3;
  return Array.from({ length: Math.floor(out.stdout.length / size) }, (_, i) =>
    out.stdout.subarray(i * size, (i + 1) * size),
  );
}

const near = (px: Buffer, i: number, [r, g, b]: readonly number[]) =>
  Math.hypot((px[i] ?? 0) - (r ?? 0), (px[i + 1] ?? 0) - (g ?? 0), (px[i + 2] ?? 0) - (b ?? 0)) < 90;
const MAGENTA = [255, 0, 255] as const;
const GREEN = [0, 255, 0] as const;

/** Where a caption's fill and spoken-word colours are in a frame: their rows' extent and centre column. */
function captionPixels(px: Buffer) {
  let top = 640;
  let bottom = -1;
  let sumX = 0;
  let n = 0;
  let fill = 0;
  let spoken = 0;
  for (let y = 0; y < 640; y++)
    for (let x = 0; x < 360; x++) {
      const i = (y * 360 + x) * 3;
      const isFill = near(px, i, MAGENTA);
      const isSpoken = near(px, i, GREEN);
      if (!isFill && !isSpoken) continue;
      fill += isFill ? 1 : 0;
      spoken += isSpoken ? 1 : 0;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      sumX += x;
      n++;
    }
  return { top, bottom, centreX: n ? sumX / n : -1, fill, spoken };
}

test("the caption preview and a frame of the rendered video agree on the caption's place and colours", async ({
  page,
}) => {
  test.setTimeout(900_000);
  await signUpVerifyAndSignIn(page, "tcompare", "Cara Compare");
  const made = await page.request.post("/api/templates", {
    data: {
      name: "Magenta captions",
      size: "9:16",
      captions: {
        preset: "minimalist",
        font_size: 32,
        color: "#ff00ff",
        highlight_color: "#00ff00",
        position: "bottom",
        uppercase: true,
      },
    },
  });
  expect(made.status()).toBe(201);
  const template = (await made.json()) as { id: string };

  // The preview in the template editor, 360 px wide: a preset's size is its CSS px.
  await page.goto("/templates");
  await page.getByRole("button", { name: "Edit Magenta captions" }).click();
  const preview = page.getByTestId("caption-preview");
  await expect(preview).toHaveCSS("width", "360px");
  await page.evaluate(() => document.fonts.ready);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "template-compare-"));
  const shot = path.join(dir, "preview.png");
  await preview.screenshot({ path: shot });
  const [previewFrame] = rgbFrames(shot);
  const inPreview = captionPixels(previewFrame as Buffer);

  // A short video made with the template; its frames while a word is spoken.
  const res = await page.request.post("/api/functions/create-video", {
    data: { story: "HELLO THERE. GOOD DAY TO YOU.", narrationMode: "voice", template_id: template.id },
  });
  expect(res.status()).toBe(201);
  const taskId = ((await res.json()) as { task_id: string }).task_id;
  await waitUntilGenerated(page, taskId);
  const task = (await (await page.request.get(`/api/tasks/${taskId}`)).json()) as {
    task_result: { video_url: string };
  };
  const video = path.join(dir, "video.mp4");
  fs.writeFileSync(video, await (await page.request.get(task.task_result.video_url)).body());
  const frames = rgbFrames(video, ["-t", "4", "-r", "4"]).map(captionPixels);
  const inVideo = frames.find((f) => f.fill > 40 && f.spoken > 40);
  expect(inVideo, "a frame with the caption and its spoken word").toBeDefined();
  test.info().annotations.push({
    type: "caption pixels (360x640)",
    description: JSON.stringify({ preview: inPreview, video: inVideo }),
  });
  expect(inPreview.fill).toBeGreaterThan(40);
  expect(inPreview.spoken).toBeGreaterThan(40);
  // Upper case, no descenders: the foot of the caption's letters is the same line in both; centred alike.
  expect(Math.abs((inVideo?.bottom ?? 0) - inPreview.bottom)).toBeLessThanOrEqual(4);
  expect(Math.abs((inVideo?.centreX ?? 0) - inPreview.centreX)).toBeLessThanOrEqual(6);
});
