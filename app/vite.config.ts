import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress";

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: "@", replacement: path.resolve(import.meta.dirname, "src") },
      // Every "zod" import gets zod configured for the CSP (jitless, see src/app/zod-config.ts).
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, "src/app/zod-config.ts") },
    ],
  },
  server: { port: 5173, proxy: { "/api": "http://localhost:3000", "/storage": "http://localhost:3000" } },
  build: {
    outDir: "dist",
    sourcemap: false,
    // dist/.vite/manifest.json: the server preloads a public page's route chunk with index.html (server/src/spa.ts).
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod and src/app/zod-config.ts (jitless parsing, see there) in one chunk, loaded only by the
            // chunks that use zod.
            { name: "zod", test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]app[\\/]zod-config\.ts$/ },
          ],
        },
      },
    },
  },
});
