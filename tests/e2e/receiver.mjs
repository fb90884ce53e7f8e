// The webhook receiver of the end-to-end run: a real HTTP server on 127.0.0.1 that records
// every lead and answers with the status a test sets (POST /status/500), 200 by default.
import http from "node:http";

const port = Number(process.env.E2E_RECEIVER_PORT ?? 4174);
const received = [];
let status = 200;

http
  .createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const control = req.url?.match(/^\/status\/(\d{3})$/);
      if (req.method === "POST" && control) {
        status = Number(control[1]);
        return res.writeHead(204).end();
      }
      if (req.method === "GET" && req.url === "/received") {
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(JSON.stringify(received));
      }
      if (req.method === "GET" && req.url === "/healthz") return res.writeHead(200).end("ok");
      if (req.method === "POST" && req.url === "/webhook") {
        received.push({ key: req.headers["idempotency-key"], status, body: JSON.parse(raw) });
        return res.writeHead(status).end();
      }
      res.writeHead(404).end();
    });
  })
  .listen(port, "127.0.0.1");
