import { it } from "vitest";
import { startApp } from "../tests/support/app";

it("x", async () => {
  const app = await startApp({ LOG_LEVEL: "error" });
  const r = await fetch(app.url + "/servicos");
  console.log(r.status, (await r.text()).slice(0, 300));
  await app.close();
});
