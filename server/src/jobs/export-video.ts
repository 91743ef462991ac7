import { z } from "zod";
import { runExport } from "../services/export-runner";
import { finishExport, startExport } from "../services/export-store";
import { defineJob, hasNoOpenJob } from "./job";

/**
 * export-video: one job per export (its id is the singleton key) makes a finished video's file in another
 * ratio, quality or container (services/export-runner.ts) and records it on the export: running with its
 * progress, then done with the file, or failed with the reason after the last try. A try starts over (an
 * export is one encode, or one recomposition and an encode); a worker told to stop lets it finish.
 */
const name = "export-video";

export const exportVideoJob = defineJob({
  name,
  payload: z.object({ exportId: z.string().min(1) }),
  // Two tries in all; a try holds the job as long as a render may.
  policy: (config) => ({ retryLimit: 1, retryDelaySeconds: 2, expireInSeconds: config.RENDER_EXPIRE_S }),
  concurrency: () => 1,
  singletonKey: ({ exportId }) => exportId,
  async handle(deps, { exportId }, { retryCount, retryLimit }) {
    const row = await startExport(deps, exportId);
    // Gone (its video was deleted) or ended by an earlier job: nothing to do.
    if (!row) return;
    try {
      const made = await runExport(deps, row);
      // The video was deleted while this ran: its file goes too.
      if (!(await finishExport(deps, exportId, { status: "done", ...made })))
        await deps.storage.delete(made.key);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      deps.logger.error({ exportId, attempt: retryCount + 1, err: reason }, "export failed");
      if (retryCount >= retryLimit) {
        await finishExport(deps, exportId, { status: "failed", error: reason });
        return;
      }
      throw err;
    }
  },
  // An export saved just before a crash, whose job was never sent.
  async findUnqueued(database) {
    const { rows } = await database.executeSql(
      `SELECT e.id FROM exports e WHERE e.status IN ('queued', 'running') AND ${hasNoOpenJob("e.id")}`,
      [name],
    );
    return rows.map((r) => ({ exportId: String(r.id) }));
  },
});
