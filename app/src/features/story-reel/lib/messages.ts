import { videoMessages } from "@reelsmith/contract/video";

/** The spec's copy for this flow (creation.md sections 2 and 8). */
export const videoCreationMessages = {
  signIn: videoMessages.signIn,
  unverifiedUser: "Unable to verify user authentication. Please try signing out and back in.",
  storyRequired: videoMessages.storyRequired,
  narrationModeRequired: videoMessages.narrationRequired,
  noTaskId: videoMessages.noTaskId,
  failed: videoMessages.failed,
} as const;

export const storyGenerationMessages = {
  failed: "Failed to generate content",
  empty: "No content was generated",
  saveFailed: "Failed to save content. Please try again.",
} as const;

/** Spec section 9: the counter turns red above 80% of the limit; autosave 3 s after the last edit. */
export const COUNTER_WARN_RATIO = 0.8;
export const AUTOSAVE_DELAY_MS = 3_000;
