import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { databaseHosts, isLoopbackHost, postgresTlsOptions } from "~/server/db/tls.server";
import { ConfigError, parseEnv } from "~/server/env.server";

const VERIFY = { rejectUnauthorized: true };

describe("TLS to PostgreSQL (postgresTlsOptions)", () => {
  it.each([
    "postgresql://postgres:senha@db.abcdefgh.supabase.co:5432/postgres",
    "postgres://u:p@aws-0-sa-east-1.pooler.supabase.com:5432/postgres",
    "postgres://u@10.0.0.5/site",
    "postgres://u@192.168.1.20:5432/site",
    "postgres://u@[2001:db8::10]:5432/site",
    // sslmode=require alone encrypts without checking who answers: verified all the same.
    "postgres://u@db.example.com/site?sslmode=require",
    "postgres://u@db.example.com/site?sslmode=prefer",
    "postgres://u@db.example.com/site?sslmode=verify-ca",
  ])("verifies the certificate of a host off the machine by default: %s", (url) => {
    expect(postgresTlsOptions(url)).toEqual(VERIFY);
  });

  it.each([
    "postgres://postgres@127.0.0.1:55432/site_test",
    "postgres://postgres@127.8.9.10/site",
    "postgres://postgres@localhost/site",
    "postgres://postgres@LOCALHOST:5432/site",
    "postgres://postgres@[::1]:5432/site",
    "postgres://postgres@%2Fvar%2Frun%2Fpostgresql/site",
  ])("leaves a loopback or unix-socket URL as it is: %s", (url) => {
    expect(postgresTlsOptions(url)).toBeUndefined();
  });

  it("takes PGHOST when the URL names no host, as postgres.js does", () => {
    expect(postgresTlsOptions("postgres://u@/site", {}, "/var/run/postgresql")).toBeUndefined();
    expect(postgresTlsOptions("postgres://u@/site", {}, "db.example.com")).toEqual(VERIFY);
    expect(postgresTlsOptions("postgres://u@/site")).toBeUndefined(); // localhost
  });

  it("verifies when any of several hosts is off the machine, or a host= in the query is", () => {
    expect(postgresTlsOptions("postgres://u@127.0.0.1:5432,db.example.com:5432/site")).toEqual(
      VERIFY,
    );
    expect(postgresTlsOptions("postgres://u@localhost/site?host=db.example.com")).toEqual(VERIFY);
    expect(postgresTlsOptions("postgres://u@db.example.com/site?host=/tmp")).toEqual(VERIFY);
  });

  it("is turned off only in so many words: DATABASE_TLS=off or sslmode=disable", () => {
    const remote = "postgres://u@db.example.com/site";
    expect(postgresTlsOptions(remote, { mode: "off" })).toBe(false);
    expect(postgresTlsOptions(`${remote}?sslmode=require`, { mode: "off" })).toBe(false);
    expect(postgresTlsOptions(`${remote}?sslmode=disable`)).toBe(false);
    expect(postgresTlsOptions(`${remote}?application_name=x&sslmode=DISABLE`)).toBe(false);
  });

  it("DATABASE_TLS=verify checks every host, loopback and sslmode=disable included", () => {
    expect(postgresTlsOptions("postgres://u@127.0.0.1/site", { mode: "verify" })).toEqual(VERIFY);
    expect(
      postgresTlsOptions("postgres://u@db.example.com/site?sslmode=disable", { mode: "verify" }),
    ).toEqual(VERIFY);
  });

  it("trusts the CA bundle of DATABASE_CA_FILE when given", () => {
    const ca = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n";
    expect(postgresTlsOptions("postgres://u@db.example.com/site", { ca })).toEqual({
      rejectUnauthorized: true,
      ca,
    });
  });

  it("reads the hosts of a URL the way the drivers do", () => {
    expect(databaseHosts("postgres://u:p%40ss@db.example.com:6543/site")).toEqual([
      "db.example.com",
    ]);
    expect(databaseHosts("postgres://u@a:1,b:2/site?host=c")).toEqual(["a", "b", "c"]);
    expect(databaseHosts("postgres://u@[::1]:5432/site")).toEqual(["::1"]);
    expect(["127.0.0.1", "::1", "localhost", "/tmp"].every(isLoopbackHost)).toBe(true);
    expect(["128.0.0.1", "::2", "localhost.example.com", "0.0.0.0"].some(isLoopbackHost)).toBe(
      false,
    );
  });
});

describe("DATABASE_TLS and DATABASE_CA_FILE", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-ca-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const stopsOn = (source: Record<string, string>, variable: string) => {
    const attempt = () => parseEnv(source);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(new RegExp(`^Configuração inválida: ${variable} [^\\n]+$`));
  };

  it("reads a PEM bundle at start", () => {
    const ca = path.join(dir, "ca.pem");
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"]
        .concat(["-keyout", path.join(dir, "ca.key"), "-out", ca, "-days", "2"])
        .concat(["-subj", "/CN=CA de teste"]),
      { stdio: "ignore" },
    );
    const env = parseEnv({ DATABASE_CA_FILE: ca, DATABASE_TLS: "verify" });
    expect(env.databaseCa).toMatch(
      /^-----BEGIN CERTIFICATE-----\n[\s\S]+-----END CERTIFICATE-----\n$/,
    );
    expect(env.DATABASE_TLS).toBe("verify");
    expect(parseEnv({}).DATABASE_TLS).toBeUndefined();
  });

  it("stops with one line naming the variable when the file is missing or not a certificate", () => {
    stopsOn({ DATABASE_CA_FILE: path.join(dir, "nao-existe.pem") }, "DATABASE_CA_FILE");
    const junk = path.join(dir, "lixo.pem");
    writeFileSync(junk, "isto não é um certificado");
    stopsOn({ DATABASE_CA_FILE: junk }, "DATABASE_CA_FILE");
    const broken = path.join(dir, "quebrado.pem");
    writeFileSync(broken, "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n");
    stopsOn({ DATABASE_CA_FILE: broken }, "DATABASE_CA_FILE");
  });

  it("accepts only verify or off for DATABASE_TLS", () => {
    stopsOn({ DATABASE_TLS: "require" }, "DATABASE_TLS");
    expect(parseEnv({ DATABASE_TLS: "off" }).DATABASE_TLS).toBe("off");
  });
});
