import { describe, expect, it } from "vitest";
import { authorFor, readTime } from "~/lib/authors";
import { renderMarkdown } from "~/server/markdown/render.server";
import { samplePosts } from "~content/posts";

// What an editor (or an imported WordPress post) could put in a post body: none of it may
// reach a page able to run code.
const corpus = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//xss.example/x.js></SCRIPT>",
  '<img src=x onerror="alert(1)">',
  "<img src=x onerror=alert(1)//",
  '<svg onload="alert(1)"><circle r="5"/></svg>',
  "<svg><script>alert(1)</script></svg>",
  '<iframe src="https://xss.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">clique</a>',
  '<a href="JaVaScRiPt:alert(1)">clique</a>',
  '<a href="&#106;avascript:alert(1)">clique</a>',
  "[clique](javascript:alert(1))",
  "[clique](JAVASCRIPT:alert(1))",
  "[clique](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "![img](javascript:alert(1))",
  "![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  "[ref]\n\n[ref]: javascript:alert(1)",
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="position:fixed;inset:0">tela cheia</p>',
  '<body onload="alert(1)">',
  '<input autofocus onfocus="alert(1)">',
  '<details open ontoggle="alert(1)">',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<form action="javascript:alert(1)"><button>ok</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<video><source onerror="alert(1)"></video>',
  '<marquee onstart="alert(1)">x</marquee>',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  "## Título <img src=x onerror=alert(1)>",
  "| a |\n|---|\n| <script>alert(1)</script> |",
];

describe("the post renderer against XSS", () => {
  it.each(corpus)("leaves nothing that can run: %s", (payload) => {
    const { html, toc } = renderMarkdown(`Texto antes.\n\n${payload}\n\nTexto depois.`);
    expect(html).not.toMatch(
      /<(script|iframe|object|embed|form|meta|link|base|style|svg|math|input|body|marquee|video|source)\b/i,
    );
    // Inside real tags: text that merely shows the payload (escaped `<`) is harmless.
    expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/<[^>]*(href|src|action|data)\s*=\s*"\s*(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/<[^>]*\sstyle\s*=/i);
    expect(html).toContain("Texto depois.");
    for (const entry of toc) expect(entry.text).not.toMatch(/[<>]/);
  });

  it("has at least 30 payloads", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
  });
});

describe("table of contents", () => {
  it("lists h2 and h3 in order with the ids of the headings, not h1 or h4", () => {
    const { html, toc } = renderMarkdown(
      "# Topo\n\n## Por que medir\n\ntexto\n\n### Ativação é tudo\n\n#### Detalhe\n\n## Próximos passos",
    );
    expect(toc).toEqual([
      { id: "por-que-medir", text: "Por que medir", level: 2 },
      { id: "ativação-é-tudo", text: "Ativação é tudo", level: 3 },
      { id: "próximos-passos", text: "Próximos passos", level: 2 },
    ]);
    for (const entry of toc) expect(html).toContain(`id="${entry.id}"`);
  });
});

describe("sample posts and authors (spec section 9)", () => {
  it("are 16 posts, ids 1 to 16, each 700 to 1,400 words with sections, lists and a table or quote", () => {
    expect(samplePosts.map((p) => p.id)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(new Set(samplePosts.map((p) => p.slug)).size).toBe(16);
    for (const post of samplePosts) {
      const words = post.content.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(700);
      expect(words, post.slug).toBeLessThanOrEqual(1400);
      const { html, toc } = renderMarkdown(post.content);
      expect(toc.some((t) => t.level === 2) && toc.some((t) => t.level === 3), post.slug).toBe(
        true,
      );
      expect(html, post.slug).toMatch(/<(ul|ol)>/);
      expect(html, post.slug).toMatch(/<(table|blockquote)>/);
      expect(readTime(post.content), post.slug).toBe(post.readTime);
    }
    const categories = new Set(samplePosts.map((p) => p.category));
    for (const c of ["PLG", "CRO", "ABM", "Automação", "Vendas", "Dados", "MarTech"]) {
      expect(categories.has(c), c).toBe(true);
    }
  });

  it("sign with the CEO by default, the writer's role, or the brand's team", () => {
    expect(authorFor(undefined)).toMatchObject({ name: "Marcelo Arantes", role: "CEO e fundador" });
    expect(authorFor("Júlia Prates").role).toBe("Analista de marketing e Redatora");
    expect(authorFor("Rafael Menezes").role).toBe("Equipe Vetor Revenue");
  });

  it("count reading time at 200 words a minute, at least 1", () => {
    expect(readTime("")).toBe("1 min");
    expect(readTime("palavra ".repeat(201))).toBe("2 min");
  });
});
