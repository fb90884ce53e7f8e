// Loaded into the server by `npm run bench:fuzz` (NODE_OPTIONS=--import): the event loop's
// delays, measured inside the server, on a loopback port of their own (LOOP_PROBE_PORT).
// GET /reset starts a new measure; GET /max answers the longest pause since then, in ms.
// Never part of the site.
import http from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";

// The server's children (the database's, the photos') inherit NODE_OPTIONS: only the server
// itself, which takes the port out of the environment it hands down, measures.
const port = process.env.LOOP_PROBE_PORT;
delete process.env.LOOP_PROBE_PORT;
const loop = monitorEventLoopDelay({ resolution: 10 });
if (port) {
  loop.enable();
  http
    .createServer((req, res) => {
      if (req.url === "/reset") loop.reset();
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ maxMs: loop.max / 1e6 }));
    })
    .listen(Number(port), "127.0.0.1")
    .unref();
}
