import pg from "pg";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/test-db";

describe.runIf(process.env.TEST_DB === "postgres")("the PostgreSQL connection pool", () => {
  it("keeps serving after the server ends its connections (a restart or failover)", async () => {
    const database = await openTestDatabase();
    try {
      const { rows } = await database.executeSql("select current_database() as name");
      const name = (rows[0] as { name: string }).name;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [name],
      );
      await admin.end();
      // The pool's idle connection hears its end now; unheard, that error would crash the process.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const after = await database.executeSql("select 2 as two");
      expect(after.rows[0]).toEqual({ two: 2 });
    } finally {
      await database.close();
    }
  });
});
