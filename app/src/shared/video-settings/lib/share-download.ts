/** Download saves a file named story-reel-video.mp4. */
export const DOWNLOAD_FILE_NAME = "story-reel-video.mp4";
export const DOWNLOAD_FAILED = "Failed to download video. Please try again.";

/** Absolute URL of the video (the share sheet and the clipboard need one). */
export function absoluteUrl(url: string): string {
  return new URL(url, window.location.origin).toString();
}

/** Web Share API where there is one, else the link is copied. Answers what happened. */
export async function shareVideo(url: string, title: string): Promise<"shared" | "copied" | "cancelled"> {
  const link = absoluteUrl(url);
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, text: title, url: link });
      return "shared";
    } catch (e) {
      if (e instanceof DOMException && e.name === "AbortError") return "cancelled";
    }
  }
  await navigator.clipboard.writeText(link);
  return "copied";
}

/** The video is fetched as a blob and saved as story-reel-video.mp4. */
export async function downloadVideo(url: string, fileName = DOWNLOAD_FILE_NAME): Promise<void> {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) throw new Error(DOWNLOAD_FAILED);
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
