import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { TaskStatus } from "@reelsmith/contract/task-status";
import { type CreateVideoRequest, createVideoRequestSchema } from "@reelsmith/contract/video";
import { loadConfig } from "../../config";
import type { Database } from "../../db/client";
import { userProfiles, users } from "../../db/schema";
import { runTask } from "../../render/pipeline";
import { getTask } from "../../render/task-store";
import type { RenderDeps } from "../../render/types";
import { createVideoTask, toRenderRequest } from "../../services/videos";
import { createStorage } from "../../storage/create-storage";
import { openTestDatabase } from "../test-db";
import { createTestLogger } from "../test-logger";
import { seedFixtureCatalog } from "./fixture-catalog";

/** A render environment for tests: fresh database, temporary storage, the fixture catalogue, one user. */
export async function createRenderHarness(
  opts: { database?: Database; dataDir?: string; seedFixture?: boolean; env?: Record<string, string> } = {},
) {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-render-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, RENDER_EXPIRE_S: "120", ...opts.env });
  const database = opts.database ?? (await openTestDatabase());
  // DATA_DIR/storage, or the bucket that S3_* in `opts.env` names (then storageRoot and fileOf do not apply).
  const storage = createStorage(config);
  const deps: RenderDeps = { config, database, storage, logger: createTestLogger() };
  if (opts.seedFixture !== false) await seedFixtureCatalog(storage);
  const userId = `user-${Math.random().toString(36).slice(2, 10)}`;
  await database.db.insert(users).values({
    id: userId,
    name: "Render Test",
    email: `${userId}@example.com`,
    emailVerified: true,
    username: userId,
    fullName: "Render Test",
  });
  await database.db.insert(userProfiles).values({ user_id: userId, available_credits: 1000 });
  return {
    deps,
    dataDir,
    userId,
    storageRoot: path.join(dataDir, "storage"),
    /** Creates the task rows (charging credits) without queueing; returns the task id. */
    async createTask(body: Partial<CreateVideoRequest> & { story: string }) {
      const parsed = createVideoRequestSchema.parse({ narrationMode: "voice", size: "180x320", ...body });
      const { task_id } = await createVideoTask(deps, { enqueue: async () => {} }, userId, parsed);
      return task_id;
    },
    /** Runs a task to the end in this process and returns its row. */
    async render(body: Partial<CreateVideoRequest> & { story: string }) {
      const id = await this.createTask(body);
      await runTask(deps, id);
      const row = await getTask(deps, id);
      if (row?.task_status !== TaskStatus.generated)
        throw new Error(`render ended at ${row?.task_status}: ${row?.error}`);
      return row;
    },
    /** The local file of a storage URL. */
    fileOf(url: string) {
      const key = storage.keyFromUrl(url);
      if (!key) throw new Error(`not a storage URL: ${url}`);
      return path.join(dataDir, "storage", key);
    },
    async close() {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type RenderHarness = Awaited<ReturnType<typeof createRenderHarness>>;
export { toRenderRequest };
