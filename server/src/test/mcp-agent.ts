import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { createApiKey } from "../services/api-keys";
import type { SignedInApp } from "./signed-in-app";

export interface ToolResult {
  isError?: boolean;
  content: { text: string }[];
}

/**
 * An AI agent on the app's /mcp, over a real loopback server, with a new API key of the signed-in user:
 * `call` answers a tool's result, `json` its text parsed; `close` ends the client and the server.
 */
export async function connectMcpAgent(app: SignedInApp, name: string) {
  const server = serve({ fetch: app.ctx.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((r) => server.once("listening", () => r()));
  const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
  const { key } = await createApiKey(app.ctx.deps.database.db, app.userId, name);
  const mcp = new Client({ name, version: "1.0.0" });
  await mcp.connect(
    new StreamableHTTPClientTransport(url, { requestInit: { headers: { authorization: `Bearer ${key}` } } }),
  );
  const call = async (tool: string, args: Record<string, unknown>) =>
    (await mcp.callTool({ name: tool, arguments: args })) as ToolResult;
  return {
    call,
    json: async <T>(tool: string, args: Record<string, unknown>) =>
      JSON.parse((await call(tool, args)).content[0]?.text ?? "{}") as T,
    async close() {
      await mcp.close();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
