import { expect, type Page } from "@playwright/test";

/** A video through the render engine's endpoint (the browser's session), as the editor's Preview asks. */
export async function createVideo(
  page: Page,
  story: string,
  size: string,
  captionStyle: string | null = null,
): Promise<string> {
  const res = await page.request.post("/api/functions/create-video", {
    data: { story, narrationMode: "voice", size, caption_style: captionStyle },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { task_id: string }).task_id;
}

/**
 * Waits until the task's video is generated (status 8), asking the task API once a second. A request the
 * network drops (a kept-alive socket the server closed as it was reused, seen on a loaded machine as
 * ECONNRESET) is asked again on the next tick, as the app's own polling does; any answer still counts.
 */
export async function waitUntilGenerated(page: Page, taskId: string) {
  const status = async () => {
    const res = await page.request.get(`/api/tasks/${taskId}`).catch(() => null);
    return res ? ((await res.json()) as { task_status: number }).task_status : "no answer";
  };
  await expect.poll(status, { timeout: 600_000, intervals: [1000] }).toBe(8);
}

/** A video made through create-video as `createVideo` makes it, once it is generated: its task id. */
export async function generatedVideo(page: Page, story: string, size: string): Promise<string> {
  const taskId = await createVideo(page, story, size);
  await waitUntilGenerated(page, taskId);
  return taskId;
}

/** The smallest 9:16 frame the journeys render at when they check what a video shows, not its pixels. */
export const SMALL_9_16 = "360x640";

/**
 * The editors ask for their ratio at 1080p (9:16 is 1080x1920). A journey that checks what its video
 * shows and how it plays, not its pixel size, sends the page's storyboard and create-video requests at
 * 360x640 instead: the same 9:16 frame with a ninth of the pixels to draw and encode. Everything else in
 * the requests is the page's own. That a ratio is asked at its 1080p frame is checked by the API suite
 * (server/src/routes/aspect-ratios.api.test.ts), and that a video comes at the frame asked for by
 * server/src/render/render-aspects.test.ts.
 */
export async function renderSmall(page: Page) {
  await page.route(/\/api\/(functions\/create-video|storyboards)$/, async (route) => {
    const request = route.request();
    const body = request.method() === "POST" ? (request.postDataJSON() as { size?: unknown } | null) : null;
    if (!body || typeof body.size !== "string" || body.size !== "9:16") return route.fallback();
    await route.fallback({ postData: JSON.stringify({ ...body, size: SMALL_9_16 }) });
  });
}
