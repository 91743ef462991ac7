import { expect, type Locator, type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";
import { fakeMicrophone } from "./fake-microphone";
import { renderSmall } from "./tasks";
import { expectItPlays } from "./video-playback";

/**
 * Recording a story scene by scene in the storyboard: Chromium's fake microphone says the song's first
 * line (spoken by espeak-ng), which is the words of its first two scenes, so each take is real speech of
 * its scene through the real MediaRecorder, upload and render.
 */
const LINE = "Row, row, row your boat, gently down the stream.";
const story = `${LINE} ${LINE} Merrily, merrily, merrily, life is but a dream.`;

test.use({ launchOptions: fakeMicrophone(LINE) });

const sceneButton = (page: Page, n: number) =>
  page.getByRole("list", { name: "Scenes" }).getByRole("button", { name: new RegExp(`^Scene ${n}:`) });

async function recordTake(page: Page, n: number, again = false) {
  await sceneButton(page, n).click();
  const voice = page.getByRole("region", { name: `Your voice for scene ${n}` });
  await voice.getByRole("button", { name: again ? `Record scene ${n} again` : `Record scene ${n}` }).click();
  await expect(voice.getByText(`Recording scene ${n}`)).toBeVisible({ timeout: 10_000 });
  await expect
    .poll(async () => Number(await voice.getByRole("meter").getAttribute("value")), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await page.waitForTimeout(4200);
  await voice.getByRole("button", { name: "Stop recording" }).click();
  await expect(voice.getByRole("img", { name: `Waveform of your take of scene ${n}` })).toBeVisible();
  await voice.getByRole("button", { name: "Use this take" }).click();
  await expect(voice.getByText(`Scene ${n} is narrated by your recording`)).toBeVisible({ timeout: 30_000 });
  return voice;
}

/** The take a scene uses: the media library's file its player plays. */
const takeOf = async (voice: Locator) =>
  voice.getByLabel(/^Your recording of scene \d+$/).getAttribute("src");

test("a creator records two scenes, records one again, and the video's captions follow the takes", async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signUpVerifyAndSignIn(page, "scenes", "Ada Scenes");
  await renderSmall(page);
  await page.goto("/story-reel");
  await page.getByRole("textbox", { name: "Your story" }).fill(story);
  await page.getByText("Voice Narration").click();
  await page.getByRole("button", { name: "Storyboard", exact: true }).click();
  await expect(sceneButton(page, 3)).toBeVisible({ timeout: 180_000 });

  await recordTake(page, 1);
  const second = await recordTake(page, 2);
  const firstTake = await takeOf(second);
  const again = await recordTake(page, 2, true);
  await expect.poll(() => takeOf(again)).not.toBe(firstTake);

  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(page).toHaveURL(/\/story-reel\/preview\?task=[\w-]+$/, { timeout: 60_000 });
  const task = new URL(page.url()).searchParams.get("task") as string;
  const video = page.getByTestId("preview-video");
  await expect(video).toBeVisible({ timeout: 480_000 });
  await expectItPlays(video);

  // Both takes narrate their scenes (no scene fell back to the voice), the third scene is the voice's.
  const status = await (await page.request.get(`/api/tasks/${task}`)).json();
  expect(status.engine).toMatch(/recording/);
  expect(JSON.stringify(status.warnings ?? [])).not.toMatch(/the voice narrates that scene/);
  const media = (await (await page.request.get("/api/media")).json()) as { media: { id: string }[] };
  expect(media.media).toHaveLength(3);
  const board = (await (await page.request.get(`/api/projects/${task}/storyboard`)).json()) as {
    storyboard: { scenes: { recording?: { mediaId: string }; start: number; end: number }[] };
  };
  const [one, two, three] = board.storyboard.scenes;
  expect(one?.recording).toBeDefined();
  expect(two?.recording).toBeDefined();
  expect(three?.recording).toBeUndefined();
  // The re-recorded take is the one used, not the first.
  expect(firstTake ?? "").not.toContain(two?.recording?.mediaId ?? "none");

  // The captions follow the takes: each recorded scene's words are captioned inside its own slot.
  const vtt = await (await page.request.get(`/api/projects/${task}/subtitles?format=vtt`)).text();
  const cues = [...vtt.matchAll(/(\d\d):(\d\d):(\d\d)\.(\d{3}) --> [\d:.]+\s*\n([^\n]+)/g)].map((m) => ({
    at: Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000,
    text: m[5] ?? "",
  }));
  const rowIn = (s?: { start: number; end: number }) =>
    cues.filter((c) => s && c.at >= s.start - 0.05 && c.at < s.end && /row/i.test(c.text));
  expect(rowIn(one).length).toBeGreaterThan(0);
  expect(rowIn(two).length).toBeGreaterThan(0);
  expect(cues.some((c) => /dream/i.test(c.text) && three && c.at >= three.start - 0.05)).toBe(true);
});
