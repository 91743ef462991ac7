export const storyGenerationMessages = {
  failed: "Failed to generate content",
  empty: "No content was generated",
  saveFailed: "Failed to save content. Please try again.",
} as const;

/** The counter turns red above 80% of the limit; autosave 3 s after the last edit. */
export const COUNTER_WARN_RATIO = 0.8;
export const AUTOSAVE_DELAY_MS = 3_000;
