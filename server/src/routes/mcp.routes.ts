import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { apiKeyMessages } from "@reelsmith/contract/api-keys";
import { bearerToken } from "../http/api-key-auth";
import { createRouter } from "../http/create-router";
import { readRequestUser } from "../http/session";
import { notAuthenticated } from "../lib/app-error";
import { registerReelsmithTools } from "../mcp/reelsmith-tools";

export const mcpMessages = {
  keyRequired:
    "The MCP endpoint needs a personal API key: Authorization: Bearer rs_... (create one on your profile page).",
} as const;

/**
 * The MCP server (streamable HTTP) for AI agents, authenticated by a personal API key only: a browser
 * session is not enough, so no web page can drive it with a visitor's cookie. Stateless: each request gets
 * its own server acting as the key's owner, so any API process can answer any request (no session to keep),
 * and the key is checked, and counted against its limit, on every call.
 */
export const mcpRoutes = createRouter().all("/mcp", async (c) => {
  // Stateless: no stream for server-initiated messages (GET) and no session to end (DELETE).
  if (c.req.method !== "POST") return c.body(null, 405, { Allow: "POST" });
  if (bearerToken(c.req.header("authorization")) === null) throw notAuthenticated(mcpMessages.keyRequired);
  const user = await readRequestUser(c);
  if (!user) throw notAuthenticated(apiKeyMessages.invalidKey);
  const server = new McpServer({ name: "reelsmith", version: "1.0.0" });
  registerReelsmithTools(server, c.var.deps, user);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(c.req.raw);
  } finally {
    // The answer is whole (JSON, not a stream): nothing of this request's server is used again.
    await server.close();
  }
});
