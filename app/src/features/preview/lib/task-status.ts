/** Spec section 4, Task status numbers: what each stage is called and how far along it is. */
export const taskStages = [
  { status: 0, name: "story generation", progress: 12.5 },
  { status: 1, name: "character references", progress: 25 },
  { status: 2, name: "image prompts", progress: 37.5 },
  { status: 3, name: "images", progress: 50 },
  { status: 4, name: "audio and video config", progress: 62.5 },
  { status: 5, name: "video generation started", progress: 75 },
  { status: 6, name: "processing", progress: 87.5 },
  { status: 7, name: "failed", progress: 100 },
  { status: 8, name: "generated", progress: 100 },
] as const;

export const TASK_FAILED = 7;
export const TASK_GENERATED = 8;

export function stageFor(status: number) {
  return taskStages.find((s) => s.status === status) ?? null;
}

export function progressFor(status: number | null | undefined): number {
  if (status === null || status === undefined) return 0;
  return stageFor(status)?.progress ?? 0;
}

export function isFinished(status: number | null | undefined): boolean {
  return status === TASK_FAILED || status === TASK_GENERATED;
}

/** Spec section 4: Notify Me is enabled from status 1 up to (not including) 8, when not already on. */
export function canNotify(status: number | null | undefined, alreadyOn: boolean): boolean {
  return typeof status === "number" && status >= 1 && status < TASK_GENERATED && !alreadyOn;
}

export function formatPercent(progress: number): string {
  return `${Number.isInteger(progress) ? progress : progress.toFixed(1)}%`;
}
