import { AdminPage } from "~/components/layout/AdminPage";
import { pageTitle } from "~/lib/seo";
import type { Route } from "./+types/post-edit";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Editar Post") },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminPostEditPage() {
  return <AdminPage title="Editar Post">{null}</AdminPage>;
}
