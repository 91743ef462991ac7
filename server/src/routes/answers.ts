import type { ErrorCode } from "@reelsmith/contract/error-codes";
import type { Context } from "hono";
import type { z } from "zod";
import type { Db } from "../db/client";
import type { AuthedEnv } from "../http/create-router";

/** The answer of an operation that deletes what it names: no body. */
export const DELETED = { status: 204, description: "Deleted" } as const;

/**
 * The answers of an operation on one of the caller's own records by its `:id`: the record's JSON as
 * `schema` says, or NOT_FOUND for another user's or an unknown id (then any `errors` of its own).
 */
export const ownRecordAnswers = (description: string, schema: z.ZodType, errors: ErrorCode[] = []) => ({
  response: { status: 200 as const, description, schema },
  errors: ["NOT_FOUND" as const, ...errors],
});

/** The handler of such an operation: `act` on the caller's record `:id`, its result answered as JSON. */
export const onOwnRecord =
  <T>(act: (db: Db, userId: string, id: string) => Promise<T>) =>
  async (c: Context<AuthedEnv, "/:id">) =>
    c.json(await act(c.var.deps.database.db, c.var.user.id, c.req.param("id")));
