import path from "node:path";
import { describe, expect, it } from "vitest";
import { backupFileName } from "../../scripts/lib/backup";
import { libpqTarget } from "../../scripts/lib/libpq";

describe("backup file name", () => {
  const now = new Date("2026-11-22T22:36:59Z");

  it("is dated in UTC to the minute, in ./backups, BACKUP_DIR or the folder given", () => {
    expect(backupFileName(undefined, now)).toBe(
      path.resolve("backups/site-2026-11-22T2236.tar.gz"),
    );
    expect(backupFileName("/srv/copias", now)).toBe("/srv/copias/site-2026-11-22T2236.tar.gz");
  });

  it("is the file given when it ends in .tar.gz or .tgz", () => {
    expect(backupFileName("/srv/copias/antes-da-migracao.tar.gz", now)).toBe(
      "/srv/copias/antes-da-migracao.tar.gz",
    );
    expect(backupFileName("/srv/x.tgz", now)).toBe("/srv/x.tgz");
  });
});

describe("pg_dump and psql reach DATABASE_URL like the server (libpqTarget)", () => {
  const system = { systemCaFile: "/etc/ssl/certs/ca-certificates.crt" };

  it("moves the password out of the command line, into PGPASSWORD", () => {
    const target = libpqTarget("postgres://site:p%40ss%3Aword@127.0.0.1:5432/site", {});
    expect(target.url).toBe("postgres://site@127.0.0.1:5432/site");
    expect(target.env).toEqual({ PGPASSWORD: "p@ss:word" });
  });

  it("verifies a host off the machine with verify-full, replacing a weaker sslmode", () => {
    const target = libpqTarget(
      "postgresql://postgres:segredo@db.abc.supabase.co:5432/postgres?sslmode=require&application_name=copia",
      { caFile: "/etc/site/supabase-ca.pem" },
      system,
    );
    expect(target.url).toBe(
      "postgresql://postgres@db.abc.supabase.co:5432/postgres?application_name=copia",
    );
    expect(target.env).toEqual({
      PGPASSWORD: "segredo",
      PGSSLMODE: "verify-full",
      PGSSLROOTCERT: "/etc/site/supabase-ca.pem",
    });
    // Without DATABASE_CA_FILE: the system's list of authorities.
    expect(libpqTarget("postgres://u@db.example.com/site", {}, system).env).toEqual({
      PGSSLMODE: "verify-full",
      PGSSLROOTCERT: system.systemCaFile,
    });
  });

  it("turns TLS off when the server would, and leaves loopback to the URL", () => {
    expect(libpqTarget("postgres://u@db.example.com/site", { mode: "off" }).env).toEqual({
      PGSSLMODE: "disable",
    });
    expect(libpqTarget("postgres://u@db.example.com/site?sslmode=disable", {}).env).toEqual({
      PGSSLMODE: "disable",
    });
    const local = libpqTarget("postgres://u@localhost/site?sslmode=prefer", {});
    expect(local).toEqual({ url: "postgres://u@localhost/site?sslmode=prefer", env: {} });
  });
});
