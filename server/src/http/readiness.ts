import { AppError } from "../lib/app-error";
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
  queueStopped: "The render queue is not running. Please try again later.",
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

type RenderQueue = NonNullable<AppDeps["renderQueue"]>;

/** The job queue, or UNAVAILABLE before anything is charged: a process whose worker has not started. */
export function requireRenderQueue(deps: Pick<AppDeps, "renderQueue">): RenderQueue {
  if (!deps.renderQueue) throw new AppError("UNAVAILABLE", readinessMessages.queueStopped);
  return deps.renderQueue;
}

/** The queue's export job, or UNAVAILABLE as requireRenderQueue: a queue may run without exports. */
export function requireExportQueue(
  deps: Pick<AppDeps, "renderQueue">,
): Pick<Required<RenderQueue>, "enqueueExport"> {
  const enqueueExport = deps.renderQueue?.enqueueExport;
  if (!enqueueExport) throw new AppError("UNAVAILABLE", readinessMessages.queueStopped);
  return { enqueueExport };
}

/**
 * The services every request leans on, each answering or not: the database (a query), the job queue (its
 * tables on the database answer and hold every job's queue; a process that has not opened it is not
 * ready to accept a video) and the file store (the folder, or the bucket by HeadBucket). A failure is
 * logged with its reason and reported as false, so /readyz answers 503 instead of an error page.
 */
export async function dependencyChecks(
  deps: Pick<AppDeps, "database" | "storage" | "logger" | "renderQueue">,
): Promise<{ database: boolean; queue: boolean; storage: boolean }> {
  const probe = async (name: string, check: () => Promise<unknown>) => {
    try {
      await check();
      return true;
    } catch (err) {
      deps.logger.warn({ err, dependency: name }, `readiness: ${name} is not reachable`);
      return false;
    }
  };
  const queue = deps.renderQueue;
  const [database, queueOk, storage] = await Promise.all([
    probe("database", () => deps.database.executeSql("select 1")),
    probe("queue", async () => {
      if (!queue?.check) throw new Error("the job queue is not open");
      await queue.check();
    }),
    probe("storage", () => deps.storage.check()),
  ]);
  return { database, queue: queueOk, storage };
}
