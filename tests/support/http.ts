import http from "node:http";
import type { AddressInfo } from "node:net";

/** A real HTTP server on loopback (127.0.0.1) whose answer the test changes as it goes. */
export async function startStubServer(
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void,
  host = "127.0.0.1",
) {
  let current = handler;
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    current(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://${host}:${port}`,
    requests,
    answer(next: typeof handler) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const json =
  (status: number, body: unknown) => (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

/**
 * A webhook receiver on 127.0.0.1 that records what it gets (and the keys it answered) and
 * answers as told.
 */
export async function startReceiver() {
  const received: { body: Record<string, unknown>; key: string | undefined }[] = [];
  const answered: (string | undefined)[] = [];
  const held = new Set<string>();
  let status = 200;
  let hang = false;
  const server = await startStubServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const body = JSON.parse(raw);
      const key = req.headers["idempotency-key"] as string;
      received.push({ body, key });
      if (hang || held.delete(String(body.email ?? ""))) return; // never answers
      answered.push(key);
      res.writeHead(status).end();
    });
  });
  return {
    url: `${server.url}/webhook`,
    received,
    answered,
    /** The next post of this e-mail's lead is received and never answered. */
    holdNext(email: string) {
      held.add(email);
    },
    answer(next: number) {
      status = next;
      hang = false;
    },
    hang() {
      hang = true;
    },
    close: server.close,
  };
}
