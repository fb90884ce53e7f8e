// The lead page's actions: 'Reenviar' (the lead, or one of its deliveries), 'Liberar' and
// 'Excluir' on a suspect, 'Excluir dados' (LGPD), and the team's work (lead-work.server.ts).
// Each answers with a redirect and a message, so all work without JavaScript.
import { leadsType, SUSPECTS_LIST as SUSPECTS } from "~/lib/admin-content-types";
import { formatDateTime } from "~/lib/dates";
import { errorToast, successToast } from "~/lib/forms/toasts";
import { plural } from "~/lib/plural";
import { requireAdminAction } from "~/routes/handlers/admin-access.server";
import { redirectNotFound } from "~/routes/handlers/admin-content.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { leadCalls } from "~/server/booking/agenda.server";
import { db } from "~/server/db/index.server";
import {
  deleteSuspectedLead,
  eraseLeadData,
  leadDetail,
  releaseSuspectedLead,
  resendLead,
} from "~/server/leads/inbox.server";
import { logger } from "~/server/logger.server";
import { agendaCopy, bookingStatusLabels, outcomeLabels } from "~content/admin-booking";
import { resendLeadDelivery } from "./lead-deliveries.server";
import { handleLeadWork, leadWorkTarget } from "./lead-work.server";

const notFound = () => redirectNotFound(leadsType);
const outcomeText: Record<string, string> = outcomeLabels;

/** 'Reuniões': the lead's calls, latest first, as the page shows them (Brasília time). */
export async function leadMeetings(leadId: string) {
  return (await leadCalls(db(), leadId)).map((call) => ({
    id: call.id,
    when: formatDateTime(call.startsAt),
    iso: call.startsAt.toISOString(),
    host: call.hostId === null ? agendaCopy.removedHost : call.hostName,
    status: bookingStatusLabels[call.status] ?? call.status,
    outcome: call.outcome ? (outcomeText[call.outcome] ?? call.outcome) : null,
  }));
}

/** The page's one action; the button's `intent` says which. */
export async function handleLeadAction(request: Request, id: string) {
  const admin = await requireAdminAction(request);
  const form = await readForm(request);
  const back = `/admin/leads/${id}`;
  const intent = form.get("intent");
  if (intent === "work" || intent === "note")
    return handleLeadWork(form, intent, leadWorkTarget(id), admin.id);
  if (intent === "release") return release(id, back);
  if (intent === "resend-delivery") {
    return resendLeadDelivery(id, String(form.get("delivery") ?? ""), back);
  }
  if (intent === "delete") return deleteSuspect(id, back, form.get("confirm") === "on");
  if (intent === "erase") {
    if (form.get("confirm") !== "on") {
      return redirectWithToast(
        `${back}#excluir-dados`,
        errorToast({
          title: "Confirme a exclusão",
          description: "Marque a caixa de confirmação para excluir os dados desta pessoa.",
        }),
      );
    }
    const erased = await eraseLeadData(id);
    if (!erased) return notFound();
    logger.info({ lead: id, ...erased }, "dados pessoais excluídos pelo admin");
    return redirectWithToast(
      "/admin/leads",
      successToast({
        title: "Dados excluídos",
        description: `${plural(erased.leads, "envio", "envios")} e ${plural(erased.drafts, "rascunho do REI", "rascunhos do REI")} apagados.`,
      }),
    );
  }
  if (await resendLead(id)) {
    return redirectWithToast(
      back,
      successToast({ title: "Lead reenviado", description: "O lead voltou para a fila de envio." }),
    );
  }
  if (!(await leadDetail(id))) return notFound();
  // Known but no longer failed: re-sent from another tab, or delivered meanwhile.
  return redirectWithToast(
    back,
    errorToast({
      title: "Lead não reenviado",
      description: "Só um lead cuja entrega falhou pode ser reenviado.",
    }),
  );
}

/** 'Liberar': the suspect becomes a lead and is delivered like any other. */
async function release(id: string, back: string) {
  const status = await releaseSuspectedLead(id);
  if (status) {
    logger.info({ lead: id, status }, "envio suspeito liberado pelo admin");
    return redirectWithToast(
      back,
      successToast({
        title: "Envio liberado",
        description:
          status === "pending"
            ? "Agora é um lead e entrou na fila de envio."
            : "Agora é um lead, guardado no painel: este formulário não tem webhook configurado.",
      }),
    );
  }
  if (!(await leadDetail(id))) return notFound();
  // Known but no longer suspected: released (or handled) in another tab.
  return redirectWithToast(
    back,
    errorToast({
      title: "Envio não liberado",
      description:
        "Este envio já não está entre os suspeitos; talvez tenha sido liberado em outra aba.",
    }),
  );
}

/** 'Excluir' on a suspect: that one submission, after the confirmation box. */
async function deleteSuspect(id: string, back: string, confirmed: boolean) {
  if (!confirmed) {
    return redirectWithToast(
      `${back}#envio-suspeito`,
      errorToast({
        title: "Confirme a exclusão",
        description: "Marque a caixa de confirmação para excluir este envio.",
      }),
    );
  }
  if (await deleteSuspectedLead(id)) {
    logger.info({ lead: id }, "envio suspeito excluído pelo admin");
    return redirectWithToast(
      SUSPECTS,
      successToast({ title: "Envio excluído", description: "O envio suspeito foi apagado." }),
    );
  }
  if (!(await leadDetail(id))) {
    return redirectWithToast(
      SUSPECTS,
      errorToast({
        title: "Envio não encontrado",
        description: "Ele pode ter sido excluído em outra aba.",
      }),
    );
  }
  // Released meanwhile: it is a lead now, which only 'Excluir dados' removes.
  return redirectWithToast(
    back,
    errorToast({
      title: "Envio não excluído",
      description:
        "Este envio já foi liberado e agora é um lead. Para apagá-lo, use 'Excluir dados'.",
    }),
  );
}
