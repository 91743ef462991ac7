import { AppError } from "./app-error";
import type { AppDeps } from "./context";

/**
 * Whether the catalogues (voices, presenters, music, styles) exist yet. The first start builds them in
 * the background while the server already answers; a process that does not seed (a test, a worker) has no
 * seed state and counts as ready.
 */
export function catalogueState(deps: Pick<AppDeps, "seedState">): "running" | "done" | "failed" {
  return deps.seedState?.state ?? "done";
}

export const readinessMessages = {
  gettingReady:
    "The studio is still getting ready (voices, presenters and music). Please try again in a minute.",
  unavailable: "Service is currently unavailable. Please try again later.",
} as const;

/**
 * Refuses work that renders from the catalogue until it exists, before anything is charged or queued: a
 * video started during the first seed would otherwise fail later at "The catalogue is not seeded".
 */
export function requireCatalogue(deps: Pick<AppDeps, "seedState">): void {
  const state = catalogueState(deps);
  if (state === "running") throw new AppError("NOT_READY", readinessMessages.gettingReady);
  if (state === "failed") throw new AppError("UNAVAILABLE", readinessMessages.unavailable);
}
