import { index, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { adminKindRoutes } from "./lib/admin-kinds/routes";

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
  // A booked call's own page and its signed links from the invitation (ADR 0057).
  route("reuniao/:token", "routes/call.tsx"),
  route("reuniao/:token/remarcar", "routes/call-reschedule.tsx"),
  route("reuniao/:token/cancelar", "routes/call-cancel.tsx"),
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
    ...["convite", "redefinir-senha"].map((link) =>
      route(`${link}/:token`, "routes/admin/link-password.tsx", { id: `routes/admin/${link}` }),
    ),
    // A new e-mail's confirmation, sent to that address from 'Minha conta' (ADR 0048).
    route("confirmar-email/:token", "routes/admin/confirm-email.tsx"),
    route("esqueci-senha", "routes/admin/forgot-password.tsx"),
    // The editor's cover upload with JavaScript: an action answering JSON, no page.
    route("posts/cover", "routes/admin/post-cover.ts"),
    // Every screen of the admin's content and settings, from their one description each
    // (ADR 0055): list, new, edit, delete and the kind's own, at /admin/{segment}/….
    route("", "routes/admin/layout.tsx", adminKindRoutes()),
    // A file, not a page: no layout, so its loader checks the session itself.
    route("leads.csv", "routes/admin/leads-csv.ts"),
    // A person's data as a file (LGPD), beside the CSV for the same reason.
    route("leads/pessoas/:id/dados.json", "routes/admin/person-data.ts"),
    // A campaign page's registrants as a file, for the same reason.
    route("leads/inscritos/:endereco/inscritos.csv", "routes/admin/registrants-csv.ts"),
    // The dashboard's tables as files, one module (it reads which from the address).
    ...[
      "dias",
      "paginas",
      "origens",
      "formularios",
      "materiais",
      "rei",
      "landing-pages",
      "primeiro-contato",
    ].map((table) =>
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
