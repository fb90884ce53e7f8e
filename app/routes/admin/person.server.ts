// A person's page's actions (ADR 0058): status and owner, a note, merging another record into
// this one and erasing the person (LGPD). Each answers with a redirect and a message, or gives
// the form back as typed with what was wrong, so all work without JavaScript.
import { data } from "react-router";
import { leadsType } from "~/lib/admin-content-types";
import { errorToast, successToast } from "~/lib/forms/toasts";
import { personPath } from "~/lib/lead-work";
import { plural } from "~/lib/plural";
import { requireAdminAction } from "~/routes/handlers/admin-access.server";
import { redirectNotFound } from "~/routes/handlers/admin-content.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { db } from "~/server/db/index.server";
import { erasePerson } from "~/server/leads/personal-data.server";
import { logger } from "~/server/logger.server";
import { mergePeople } from "~/server/people/merge.server";
import { addPersonNote, personById, updatePersonWork } from "~/server/people/person.server";
import { adminPeopleCopy } from "~content/admin-people";
import { handleLeadWork, type WorkTarget } from "./lead-work.server";

const copy = adminPeopleCopy.person;

const personWorkTarget = (id: string): WorkTarget => ({
  back: personPath(id),
  owner: async () => (await personById(id))?.person.ownerId,
  save: (work, adminId) => updatePersonWork(id, work, adminId),
  note: (adminId, body) => addPersonNote(id, adminId, body),
});

export interface MergeRefusal {
  merge: { message: string; email: string };
}

const MERGE_EMAIL_MAX = 320;

export async function handlePersonAction(request: Request, id: string) {
  const admin = await requireAdminAction(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "work" || intent === "note") {
    return handleLeadWork(form, intent, personWorkTarget(id), admin.id);
  }
  if (intent === "merge") {
    const email = String(form.get("email") ?? "").slice(0, MERGE_EMAIL_MAX + 1);
    const refuse = (message: string) =>
      data<MergeRefusal>({ merge: { message, email } }, { status: 400 });
    if (form.get("confirm") !== "on") return refuse(copy.merge.refused.confirm);
    if (email.length > MERGE_EMAIL_MAX) return refuse(copy.merge.refused.unknown);
    const result = await mergePeople(db(), id, email, admin.id);
    if (!result.merged && result.reason === "gone") throw await redirectNotFound(leadsType);
    if (!result.merged)
      return refuse(copy.merge.refused[result.reason === "same" ? "same" : "unknown"]);
    logger.info({ person: id, submissions: result.submissions }, "registros de pessoa juntados");
    return redirectWithToast(
      `${personPath(id)}#linha-do-tempo`,
      successToast(copy.merge.done(result.email, result.submissions)),
    );
  }
  if (intent === "erase") {
    if (form.get("confirm") !== "on") {
      return redirectWithToast(
        `${personPath(id)}#excluir-dados`,
        errorToast({
          title: "Confirme a exclusão",
          description: "Marque a caixa de confirmação para excluir os dados desta pessoa.",
        }),
      );
    }
    const erased = await erasePerson(db(), id);
    if (!erased) throw await redirectNotFound(leadsType);
    logger.info({ person: id, ...erased }, "dados pessoais excluídos pelo admin");
    return redirectWithToast(
      "/admin/leads",
      successToast({
        title: "Dados excluídos",
        description: `${plural(erased.leads, "envio", "envios")} e ${plural(erased.drafts, "rascunho do REI", "rascunhos do REI")} apagados.`,
      }),
    );
  }
  throw await redirectNotFound(leadsType);
}
