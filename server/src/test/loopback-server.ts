import fs from "node:fs/promises";
import type http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake service's server listening on a free loopback port: its origin and host, and a close that drops
 * open connections, stops it and removes its scratch folder.
 */
export async function listenOnLoopback(server: http.Server, scratchDir: string) {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fs.rm(scratchDir, { recursive: true, force: true });
    },
  };
}
