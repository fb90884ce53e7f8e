import { Link } from "react-router";
import { ContactLinksRow } from "~/components/admin/ContactLinksRow";
import { EraseData, ResendBox, SuspectBox } from "~/components/admin/LeadActions";
import { LeadDeliveries } from "~/components/admin/LeadDeliveries";
import { LeadMeetings } from "~/components/admin/LeadMeetings";
import { LeadRecord } from "~/components/admin/LeadRecord";
import { LeadNotes, LeadWorkForm } from "~/components/admin/LeadWork";
import { PersonHistory } from "~/components/admin/PersonHistory";
import { AdminPage } from "~/components/layout/AdminPage";
import { leadsType, SUSPECTS_LIST } from "~/lib/admin-content-types";
import { adminMeta } from "~/lib/admin-meta";
import { contactLinks } from "~/lib/contact-links";
import { formatDateTime, formatLongDate } from "~/lib/dates";
import { privatePageHeaders } from "~/lib/http";
import { attributionName, fieldLabel, leadPerson } from "~/lib/lead-fields";
import { ownerChoices } from "~/lib/lead-work";
import { canResend, displayValue, leadFormId, suspicionLabel, suspicionLabels } from "~/lib/leads";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { redirectNotFound } from "~/routes/handlers/admin-content.server";
import { payloadEntries } from "~/routes/handlers/lead-view.server";
import { teamMembers } from "~/server/auth/admins.server";
import { hasWebhook, leadDetail, leadPersonalData } from "~/server/leads/inbox.server";
import { suspectExpiry } from "~/server/leads/personal-data.server";
import { notesOf } from "~/server/leads/work.server";
import { materialNames } from "~/server/materials/names.server";
import type { Route } from "./+types/lead-detail";
import { leadDeliveries } from "./lead-deliveries.server";
import { handleLeadAction, leadMeetings } from "./lead-detail.server";
import { leadHistory } from "./lead-history.server";
import { noteView } from "./note-view.server";

/** A stored time as the admin reads it; a value that is not a date is shown as it is. */
const when = (value: Date | string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : formatDateTime(date);
};

const attributionEntries = (record: Record<string, unknown> | null) =>
  Object.entries(record ?? {}).map(([key, value]) => ({
    key: attributionName(key),
    value: displayValue(value),
  }));

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const lead = await leadDetail(params.id);
  if (!lead) throw await redirectNotFound(leadsType);
  const kind = lead.formType === "privacy" ? String(lead.payload.kind ?? "") : "";
  const [names, members, notes, meetings, history] = await Promise.all([
    materialNames(),
    teamMembers(),
    notesOf(lead.id),
    leadMeetings(lead.id),
    leadHistory(lead.id),
  ]);
  return {
    meetings,
    history,
    personalData: (await leadPersonalData(lead.id)) ?? { leads: 1, drafts: 0 },
    sends: await leadDeliveries(lead.id),
    work: {
      workStatus: lead.workStatus,
      ownerId: lead.ownerId,
      owners: ownerChoices(members, lead.ownerId),
    },
    notes: notes.map(noteView),
    lead: {
      /** For a request about personal data (LGPD): what the person asks for. */
      request: kind ? fieldLabel("kind", kind) : null,
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
      repeats:
        lead.submissions > 1
          ? { count: lead.submissions, last: when(lead.lastSubmittedAt ?? lead.createdAt) }
          : null,
      deliveredAt: lead.deliveredAt ? when(lead.deliveredAt) : null,
      nextAttemptAt:
        lead.status === "pending" && lead.nextAttemptAt ? when(lead.nextAttemptAt) : null,
      payload: payloadEntries(lead.payload, names),
      attribution: attributionEntries(lead.attribution),
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
  return handleLeadAction(request, params.id);
}

export const headers = privatePageHeaders;

export const meta = () => adminMeta("Detalhes do lead");

export default function AdminLeadDetailPage({
  loaderData: { lead, personalData, sends, work, notes, meetings, history },
}: Route.ComponentProps) {
  const who = [lead.person.name, lead.person.email].filter(Boolean).join(" · ");
  const suspected = lead.status === "suspected";
  return (
    <AdminPage title="Detalhes do lead">
      <Link
        to={suspected ? SUSPECTS_LIST : "/admin/leads"}
        className="text-sm font-medium text-brand-700 underline"
      >
        {suspected ? "Voltar para os suspeitos" : "Voltar para os leads"}
      </Link>
      {who ? <p className="mt-4 text-lg text-slate-700 [overflow-wrap:anywhere]">{who}</p> : null}
      {suspected ? null : <ContactLinksRow links={contactLinks(lead.person)} />}
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
        <ResendBox failed={lead.status === "failed"} attempts={lead.attempts} />
      ) : null}

      {suspected ? null : (
        <>
          <LeadWorkForm {...work} />
          <LeadMeetings meetings={meetings} />
          <LeadNotes notes={notes} />
          <PersonHistory entries={history} />
        </>
      )}

      <LeadRecord lead={lead} />

      <LeadDeliveries deliveries={sends.deliveries} mailOff={sends.mailOff} />

      {/* A suspect has its own 'Excluir' above; two delete buttons would only confuse. */}
      {suspected ? null : <EraseData email={lead.person.email} {...personalData} />}
    </AdminPage>
  );
}
