/** The spec's copy for the preview. */
export const previewMessages = {
  noTaskId: "No task ID provided. Please start video generation from the editor.",
  invalidTaskId: "Invalid task ID provided. Please try generating the video again.",
  taskNotFound: "Task not found",
  noTaskIdAvailable: "No task ID available",
  failed: "Video generation failed. Please try again.",
  loadErrorTitle: "Unable to Load Preview",
  notifyFailed: (message: string) => `Failed to enable notifications: ${message}`,
  notifySuccess: "You will be notified when your video is ready!",
  notSelected: "Not selected",
  downloadFailed: "Failed to download video. Please try again.",
} as const;

/** The preview panel polls every 15 s; it gives up after 3 failed polls. */
export const POLL_INTERVAL_MS = 15_000;
export const MAX_POLL_ERRORS = 3;

/** Start Over goes back to the editor with this error. */
export const START_OVER_ERROR = "Please try generating your video again.";
