import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "./app-error";

/** Parses a JSON body with a contract schema; the first issue's message is the error the user sees. */
export async function jsonBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new AppError("INVALID_JSON", "The request body must be JSON.");
  }
  return parseWith(schema, raw);
}

export function parseWith<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("VALIDATION_ERROR", issue ? messageOf(issue) : "Invalid request");
  }
  return parsed.data;
}

/** An unknown field (the request schemas are strict) is named with its path, e.g. "character_ref.owner". */
function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.code !== "unrecognized_keys") return issue.message;
  const names = issue.keys.map((key) => [...issue.path, key].join("."));
  return `Unknown field${names.length > 1 ? "s" : ""}: ${names.join(", ")}`;
}
