import { Link } from "react-router";
import { AdminPage } from "~/components/layout/AdminPage";
import { pageTitle } from "~/lib/seo";
import { latestPosts } from "~/server/posts/queries.server";
import type { Route } from "./+types/posts";

export async function loader() {
  return { posts: await latestPosts(1_000) };
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Posts do Blog") },
  { name: "robots", content: "noindex, nofollow" },
];

const shortDate = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "short",
  year: "numeric",
});

export default function AdminPostsPage({ loaderData: { posts } }: Route.ComponentProps) {
  return (
    <AdminPage title="Posts do Blog">
      <Link
        to="/admin/posts/new"
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        Novo Post
      </Link>
      {posts.length === 0 ? (
        <p className="mt-8 text-slate-600">Nenhum post encontrado</p>
      ) : (
        <div className="mt-8 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className="py-2 pr-4">Título</th>
                <th className="py-2 pr-4">Categoria</th>
                <th className="py-2 pr-4">Data</th>
                <th className="py-2 pr-4">Status</th>
                <th className="py-2">Ações</th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={post.id} className="border-b border-slate-100">
                  <td className="py-2 pr-4 font-medium">{post.title}</td>
                  <td className="py-2 pr-4">{post.category}</td>
                  <td className="py-2 pr-4">{shortDate.format(new Date(post.date))}</td>
                  <td className="py-2 pr-4">Publicado</td>
                  <td className="py-2">
                    <a
                      href={`/blog/${post.slug}`}
                      target="_blank"
                      rel="noopener"
                      className="text-brand-700 underline"
                    >
                      Ver
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}
