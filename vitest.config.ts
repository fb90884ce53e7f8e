import { defineConfig } from "vitest/config";

// No reactRouter() plugin here: it is for the app build only, and breaks Vitest's own config.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Server modules log with pino; tests read their own assertions, not log lines.
    env: { LOG_LEVEL: "silent" },
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          // The app build runs in-process: rvf (CommonJS for Node) must use the same
          // react-router instance as the app, so it is loaded as ESM through Vitest too.
          alias: { "@rvf/react-router": "@rvf/react-router/dist/index.esm.js" },
          server: { deps: { inline: [/@rvf\//] } },
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // PGlite and child servers are heavy on two cores: one file at a time.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The site as deployed (ADR 0046): instances, nginx and PostgreSQL; `npm run test:cluster`.
          name: "cluster",
          include: ["tests/cluster/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
