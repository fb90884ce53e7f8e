import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every route is in the first response's manifest: no /__manifest request after load, and no
  // router update that would reach a form still waiting for its code (deferred.tsx).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
