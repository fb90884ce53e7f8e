import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { removeDir, tempDir } from "../tests/support/server";

// Requests a second on loopback, for `npm run bench` and `npm run bench:cache`.

export type Throughput = { path: string; rps: number; p50: number; p99: number; errors: number };

export async function throughput(url: string, label: string): Promise<Throughput> {
  await autocannon({ url, connections: 10, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections: 50, duration: 10 });
  return {
    path: label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * The same bytes as the server's home page, from a static server as small as it gets, in a
 * process of its own like the site's (in this one it would share a thread with autocannon).
 */
export async function staticServer(body: Buffer) {
  const dir = await tempDir("bench-static-");
  const file = `${dir}/home.html`;
  writeFileSync(file, body);
  const code = `
    const body = require("node:fs").readFileSync(process.argv[1]);
    const server = require("node:http").createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
      res.end(body);
    });
    server.listen(0, "127.0.0.1", () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ["-e", code, file], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once("exit", () => reject(new Error("o servidor estático não iniciou")));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      child.kill();
      await removeDir(dir);
    },
  };
}
