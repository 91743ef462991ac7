import { escapeHtml } from "./html";

/** What a viewer reads when a share link no longer plays (its owner stopped sharing, or it never did). */
export const shareStoppedCopy = {
  title: "This video is not shared",
  body: "Its owner has stopped sharing it, or the link is incomplete. Ask them for a new link.",
  action: "Make your own video with Reelsmith",
} as const;

/** A browser's navigation asks for HTML; a video element or a script asks for the file or JSON. */
export const acceptsHtml = (accept: string | undefined) => /\btext\/html\b/i.test(accept ?? "");

/**
 * The page a browser shows for a stopped share link, instead of the API's JSON error: in the app's look
 * (dark, the violet-to-pink accent), readable at 375 px, with no script.
 */
export function shareStoppedPage(): string {
  const { title, body, action } = shareStoppedCopy;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Reelsmith</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0b12;color:#ececf1;font:16px/1.5 Inter,system-ui,-apple-system,"Segoe UI",sans-serif}
main{max-width:28rem;margin:1.5rem;padding:2rem;border-radius:1rem;background:#15151f;border:1px solid #26263a;text-align:center}
h1{font-size:1.375rem;margin:0 0 .75rem}
p{color:#a1a1b5;margin:0 0 1.5rem}
a{display:inline-block;padding:.75rem 1.25rem;border-radius:.75rem;background:linear-gradient(90deg,#8b5cf6,#ec4899);color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:2px solid #fff;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
<a href="/">${escapeHtml(action)}</a>
</main>
</body>
</html>
`;
}
