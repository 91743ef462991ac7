/** Debian's Chromium and its flags (see the developers' guide): never a browser download. */
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
