import { Form, Link, useNavigation } from "react-router";
import { DetailSection, Pairs } from "~/components/admin/DetailList";
import { EraseData, SuspectBox } from "~/components/admin/LeadActions";
import { LeadStatusBadge } from "~/components/admin/LeadStatusBadge";
import { primaryButton } from "~/components/admin/styles";
import { AdminPage } from "~/components/layout/AdminPage";
import { formatDateTime, formatLongDate } from "~/lib/dates";
import { errorToast, successToast } from "~/lib/forms/toasts";
import { privatePageHeaders } from "~/lib/http";
import {
  canResend,
  displayValue,
  leadFormId,
  leadTypeLabel,
  suspicionLabel,
  suspicionLabels,
} from "~/lib/leads";
import { plural } from "~/lib/plural";
import { pageTitle } from "~/lib/seo";
import { requireAdmin, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import {
  deleteSuspectedLead,
  eraseLeadData,
  hasWebhook,
  leadDetail,
  leadPerson,
  leadPersonalData,
  releaseSuspectedLead,
  resendLead,
} from "~/server/leads/inbox.server";
import { suspectExpiry } from "~/server/leads/personal-data.server";
import { logger } from "~/server/logger.server";
import { privacyRequestKinds } from "~content/forms";
import type { Route } from "./+types/lead-detail";

const notFound = () =>
  redirectWithToast(
    "/admin/leads",
    errorToast({
      title: "Lead não encontrado",
      description: "O endereço não corresponde a nenhum lead guardado.",
    }),
  );

/** A stored time as the admin reads it; a value that is not a date is shown as it is. */
const when = (value: Date | string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : formatDateTime(date);
};

const SUSPECTS = "/admin/leads?status=suspected";

const entries = (record: Record<string, unknown> | null) =>
  Object.entries(record ?? {}).map(([key, value]) => ({ key, value: displayValue(value) }));

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const lead = await leadDetail(params.id);
  if (!lead) throw await notFound();
  const kind = lead.formType === "privacy" ? String(lead.payload.kind ?? "") : "";
  return {
    personalData: (await leadPersonalData(lead.id)) ?? { leads: 1, drafts: 0 },
    lead: {
      /** For a request about personal data (LGPD): what the person asks for. */
      request: kind
        ? (privacyRequestKinds.find((option) => option.value === kind)?.label ?? kind)
        : null,
      id: lead.id,
      formType: lead.formType,
      formId: leadFormId(lead.formType, lead.payload),
      status: lead.status,
      attempts: lead.attempts,
      lastError: lead.lastError,
      sourcePage: lead.sourcePage,
      person: leadPerson(lead.payload),
      // Formatted here so that server and browser never disagree on the text.
      createdAt: when(lead.createdAt),
      deliveredAt: lead.deliveredAt ? when(lead.deliveredAt) : null,
      nextAttemptAt:
        lead.status === "pending" && lead.nextAttemptAt ? when(lead.nextAttemptAt) : null,
      payload: entries(lead.payload),
      attribution: entries(lead.attribution),
      consent: lead.consent
        ? { text: lead.consent.text, version: lead.consent.version, at: when(lead.consent.at) }
        : null,
      /** Why the spam guards held it; kept after a release, as the record. */
      suspicion:
        lead.suspicion || lead.status === "suspected" ? suspicionLabel(lead.suspicion) : null,
      suspicionExplanation: lead.suspicion
        ? (suspicionLabels[lead.suspicion]?.explanation ?? null)
        : null,
      /** For a suspect: what 'Liberar' does, and the day the sweep deletes it. */
      releaseDelivers: hasWebhook(lead.formType),
      sweptFrom: lead.status === "suspected" ? formatLongDate(suspectExpiry(lead.createdAt)) : null,
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdminAction(request);
  const form = await readForm(request);
  const back = `/admin/leads/${params.id}`;
  const intent = form.get("intent");
  if (intent === "release") return release(params.id, back);
  if (intent === "delete") return deleteSuspect(params.id, back, form.get("confirm") === "on");
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
    const erased = await eraseLeadData(params.id);
    if (!erased) return notFound();
    logger.info({ lead: params.id, ...erased }, "dados pessoais excluídos pelo admin");
    return redirectWithToast(
      "/admin/leads",
      successToast({
        title: "Dados excluídos",
        description: `${plural(erased.leads, "envio", "envios")} e ${plural(erased.drafts, "rascunho do REI", "rascunhos do REI")} apagados.`,
      }),
    );
  }
  if (await resendLead(params.id)) {
    return redirectWithToast(
      back,
      successToast({ title: "Lead reenviado", description: "O lead voltou para a fila de envio." }),
    );
  }
  if (!(await leadDetail(params.id))) return notFound();
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

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Detalhes do lead") },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminLeadDetailPage({
  loaderData: { lead, personalData },
}: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "resend";
  const who = [lead.person.name, lead.person.email].filter(Boolean).join(" · ");
  const suspected = lead.status === "suspected";
  return (
    <AdminPage title="Detalhes do lead">
      <Link
        to={suspected ? SUSPECTS : "/admin/leads"}
        className="text-sm font-medium text-brand-700 underline"
      >
        {suspected ? "Voltar para os suspeitos" : "Voltar para os leads"}
      </Link>
      {who ? <p className="mt-4 text-lg text-slate-700 [overflow-wrap:anywhere]">{who}</p> : null}
      {lead.request ? (
        <p className="mt-2 font-medium text-ink">{`Pedido: ${lead.request}`}</p>
      ) : null}

      {suspected ? (
        <SuspectBox
          reason={lead.suspicion ?? suspicionLabel(null)}
          explanation={lead.suspicionExplanation}
          releaseDelivers={lead.releaseDelivers}
          sweptFrom={lead.sweptFrom}
        />
      ) : null}

      {canResend(lead) ? (
        <section
          aria-labelledby="entrega-falhou"
          className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
        >
          <h2 id="entrega-falhou" className="font-semibold">
            {lead.status === "failed"
              ? "A entrega deste lead falhou"
              : "A entrega deste lead falhou e será tentada de novo"}
          </h2>
          <p className="mt-1 text-sm">
            {`Houve ${lead.attempts} ${lead.attempts === 1 ? "tentativa" : "tentativas"} sem sucesso. `}
            Reenvie quando o destino estiver funcionando: o lead volta para a fila e é enviado em
            seguida.
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="resend" />
            <button type="submit" disabled={busy} className={primaryButton}>
              {busy ? "Reenviando..." : "Reenviar"}
            </button>
          </Form>
        </section>
      ) : null}

      <DetailSection title="Envio">
        <Pairs
          items={[
            { key: "Tipo", value: leadTypeLabel(lead.formType, lead.formId) },
            { key: "Status", value: <LeadStatusBadge status={lead.status} /> },
            ...(lead.suspicion
              ? [
                  {
                    key: "Retido como suspeito",
                    value: suspected ? lead.suspicion : `${lead.suspicion} (liberado)`,
                  },
                ]
              : []),
            { key: "Tentativas", value: String(lead.attempts) },
            { key: "Recebido em", value: lead.createdAt },
            { key: "Entregue em", value: lead.deliveredAt ?? "—" },
            ...(lead.nextAttemptAt
              ? [{ key: "Próxima tentativa", value: lead.nextAttemptAt }]
              : []),
            { key: "Último erro", value: lead.lastError ?? "—" },
            { key: "Página de origem", value: lead.sourcePage ?? "—" },
            { key: "ID", value: lead.id },
          ]}
        />
      </DetailSection>

      <DetailSection title="Dados enviados">
        <Pairs items={lead.payload} />
      </DetailSection>

      <DetailSection title="Origem do visitante">
        {lead.attribution.length > 0 ? (
          <Pairs items={lead.attribution} />
        ) : (
          <p className="text-sm text-slate-600">Nenhum dado de origem registrado.</p>
        )}
      </DetailSection>

      <DetailSection title="Consentimento">
        {lead.consent ? (
          <Pairs
            items={[
              { key: "Texto aceito", value: lead.consent.text },
              { key: "Versão", value: lead.consent.version },
              { key: "Aceito em", value: lead.consent.at },
            ]}
          />
        ) : (
          <p className="text-sm text-slate-600">Este formulário não registra consentimento.</p>
        )}
      </DetailSection>

      {/* A suspect has its own 'Excluir' above; two delete buttons would only confuse. */}
      {suspected ? null : <EraseData email={lead.person.email} {...personalData} />}
    </AdminPage>
  );
}
