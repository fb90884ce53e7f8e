import { e2eAdmin } from "../../playwright.config";
import { freePort, type RunningServer, removeDir, startServer, tempDir } from "../support/server";

/**
 * A site of its own whose 'Agenda externa' is set (BOOKING_CALENDAR_URL, ADR 0057), for the
 * specs of the outside calendar's frame: the shared e2e server books on the site's own times.
 * The calendar is an address of the site itself, so nothing leaves this machine.
 */
export async function startOutsideCalendarSite() {
  const dataDir = await tempDir("e2e-agenda-externa-");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server: RunningServer = await startServer({
    PORT: String(port),
    BASE_URL: url,
    DATA_DIR: dataDir,
    ADMIN_USERNAME: e2eAdmin.username,
    ADMIN_PASSWORD: e2eAdmin.password,
    BOOKING_CALENDAR_URL: `${url}/healthz?agenda=calendario`,
    CONTACT_WHATSAPP: "5511900000000",
  });
  return {
    url,
    async stop() {
      await server.stop();
      await removeDir(dataDir);
    },
  };
}
