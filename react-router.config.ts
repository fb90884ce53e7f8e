import type { Config } from "@react-router/dev/config";
import { precompress } from "./scripts/lib/precompress";

export default {
  ssr: true,
  // After both builds, so React Router's own manifest file is compressed too (ADR 0026).
  async buildEnd({ reactRouterConfig }) {
    await precompress(`${reactRouterConfig.buildDirectory}/client`);
  },
} satisfies Config;
