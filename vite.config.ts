import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { publicChunk } from "./scripts/lib/public-chunk.ts";

const shared = publicChunk();

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? // The server build's entry is our Express app, which imports React Router's build itself.
      { rollupOptions: { input: "./app/http/http.server.ts" } }
    : // Public pages load their shared code as one file (ADR 0027).
      { rolldownOptions: { output: { codeSplitting: { groups: [shared.group] } } } },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), shared.plugin],
}));
