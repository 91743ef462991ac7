#!/usr/bin/env node
// The `reelsmith-mcp` command: runs server/src/mcp-stdio.ts with tsx's loader (the repository's TypeScript
// runs as it is, as every other entry does). See that file for the environment it reads.
import { register } from "tsx/esm/api";

register();
await import("../src/mcp-stdio.ts");
