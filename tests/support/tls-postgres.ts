import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freePort, removeDir, tempDir } from "./server";

/**
 * A throwaway PostgreSQL that accepts only TLS connections, with a server certificate issued
 * by a CA made here. It listens on 127.0.0.1 only: tests never reach another address, so the
 * server is told to verify as it would for a remote host (DATABASE_TLS=verify).
 */
export async function startTlsPostgres() {
  const bin = postgresBin();
  const host = "127.0.0.1";
  const dir = await tempDir("site-pg-tls-");
  const asRoot = process.getuid?.() === 0;
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { stdio: "ignore" });
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"];

  // Our CA, another CA nobody trusts, and the server's certificate for `host` from ours.
  for (const ca of ["ca", "outra-ca"]) {
    openssl(
      "req",
      "-x509",
      ...ec,
      "-keyout",
      file(`${ca}.key`),
      "-out",
      file(`${ca}.pem`),
      "-days",
      "2",
      "-subj",
      `/CN=${ca}`,
    );
  }
  openssl(
    "req",
    ...ec,
    "-keyout",
    file("server.key"),
    "-out",
    file("server.csr"),
    "-subj",
    "/CN=db",
  );
  writeFileSync(file("san.ext"), `subjectAltName=IP:${host},DNS:localhost\n`);
  openssl(
    ...["x509", "-req", "-in", file("server.csr"), "-CA", file("ca.pem")],
    ...["-CAkey", file("ca.key"), "-CAcreateserial", "-days", "2", "-out", file("server.pem")],
    ...["-extfile", file("san.ext")],
  );
  chmodSync(file("server.key"), 0o600);

  const pg = (command: string) => {
    // initdb and pg_ctl refuse to run as root.
    if (asRoot) execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", command], { stdio: "pipe" });
    else execFileSync("/bin/sh", ["-c", command], { stdio: "pipe" });
  };
  if (asRoot) execFileSync("chown", ["-R", "postgres", dir]);
  const data = file("data");
  pg(`${bin}/initdb -D ${data} -U postgres -A trust -E UTF8 --no-sync`);
  // TLS or nothing: a plain connection finds no line that admits it.
  writeFileSync(
    path.join(data, "pg_hba.conf"),
    "local all all trust\nhostssl all all 0.0.0.0/0 trust\nhostssl all all ::/0 trust\n",
  );
  if (asRoot) execFileSync("chown", ["postgres", path.join(data, "pg_hba.conf")]);
  const port = await freePort();
  const options = [
    `-p ${port} -k ${dir} -c listen_addresses=${host} -c fsync=off -c ssl=on`,
    `-c ssl_cert_file=${file("server.pem")} -c ssl_key_file=${file("server.key")}`,
  ].join(" ");
  pg(`${bin}/pg_ctl -D ${data} -l ${file("log")} -w -o '${options}' start`);

  return {
    host,
    url: `postgres://postgres@${host}:${port}/postgres`,
    caFile: file("ca.pem"),
    otherCaFile: file("outra-ca.pem"),
    async stop() {
      try {
        pg(`${bin}/pg_ctl -D ${data} -m immediate -w stop`);
      } finally {
        await removeDir(dir);
      }
    },
  };
}

function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((v) => path.join(root, v, "bin")).find((b) => existsSync(`${b}/initdb`));
  if (!bin) throw new Error("initdb não encontrado: instale o pacote postgresql do Debian");
  return bin;
}
