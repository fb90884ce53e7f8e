import { data, Form, Link, useNavigation } from "react-router";
import { PostCard } from "~/components/blog/PostCard";
import { PageIntro } from "~/components/layout/PageIntro";
import { PAGE_SIZE } from "~/lib/blog";
import { pageCacheHeaders } from "~/lib/http";
import { seo } from "~/lib/seo";
import { searchValue } from "~/lib/slug";
import { imagePlaceholder } from "~/server/images/placeholder.server";
import { logger } from "~/server/logger.server";
import { blogCacheControl } from "~/server/posts/cache-control.server";
import { listCategories, listPosts, nextScheduledDate } from "~/server/posts/queries.server";
import { blogPage } from "~content/pages/blog";
import type { Route } from "./+types/blog";
import { pageHead } from "./handlers/head.server";

const copy = blogPage;

/** The list's state lives in the address: ?q=, ?categoria=, ?pagina=. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = searchValue(url.searchParams.get("q"), 100);
  const category = searchValue(url.searchParams.get("categoria"), 60);
  const page = Math.min(
    Math.max(Number.parseInt(url.searchParams.get("pagina") ?? "1", 10) || 1, 1),
    50,
  );
  const now = new Date();
  const head = await pageHead(request, null, (context) => seo(context, copy, { path: "/blog" }));
  try {
    const [{ posts, total }, categories, nextDue] = await Promise.all([
      listPosts({ q, category, pages: page, now }),
      listCategories(now),
      nextScheduledDate(now),
    ]);
    const headers = { "Cache-Control": blogCacheControl(request, nextDue, now) };
    // Only the first card's cover is fetched at once: the others load lazily, unseen.
    const firstPlaceholder = await imagePlaceholder(posts[0]?.image);
    return data(
      {
        status: "ok" as const,
        q,
        category,
        page,
        posts,
        total,
        categories,
        firstPlaceholder,
        head,
      },
      { headers },
    );
  } catch (error) {
    logger.error({ err: error }, "blog: artigos indisponíveis");
    return data(
      {
        status: "error" as const,
        q,
        category,
        page,
        posts: [],
        total: 0,
        categories: [],
        firstPlaceholder: null,
        head,
      },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}

export const headers = pageCacheHeaders;

export const links: Route.LinksFunction = () => [
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: "Blog da Vetor Revenue",
    href: "/blog/rss.xml",
  },
];

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/** An address of the list with some of its parameters changed; empty values are dropped. */
function listHref(current: { q: string; category: string }, changes: Record<string, string>) {
  const params = new URLSearchParams();
  const next = { q: current.q, categoria: current.category, ...changes };
  for (const [key, value] of Object.entries(next)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { q, category, page, posts, total, categories } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/blog";
  const chips = ["", ...categories];
  return (
    <>
      <PageIntro heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <Form method="get" action="/blog" role="search" className="flex max-w-xl gap-2">
          <label htmlFor="busca" className="sr-only">
            Buscar artigos
          </label>
          <input
            id="busca"
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            placeholder="Buscar artigos"
            maxLength={100}
            className="min-h-12 flex-1 rounded-lg border border-slate-300 bg-white px-4 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          />
          {category ? <input type="hidden" name="categoria" value={category} /> : null}
          <button
            type="submit"
            className="min-h-12 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            Buscar
          </button>
        </Form>

        <nav aria-label="Categorias" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {chips.map((chip) => {
              const active = chip === category;
              return (
                <li key={chip || "todos"}>
                  <Link
                    to={listHref({ q, category }, { categoria: chip })}
                    aria-current={active ? "page" : undefined}
                    preventScrollReset
                    className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors ${active ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-700"}`}
                  >
                    {chip || "Todos"}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div aria-live="polite" className="mt-4 min-h-6 text-sm text-slate-600">
          {busy ? (
            <span className="inline-flex items-center gap-2">
              <span className="h-4 w-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
              Carregando artigos...
            </span>
          ) : loaderData.status === "ok" && total > 0 ? (
            `${total} ${total === 1 ? "artigo" : "artigos"}`
          ) : null}
        </div>

        {loaderData.status === "error" ? (
          <div
            role="alert"
            className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-8 text-center"
          >
            <h2 className="text-xl font-semibold text-red-900">Erro ao carregar artigos</h2>
            <p className="mt-2 text-red-800">
              Não foi possível carregar os artigos. Por favor, tente novamente mais tarde.
            </p>
            <a
              href={listHref({ q, category }, {})}
              className="mt-6 inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
            >
              Tentar novamente
            </a>
          </div>
        ) : posts.length === 0 ? (
          <div className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center">
            <h2 className="text-xl font-semibold">Nenhum artigo encontrado</h2>
            <p className="mt-2 text-slate-600">Tente outra busca ou outra categoria.</p>
            <Link
              to="/blog"
              className="mt-6 inline-flex min-h-12 items-center rounded-lg border border-slate-300 bg-white px-5 font-semibold hover:border-brand-700 hover:text-brand-700"
            >
              Limpar filtros
            </Link>
          </div>
        ) : (
          <>
            <ul
              aria-busy={busy}
              className={`mt-2 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${busy ? "opacity-60" : ""}`}
            >
              {posts.map((post, index) => (
                <li key={post.id}>
                  <PostCard
                    post={post}
                    first={index === 0}
                    placeholder={index === 0 ? loaderData.firstPlaceholder : null}
                  />
                </li>
              ))}
            </ul>
            {posts.length < total ? (
              <div className="mt-10 flex justify-center">
                <Link
                  to={listHref({ q, category }, { pagina: String(page + 1) })}
                  preventScrollReset
                  className="inline-flex min-h-12 items-center rounded-lg border border-slate-300 bg-white px-6 font-semibold hover:border-brand-700 hover:text-brand-700"
                >
                  Carregar mais
                  <span className="sr-only">
                    : mais {Math.min(PAGE_SIZE, total - posts.length)} artigos
                  </span>
                </Link>
              </div>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
