import { data } from "react-router";
import { ImportForms } from "~/components/admin/ImportForms";
import { AdminPage } from "~/components/layout/AdminPage";
import { adminMeta } from "~/lib/admin-meta";
import type { Toast } from "~/lib/toast";
import { requireAdmin, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { logger } from "~/server/logger.server";
import {
  type ImportSummary,
  importSamplePosts,
  importWordPressPosts,
} from "~/server/posts/import.server";
import { adminCopy } from "~content/admin";
import { adminImagesCopy } from "~content/admin-images";
import type { Route } from "./+types/post-import";

const copy = adminCopy.import;

export const meta = () => adminMeta(copy.title);

// The import dialog as a page: what 'Importar Posts' opens when JavaScript is off.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

const summaryToast = ({ imported, skipped, errors, imagesNotCopied }: ImportSummary): Toast => {
  const description = imagesNotCopied ? adminImagesCopy.notCopied(imagesNotCopied) : undefined;
  return errors > 0
    ? { title: copy.doneWithErrors(imported, skipped, errors), description, variant: "error" }
    : {
        title: copy.done(imported, skipped),
        description,
        variant: description ? "error" : "success",
      };
};

export async function action({ request }: Route.ActionArgs) {
  await requireAdminAction(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "sample") {
    try {
      return redirectWithToast("/admin/posts", summaryToast(await importSamplePosts()));
    } catch (error) {
      logger.error({ err: error }, "importação dos posts de exemplo falhou");
      return data({ error: copy.error }, { status: 500 });
    }
  }
  const url = String(form.get("url") ?? "")
    .trim()
    .slice(0, 2000);
  if (intent !== "wordpress" || !/^https?:\/\/[^\s]+$/i.test(url) || !URL.canParse(url)) {
    return data({ error: copy.wordpressInvalid, url }, { status: 400 });
  }
  let summary: ImportSummary;
  try {
    summary = await importWordPressPosts(url);
  } catch (error) {
    // One message whatever went wrong: the remote answer, or whether an address inside our
    // network exists, is for the log only.
    logger.warn({ err: error, host: new URL(url).host }, "importação do WordPress falhou");
    return data({ error: copy.wordpressFailed, url }, { status: 502 });
  }
  return redirectWithToast("/admin/posts", summaryToast(summary));
}

export default function AdminPostImportPage({ actionData }: Route.ComponentProps) {
  return (
    <AdminPage title={copy.title}>
      <div className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <ImportForms reply={actionData} />
      </div>
    </AdminPage>
  );
}
