import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { isoDate } from "~/lib/dates";
import { type Database, setDatabase, tables } from "~/server/db/index.server";
import { createMaterial, updateMaterial } from "~/server/materials/library.server";
import { createPost, updatePost } from "~/server/posts/save.server";
import {
  isNoise,
  listNotFound,
  MAX_PATHS_PER_DAY,
  pruneNotFound,
  recordNotFound,
  referrerPlace,
} from "~/server/redirects/not-found-log.server";
import {
  createRedirect,
  deleteRedirect,
  listRedirects,
  redirectFor,
  updateRedirect,
} from "~/server/redirects/redirects.server";
import { listSlugChanges } from "~/server/redirects/slug-changes.server";
import { describeOnTargets } from "../support/databases";

// Redirects (ADR 0044) in the data layer, on PGlite and on PostgreSQL: saving with its
// refusals, the one look-up a 404 makes, the 404 log's bounds, and the content's old slugs.

const { notFoundHits } = tables;

describeOnTargets("redirects on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
    setDatabase(database);
  });
  afterAll(async () => {
    setDatabase(undefined);
    await dispose();
  });

  it("saves a redirect normalised, finds it by its path, edits and deletes it", async () => {
    const created = await createRedirect(
      { from: "/Promo-Antiga/", to: "/materiais", status: 301 },
      null,
    );
    expect(created.ok).toBe(true);
    expect(await redirectFor("/promo-antiga")).toEqual({ target: "/materiais", status: 301 });
    const id = created.ok ? created.id : 0;

    const taken = await createRedirect({ from: "/promo-antiga", to: "/blog", status: 302 }, null);
    expect(taken).toEqual({ ok: false, reason: "taken" });

    expect(
      await updateRedirect(
        id,
        { from: "/promo-antiga", to: "https://exemplo.com.br/x", status: 302 },
        null,
      ),
    ).toEqual({ ok: true, id });
    expect(await redirectFor("/promo-antiga")).toEqual({
      target: "https://exemplo.com.br/x",
      status: 302,
    });
    expect((await listRedirects()).map((r) => r.from)).toContain("/promo-antiga");
    expect(
      await updateRedirect(999_999, { from: "/x", to: "/y", status: 301 }, null),
    ).toBeUndefined();

    expect(await deleteRedirect(id)).toBe(true);
    expect(await deleteRedirect(id)).toBe(false);
    expect(await redirectFor("/promo-antiga")).toBeUndefined();
  });

  it("refuses a loop: to itself, or back through the redirects already saved", async () => {
    expect(await createRedirect({ from: "/a", to: "/A/", status: 301 }, null)).toEqual({
      ok: false,
      reason: "loop",
    });
    const ab = await createRedirect({ from: "/laco-a", to: "/laco-b", status: 301 }, null);
    const bc = await createRedirect({ from: "/laco-b", to: "/laco-c?x=1", status: 301 }, null);
    expect(ab.ok && bc.ok).toBe(true);
    expect(await createRedirect({ from: "/laco-c", to: "/laco-a", status: 301 }, null)).toEqual({
      ok: false,
      reason: "loop",
    });
    // Editing a link of the chain is checked with its new 'Para'.
    const id = bc.ok ? bc.id : 0;
    expect(await updateRedirect(id, { from: "/laco-b", to: "/laco-a", status: 301 }, null)).toEqual(
      {
        ok: false,
        reason: "loop",
      },
    );
    expect(await createRedirect({ from: "/laco-c", to: "/blog", status: 301 }, null)).toMatchObject(
      {
        ok: true,
      },
    );
  });

  it("counts 404s per day and path, keeps the last referrer, and lists them by visits", async () => {
    const now = new Date();
    expect(await recordNotFound("/sumiu", "busca.exemplo.com/resultados", "10.0.0.1", now)).toBe(
      true,
    );
    expect(await recordNotFound("/sumiu", "", "10.0.0.2", now)).toBe(true);
    expect(await recordNotFound("/outra", "", "10.0.0.3", now)).toBe(true);
    // Scanners' addresses are not counted.
    expect(await recordNotFound("/wp-login.php", "", "10.0.0.4", now)).toBe(false);
    const list = await listNotFound(now);
    const sumiu = list.find((row) => row.path === "/sumiu");
    expect(sumiu).toMatchObject({
      hits: 2,
      referrer: "busca.exemplo.com/resultados",
      redirected: false,
    });
    expect(list[0]?.path).toBe("/sumiu");
    expect(list.find((row) => row.path === "/laco-a")).toBeUndefined();

    await createRedirect({ from: "/sumiu", to: "/blog", status: 301 }, null);
    expect((await listNotFound(now)).find((row) => row.path === "/sumiu")?.redirected).toBe(true);
  });

  it("stops one client, caps the new paths of a day and forgets what is past 30 days", async () => {
    const now = new Date();
    const counted = [];
    for (let i = 0; i < 40; i++)
      counted.push(await recordNotFound(`/robo-${i}`, "", `robo-${target.name}`, now));
    expect(counted.filter(Boolean).length).toBe(30);

    const day = isoDate(now);
    await database.db.execute(sql`
      insert into not_found_hits (day, path)
      select ${day}, '/cheio-' || n from generate_series(1, ${MAX_PATHS_PER_DAY}) as n
      on conflict do nothing`);
    await recordNotFound("/nova-depois-do-limite", "", "10.0.1.1", now);
    await recordNotFound("/sumiu", "", "10.0.1.2", now);
    const paths = (await database.db.select().from(notFoundHits)).filter((r) => r.day === day);
    expect(paths.some((r) => r.path === "/nova-depois-do-limite")).toBe(false);
    expect(paths.find((r) => r.path === "/sumiu")?.hits).toBe(3);

    const old = isoDate(new Date(now.getTime() - 40 * 86_400_000));
    await database.db.insert(notFoundHits).values({ day: old, path: "/antiga", hits: 99 });
    expect((await listNotFound(now)).some((r) => r.path === "/antiga")).toBe(false);
    await pruneNotFound(now);
    const left = await database.db.select().from(notFoundHits);
    expect(left.some((r) => r.path === "/antiga")).toBe(false);
    expect((await listNotFound(now)).length).toBeLessThanOrEqual(300);
  });

  it("lists the old slugs of posts and materials with where they come from", async () => {
    const fields = (slug: string) => ({
      title: "Post que muda",
      slug,
      excerpt: "Resumo",
      content: "Texto.",
      category: "PLG",
      image: null,
      authorId: null,
      seoTitle: null,
      seoDescription: null,
      socialImage: null,
      status: "published" as const,
      date: new Date(Date.now() - 60_000),
    });
    const post = await createPost(fields("post-antigo-redir"), "editora");
    expect(post.ok).toBe(true);
    if (post.ok) await updatePost(post.id, fields("post-novo-redir"), "editora");
    const material = await createMaterial(
      {
        title: "Guia",
        slug: "guia-antigo-redir",
        type: "E-book",
        category: "RevOps",
        description: "Um guia.",
        image: null,
      },
      { kind: "link", url: "https://exemplo.com.br/guia.pdf" },
    );
    expect(material.ok).toBe(true);
    if (material.ok) {
      await updateMaterial(
        material.id,
        {
          title: "Guia",
          slug: "guia-novo-redir",
          type: "E-book",
          category: "RevOps",
          description: "Um guia.",
          image: null,
        },
        { kind: "keep" },
      );
    }
    const changes = await listSlugChanges();
    expect(changes).toContainEqual(
      expect.objectContaining({
        source: "Post",
        from: "/blog/post-antigo-redir",
        to: "/blog/post-novo-redir",
      }),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({
        source: "Material",
        from: "/materiais/guia-antigo-redir",
        to: "/materiais/guia-novo-redir",
      }),
    );
  });

  it("reads a referrer as host and path only, and tells scanners' paths", () => {
    expect(referrerPlace("https://www.google.com/search?q=segredo#x")).toBe(
      "www.google.com/search",
    );
    expect(referrerPlace("https://site.com.br/")).toBe("site.com.br");
    expect(referrerPlace("javascript:alert(1)")).toBe("");
    expect(referrerPlace(`https://a.com/${"x".repeat(500)}`).length).toBe(200);
    for (const path of [
      "/assets/x.js",
      "/.env",
      "/.git/config",
      "/wp-admin",
      "/x.php",
      "/a/b.aspx",
    ]) {
      expect(isNoise(path)).toBe(true);
    }
    for (const path of ["/blog/antigo", "/wp-content/uploads/guia.pdf", "/materiais/x"]) {
      expect(isNoise(path)).toBe(false);
    }
  });
});
