/** Debian's Chromium and its flags (see the developers' guide): never a browser download. */
export const CHROMIUM_PATH = "/usr/bin/chromium";
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
