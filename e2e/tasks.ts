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

/** Waits until the task's video is generated (status 8), asking the task API once a second. */
export async function waitUntilGenerated(page: Page, taskId: string) {
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/tasks/${taskId}`)).json()) as { task_status: number })
          .task_status,
      { timeout: 600_000, intervals: [1000] },
    )
    .toBe(8);
}
