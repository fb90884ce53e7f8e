import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { publicChunk } from "./scripts/lib/public-chunk.ts";

const shared = publicChunk();

// Rolldown's table of time spent in plugins measures how busy the machine is, not the code: on
// two cores with other work it prints on most builds and reads like an error.
const checks = { bundlerTimings: false };

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? // The server build's entry is our Express app, which imports React Router's build itself.
      { rolldownOptions: { input: "./app/http/http.server.ts", checks } }
    : // Public pages load their shared code as one file (ADR 0027).
      { rolldownOptions: { checks, output: { codeSplitting: { groups: [shared.group] } } } },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), shared.plugin],
}));
