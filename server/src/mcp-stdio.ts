/**
 * `npx reelsmith-mcp` / `npm run mcp`: Reelsmith's MCP tools for desktop agents (Claude Desktop, Cursor...)
 * that start an MCP server as a command. It forwards to a running Reelsmith server, so it needs only that
 * server's address and a personal API key, both from the environment:
 *   REELSMITH_URL      the server (default http://localhost:3000)
 *   REELSMITH_API_KEY  a key from the profile page (rs_...)
 * Standard output carries the protocol: every message of ours goes to standard error.
 */
import { z } from "zod";
import { startStdioProxy } from "./mcp/stdio-proxy";

const proxyEnvSchema = z.object({
  REELSMITH_URL: z
    .string()
    .url("REELSMITH_URL must be the server's address, such as http://localhost:3000")
    .default("http://localhost:3000"),
  REELSMITH_API_KEY: z
    .string({ error: "REELSMITH_API_KEY is required: create a key on your Reelsmith profile page" })
    .trim()
    .min(1, "REELSMITH_API_KEY is required: create a key on your Reelsmith profile page"),
});

const parsed = proxyEnvSchema.safeParse(process.env);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`reelsmith-mcp: ${issue.message}`);
  process.exit(2);
}
const url = new URL("/mcp", parsed.data.REELSMITH_URL);
try {
  const stop = await startStdioProxy({ url, apiKey: parsed.data.REELSMITH_API_KEY });
  const shutdown = () => void stop().finally(() => process.exit(0));
  process.stdin.on("end", shutdown);
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
} catch (err) {
  console.error(`reelsmith-mcp: could not reach ${url}: ${(err as Error).message}`);
  process.exit(1);
}
