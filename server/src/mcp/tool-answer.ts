import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { AppError } from "../lib/app-error";

const json = (value: unknown): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify(value, null, 2) }],
});

/**
 * A tool's answer: what `run` returns, as JSON text. An API error becomes a tool error the agent can read
 * (its code and the API's message), as the REST API would answer it; anything else is the SDK's to report.
 */
export async function answer(run: () => Promise<unknown>): Promise<CallToolResult> {
  try {
    return json(await run());
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { isError: true, content: [{ type: "text", text: `${err.code}: ${err.message}` }] };
  }
}
