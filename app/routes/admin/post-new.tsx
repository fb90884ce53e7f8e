import { AdminPage } from "~/components/layout/AdminPage";
import { pageTitle } from "~/lib/seo";
import type { Route } from "./+types/post-new";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Novo Post") },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminPostNewPage() {
  return <AdminPage title="Novo Post">{null}</AdminPage>;
}
