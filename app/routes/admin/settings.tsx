import { AdminPage } from "~/components/layout/AdminPage";
import { pageTitle } from "~/lib/seo";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Configurações") },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminSettingsPage() {
  return <AdminPage title="Configurações">{null}</AdminPage>;
}
