import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { TaskStatus } from "@reelsmith/contract/task-status";

export interface StdioProxyOptions {
  /** The Reelsmith server's MCP endpoint, e.g. http://localhost:3000/mcp. */
  url: URL;
  /** A personal API key (rs_...). */
  apiKey: string;
}

/**
 * An MCP server on standard input and output (what desktop agents start as a command) that forwards
 * every tool listing and call to a Reelsmith server's /mcp endpoint with the API key: the tools are the
 * server's own, so the two can never differ. Connects first, so a wrong address or key fails at start
 * with the server's answer instead of on the agent's first call.
 */
export async function startStdioProxy({ url, apiKey }: StdioProxyOptions): Promise<() => Promise<void>> {
  const upstream = new Client({ name: "reelsmith-mcp-stdio", version: "1.0.0" });
  await upstream.connect(
    new StreamableHTTPClientTransport(url, {
      requestInit: { headers: { authorization: `Bearer ${apiKey}` } },
    }),
  );
  const server = new Server(
    { name: "reelsmith", version: "1.0.0" },
    {
      capabilities: { tools: {} },
      instructions:
        "Reelsmith makes short vertical videos. List voices, presenters, styles and music, start a video " +
        `with create_story_video or create_product_ad, then poll get_task_status until task_status is ${TaskStatus.generated}.`,
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, (request) => upstream.listTools(request.params));
  server.setRequestHandler(CallToolRequestSchema, (request) => upstream.callTool(request.params));
  await server.connect(new StdioServerTransport());
  return async () => {
    await server.close();
    await upstream.close();
  };
}
