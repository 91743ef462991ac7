/**
 * The spec's task status table as the spec writes it (status, the stage name the preview shows, progress):
 * the oracle the contract's and the app's tests check the task status table against.
 */
export const specTaskStatusTable: readonly (readonly [number, string, number])[] = [
  [0, "story generation", 12.5],
  [1, "character references", 25],
  [2, "image prompts", 37.5],
  [3, "images", 50],
  [4, "audio and video config", 62.5],
  [5, "video generation started", 75],
  [6, "processing", 87.5],
  [7, "failed", 100],
  [8, "generated", 100],
];
