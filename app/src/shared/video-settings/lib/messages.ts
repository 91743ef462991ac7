/** The spec's catalogue messages. */
export const catalogMessages = {
  avatars: "Failed to load avatars. Please try again later.",
  voices: "Failed to load voice data. Please try again later.",
  music: "Failed to load background music. Please try again later.",
  styles: "Failed to load visual styles. Please try again later.",
  musicFallback: "Unable to load all background music. Showing limited selection.",
} as const;
