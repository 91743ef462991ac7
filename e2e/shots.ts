import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

export interface Viewport {
  width: number;
  height: number;
}

/** The desktop and phone sizes most shots scripts take, labelled as their file names say them. */
export const desktop: Viewport = { width: 1366, height: 900 };
export const phone: Viewport = { width: 375, height: 812 };
export const desktopAndPhone = [
  ["desktop", desktop],
  ["phone", phone],
] as const;

/** Where a shots script saves its pictures: SHOTS_DIR, or `fallback`; made if missing. */
export function shotsDir(fallback: string): string {
  const dir = process.env.SHOTS_DIR ?? fallback;
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** A docs folder under docs/images/, as a shots script's fallback. */
export const docsImages = (name: string) => path.resolve(import.meta.dirname, "../docs/images", name);

/**
 * Sets each viewport in turn and calls `take` with its label (the part of the file name that says the
 * size), then leaves the page at `after`.
 */
export async function atEachViewport(
  page: Page,
  viewports: readonly (readonly [label: string, viewport: Viewport])[],
  after: Viewport,
  take: (label: string) => Promise<void>,
) {
  for (const [label, viewport] of viewports) {
    await page.setViewportSize(viewport);
    await take(label);
  }
  await page.setViewportSize(after);
}

/**
 * The page from its top at a desktop and a phone width, `<name>-<width>.png` in `dir`, once `target` (when
 * given) has brought what the picture is of into view and the page has settled; back at desktop width after.
 */
export const shootFromTop = (
  page: Page,
  dir: string,
  sizes: { desktop: Viewport; phone: Viewport },
  name: string,
  target?: () => Promise<void>,
) =>
  atEachViewport(
    page,
    [
      [String(sizes.desktop.width), sizes.desktop],
      [String(sizes.phone.width), sizes.phone],
    ],
    sizes.desktop,
    async (label) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      if (target) await target();
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(dir, `${name}-${label}.png`) });
    },
  );
