/** Debian's Chromium and its flags (see the developers' guide): never a browser download. */
export const CHROMIUM_PATH = "/usr/bin/chromium";
/**
 * Debian's Chromium built as the headless shell (package chromium-headless-shell, the same source and
 * version): what the journeys run in. It has no browser window to composite, and it took 71 CPU s where
 * the full browser in headless mode took 101 for the same seven journeys (2026-12-04), videos and the fake
 * microphone working alike.
 */
export const HEADLESS_CHROMIUM_PATH = "/usr/bin/chromium-headless-shell";
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  // Without a GPU, Chromium still ran a GPU process compositing every frame in software (SwiftShader):
  // about half a core for as long as a journey ran. The browser's own software compositor costs far less.
  "--disable-gpu-compositing",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
