import type { RouteConfigEntry } from "@react-router/dev/routes";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describedKinds, editorPaths } from "~/lib/admin-kinds/kinds";
import { uploadForms } from "~/lib/upload-forms";
import routes from "~/routes";
import { postAs, signIn } from "../support/admin";
import { startApp, Visitor } from "../support/app";

// Body limits follow the forms (ADR 0050): every admin page with a file input posts where the
// body limit lets through what its editor reads, so an upload too large is answered by the
// editor, in its form with what was typed, never by a bare 413 page.

let app: Awaited<ReturnType<typeof startApp>>;
let editor: Visitor;

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for" });
  editor = new Visitor(app.url, "198.51.108.1");
  await signIn(editor, app.url);
});
afterAll(async () => {
  await app?.close();
});

/** Whether `path` is one of `pattern`'s addresses ('/admin/autores/editar/:id'). */
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/:\w+/g, "[^/]+")}$`).test(path);

/** Every path of the route table, as written ('/admin/autores/editar/:id'). */
function paths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [`/${path}`, ...paths(entry.children ?? [], path)];
  });
}

const html = async (path: string) => (await editor.request(path)).text();

/** A real image of about 2 MB, small enough to process at once: noise does not compress. */
const photo = () =>
  sharp({
    create: {
      width: 840,
      height: 840,
      channels: 3,
      background: "#777777",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

/** Past the editors' own 5 MB: refused by size, before anything decodes it. */
const overLimit = () => {
  const bytes = Buffer.alloc(6 * 1024 * 1024);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};

function form(fields: Record<string, string>, files: Record<string, Uint8Array>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  for (const [key, bytes] of Object.entries(files))
    body.set(key, new Blob([new Uint8Array(bytes)], { type: "image/png" }), "foto.png");
  return body;
}

describe("the body limit of the admin's forms", () => {
  it("lets every page with a file input post what its editor reads, from one description", async () => {
    const adminPaths = paths(routes).filter((path) => path.startsWith("/admin/"));
    // Not the pages that end the session, or that are for signed-out people.
    const visited = adminPaths.filter(
      (path) => !/^\/admin\/(logout|login|convite|redefinir-senha|esqueci-senha)/.test(path),
    );
    // The pages without a parameter, and from their links one address of each with one.
    const fixed = visited.filter((path) => !path.includes(":") && !path.includes("."));
    const links = new Set<string>();
    for (const path of fixed)
      for (const [, href] of (await html(path)).matchAll(/href="(\/admin\/[^"?#]+)"/g))
        if (!/logout/.test(href ?? "")) links.add(href ?? "");
    const pages = [
      ...fixed,
      ...visited
        .filter((path) => path.includes(":"))
        .flatMap((pattern) => {
          const found = [...links].find((href) => matches(pattern, href));
          return found ? [found] : [];
        }),
    ];
    const withFiles: string[] = [];
    for (const path of pages) if (/type="file"/.test(await html(path))) withFiles.push(path);

    // Every editor with images or files was found, and each is in the description.
    for (const path of ["/admin/posts/new", "/admin/autores/novo", "/admin/paginas/nova"])
      expect(withFiles).toContain(path);
    expect(withFiles.some((path) => path.startsWith("/admin/materiais/editar/"))).toBe(true);
    expect(withFiles.some((path) => path.startsWith("/admin/depoimentos/editar/"))).toBe(true);
    for (const path of withFiles) {
      expect(
        uploadForms.some((entry) => matches(entry.path, path)),
        path,
      ).toBe(true);
      // Past the admin's 1 MB, the editor itself answers: its form, not the bare 413 page.
      const big = await postAs(
        editor,
        app.url,
        path,
        form({ nota: "x".repeat(2 * 1024 * 1024) }, {}),
      );
      expect(big.status, path).not.toBe(413);
      expect(await big.text(), path).toContain('type="file"');
    }
    // And the description names only routes of the table.
    for (const entry of uploadForms) expect(adminPaths, entry.path).toContain(entry.path);
  });
});

describe("a photo of 2 MB", () => {
  // Every kind whose description says it takes images or files (ADR 0055), at its new editor.
  const editors = describedKinds.flatMap((kind) =>
    kind.uploads ? [editorPaths(kind)[0] ?? `/admin/${kind.segment}`] : [],
  );

  it("is asked of every kind that takes images, from the descriptions", () => {
    expect(editors).toEqual(
      expect.arrayContaining(["/admin/autores/novo", "/admin/paginas/nova", "/admin/cases/novo"]),
    );
  });

  for (const path of editors)
    it(`is taken by ${path}, which keeps it and what was typed`, async () => {
      const page = await html(path);
      // The editor's first image input, and its first text input to type into.
      const image = [...page.matchAll(/<input[^>]*type="file"[^>]*>/g)]
        .map(([input]) => input)
        .find((input) => /accept="[^"]*image\//.test(input))
        ?.match(/name="([^"]+)"/)?.[1];
      const field = [...page.matchAll(/<input[^>]*>/g)]
        .map(([input]) => input)
        .find((input) => /type="text"/.test(input) && /name="/.test(input))
        ?.match(/name="([^"]+)"/)?.[1];
      expect(image, path).toBeTruthy();
      expect(field, path).toBeTruthy();
      const typed = "Um texto que ninguém quer digitar de novo";
      const response = await postAs(
        editor,
        app.url,
        path,
        form({ [field ?? ""]: typed }, { [image ?? ""]: await photo() }),
      );
      // Never refused for the photo's size: either the form comes back, refused for what is
      // missing, with the photo stored and the text as typed, or the item is saved with both.
      const location = response.headers.get("location");
      expect([302, 400], path).toContain(response.status);
      const body = location ? await html(location) : await response.text();
      expect(body, path).toContain(typed);
      expect(body, path).toMatch(location ? /src="\/uploads\/[^"]+"/ : /value="\/uploads\/[^"]+"/);
    });
});

describe("a photo in the landing page editor", () => {
  const page = (slug: string) => ({
    title: "",
    slug,
    status: "draft",
    publishAt: "",
    blocos: "1",
    "bloco-0-tipo": "image",
    "bloco-0-image-alt": "Equipe em reunião",
    "bloco-0-caption": "Uma legenda que ninguém quer digitar de novo",
  });

  it("over the editor's own limit comes back in the form with that limit and what was typed", async () => {
    const response = await postAs(
      editor,
      app.url,
      "/admin/paginas/nova",
      form(page("foto-enorme"), { "bloco-0-image-file": overLimit() }),
    );
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain("A imagem deve ter no máximo 5 MB.");
    expect(body).toContain('value="foto-enorme"');
    expect(body).toContain("Uma legenda que ninguém quer digitar de novo");
  });
});

describe("a photo in the author editor", () => {
  const author = { name: "", role: "Diretora de receita", bio: "Uma bio que ninguém quer perder." };

  it("over the editor's own limit comes back in the form with that limit and what was typed", async () => {
    const response = await postAs(
      editor,
      app.url,
      "/admin/autores/novo",
      form({ ...author, name: "Helena Duarte" }, { avatarFile: overLimit() }),
    );
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain("A imagem deve ter no máximo 5 MB.");
    expect(body).toContain('value="Helena Duarte"');
    expect(body).toContain("Uma bio que ninguém quer perder.");
  });
});
