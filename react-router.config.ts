import type { Config } from "@react-router/dev/config";
import { precompress } from "./scripts/lib/precompress";

export default {
  ssr: true,
  // Every route is in the first response's manifest: no /__manifest request after load, and no
  // router update that would reach a form still waiting for its code (deferred.tsx).
  routeDiscovery: { mode: "initial" },
  // After both builds, so React Router's own manifest file is compressed too (ADR 0026).
  async buildEnd({ reactRouterConfig }) {
    await precompress(`${reactRouterConfig.buildDirectory}/client`);
  },
} satisfies Config;
