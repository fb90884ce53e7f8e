import { index, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// Mirrors the route table of the spec (section 2), in its order.
export default [
  index("routes/home.tsx"),
  route("servicos", "routes/services.tsx"),
  route("servicos/:slug", "routes/service-detail.tsx"),
  route("cases", "routes/cases.tsx"),
  route("cases/:slug", "routes/case-detail.tsx"),
  route("partners/enics", "routes/partner-enics.tsx"),
  route("partners/:slug", "routes/partner-detail.tsx"),
  route("materiais", "routes/materials.tsx"),
  route("materiais/:slug", "routes/material-detail.tsx"),
  route("downloads", "routes/downloads.tsx"),
  // A material's file, through the signed link the download form gives (no page of its own).
  route("baixar/:token", "routes/material-download.ts"),
  route("comunidade", "routes/community.tsx"),
  route("quem-somos", "routes/about.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("diagnostico", "routes/diagnosis.tsx"),
  route("agenda-diagnostico", "routes/diagnosis-booking.tsx"),
  route("booking", "routes/booking.tsx"),
  route("agenda/:name", "routes/conversation-booking.tsx"),
  route("rei", "routes/rei.tsx"),
  route("cadastro-parceiro", "routes/partner-signup.tsx"),
  route("privacidade", "routes/privacy.tsx"),
  route("termos-de-uso", "routes/terms.tsx"),

  // Admin (spec: Admin routes). Every page but the login requires a session.
  ...prefix("admin", [
    index("routes/admin/index.tsx"),
    route("login", "routes/admin/login.tsx"),
    route("logout", "routes/admin/logout.tsx"),
    // A team member's links and 'Esqueci minha senha': public, a token or an e-mail is the key.
    route("convite/:token", "routes/admin/invite.tsx"),
    route("redefinir-senha/:token", "routes/admin/reset-password.tsx"),
    // A new e-mail's confirmation, sent to that address from 'Minha conta' (ADR 0048).
    route("confirmar-email/:token", "routes/admin/confirm-email.tsx"),
    route("esqueci-senha", "routes/admin/forgot-password.tsx"),
    // The editor's cover upload with JavaScript: an action answering JSON, no page.
    route("posts/cover", "routes/admin/post-cover.ts"),
    route("", "routes/admin/layout.tsx", [
      // The marketing dashboard, where the admin lands.
      route("painel", "routes/admin/dashboard.tsx"),
      route("posts", "routes/admin/posts.tsx"),
      route("posts/new", "routes/admin/post-new.tsx"),
      route("posts/edit/:id", "routes/admin/post-edit.tsx"),
      // The list's import dialog as a page, for JavaScript off.
      route("posts/import", "routes/admin/post-import.tsx"),
      route("materiais", "routes/admin/materials.tsx"),
      route("materiais/novo", "routes/admin/material-new.tsx"),
      route("materiais/editar/:id", "routes/admin/material-edit.tsx"),
      route("autores", "routes/admin/authors.tsx"),
      route("autores/novo", "routes/admin/author-new.tsx"),
      route("autores/editar/:id", "routes/admin/author-edit.tsx"),
      // The site's own content (ADR 0042): one list, one editor and one delete per kind, each
      // module reading its kind from the address.
      ...["cases", "servicos", "depoimentos", "faq", "logos"].flatMap((kind) => [
        route(kind, "routes/admin/site-entries.tsx", { id: `routes/admin/site-${kind}` }),
        route(`${kind}/novo`, "routes/admin/site-entry.tsx", {
          id: `routes/admin/site-${kind}-novo`,
        }),
        route(`${kind}/editar/:id`, "routes/admin/site-entry.tsx", {
          id: `routes/admin/site-${kind}-editar`,
        }),
      ]),
      // The home's and About's texts, one module for both.
      route("pagina-inicial", "routes/admin/site-page.tsx", {
        id: "routes/admin/site-pagina-inicial",
      }),
      route("quem-somos", "routes/admin/site-page.tsx", { id: "routes/admin/site-quem-somos" }),
      // The 'Site' group (ADR 0040's 'site' area).
      route("site", "routes/admin/site-settings.tsx"),
      // The 'Site' group: the blog's categories (ADR 0043).
      route("categorias", "routes/admin/categories.tsx"),
      route("categorias/nova", "routes/admin/category-new.tsx"),
      route("categorias/editar/:id", "routes/admin/category-edit.tsx"),
      // Redirects, the content's old addresses and the addresses not found (ADR 0044).
      route("redirecionamentos", "routes/admin/redirects.tsx"),
      route("redirecionamentos/novo", "routes/admin/redirect-new.tsx"),
      route("redirecionamentos/editar/:id", "routes/admin/redirect-edit.tsx"),
      // Campaign landing pages made of blocks (ADR 0045), served at /{endereço}.
      route("paginas", "routes/admin/landing-pages.tsx"),
      route("paginas/nova", "routes/admin/landing-page.tsx", {
        id: "routes/admin/landing-page-nova",
      }),
      route("paginas/editar/:id", "routes/admin/landing-page.tsx", {
        id: "routes/admin/landing-page-editar",
      }),
      // Every list's delete dialog as a page, for JavaScript off, and the action it posts to:
      // one module, which reads the type from the address.
      ...[
        ["posts", "posts/delete/:id"],
        ["materiais", "materiais/excluir/:id"],
        ["autores", "autores/excluir/:id"],
        ["equipe", "equipe/remover/:id"],
        ...["cases", "servicos", "depoimentos", "faq", "logos"].map((kind) => [
          kind,
          `${kind}/excluir/:id`,
        ]),
        ["categorias", "categorias/excluir/:id"],
        ["redirecionamentos", "redirecionamentos/excluir/:id"],
        ["paginas", "paginas/excluir/:id"],
      ].map(([kind, path]) =>
        route(path, "routes/admin/delete.tsx", { id: `routes/admin/delete-${kind}` }),
      ),
      // 'Minha conta' (the address stays the spec's) and the team (ADR 0040).
      route("settings", "routes/admin/settings.tsx"),
      route("equipe", "routes/admin/team.tsx"),
      route("leads", "routes/admin/leads.tsx"),
      route("leads/:id", "routes/admin/lead-detail.tsx"),
    ]),
    // A file, not a page: no layout, so its loader checks the session itself.
    route("leads.csv", "routes/admin/leads-csv.ts"),
    // The dashboard's tables as files, one module (it reads which from the address).
    ...["dias", "paginas", "origens", "formularios", "materiais", "rei", "landing-pages"].map(
      (table) =>
        route(`painel/${table}.csv`, "routes/admin/dashboard-csv.ts", {
          id: `painel-${table}-csv`,
        }),
    ),
  ]),

  // Form endpoint without a page: the footer newsletter, sent from every page.
  route("newsletter", "routes/newsletter.ts"),

  // Cover images stored on this server when Supabase Storage is not configured.
  route("uploads/:name", "routes/uploads.ts"),

  // Each public page's social card, a PNG for og:image (ADR 0018).
  route("og/*", "routes/social-card.ts"),
  // The web app manifest (name, colours, icons), linked from every page.
  route("site.webmanifest", "routes/web-manifest.ts"),

  // For search engines.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  // A campaign's landing page (ADR 0045): one segment no route above has; the fixed routes
  // win, and an address that is no page gets the 404 (or the admin's redirect).
  route(":endereco", "routes/landing-page.tsx"),

  // Any other address: the spec's not-found page with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
