import { and, eq, inArray } from "drizzle-orm";
import { videoExports } from "../db/schema";
import type { RenderDeps } from "../render/types";
import type { ExportRow } from "./exports";

/**
 * The export's row as its job takes it: running, one more try counted. Null when there is nothing to do:
 * the row is gone (its project was deleted) or already done or failed.
 */
export async function startExport(deps: RenderDeps, exportId: string): Promise<ExportRow | null> {
  const [row] = await deps.database.db
    .select()
    .from(videoExports)
    .where(and(eq(videoExports.id, exportId), inArray(videoExports.status, ["queued", "running"])));
  if (!row) return null;
  const [started] = await deps.database.db
    .update(videoExports)
    .set({ status: "running", progress: 0, attempts: row.attempts + 1, error: null, updated_at: new Date() })
    .where(eq(videoExports.id, exportId))
    .returning();
  return started ?? null;
}

/** The export's end: done with its file, or failed with the reason. False when the row is gone. */
export async function finishExport(
  deps: RenderDeps,
  exportId: string,
  outcome:
    | { status: "done"; key: string; bytes: number; width: number; height: number }
    | { status: "failed"; error: string },
): Promise<boolean> {
  const set =
    outcome.status === "done"
      ? {
          status: "done" as const,
          progress: 1,
          storage_key: outcome.key,
          bytes: outcome.bytes,
          width: outcome.width,
          height: outcome.height,
          error: null,
        }
      : { status: "failed" as const, error: outcome.error };
  const rows = await deps.database.db
    .update(videoExports)
    .set({ ...set, updated_at: new Date() })
    .where(eq(videoExports.id, exportId))
    .returning({ id: videoExports.id });
  return rows.length > 0;
}
