import { Form, Link, useActionData, useNavigation } from "react-router";
import { ContactLinksRow } from "~/components/admin/ContactLinksRow";
import { EraseData } from "~/components/admin/LeadActions";
import { LeadNotes, LeadWorkForm } from "~/components/admin/LeadWork";
import { PersonScore } from "~/components/admin/PersonScore";
import { PersonTimeline } from "~/components/admin/PersonTimeline";
import { primaryButton } from "~/components/admin/styles";
import { inputClass, labelClass } from "~/components/forms/styles";
import { AdminPage } from "~/components/layout/AdminPage";
import { leadsType } from "~/lib/admin-content-types";
import { adminMeta } from "~/lib/admin-meta";
import { contactLinks } from "~/lib/contact-links";
import { formatDateTime } from "~/lib/dates";
import { privatePageHeaders } from "~/lib/http";
import { companyPath, ownerChoices } from "~/lib/lead-work";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { redirectNotFound } from "~/routes/handlers/admin-content.server";
import { teamMembers } from "~/server/auth/admins.server";
import { db } from "~/server/db/index.server";
import { personalDataOfPerson } from "~/server/leads/personal-data.server";
import { possibleDuplicates } from "~/server/people/merge.server";
import { personById } from "~/server/people/person.server";
import { personExtras } from "~/server/people/timeline.server";
import { adminPeopleCopy } from "~content/admin-people";
import type { Route } from "./+types/person";
import { noteView } from "./note-view.server";
import { handlePersonAction, type MergeRefusal } from "./person.server";
import { personTimelineView } from "./person-view.server";

const copy = adminPeopleCopy.person;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const found = await personById(params.id);
  if (!found) throw await redirectNotFound(leadsType);
  const { person } = found;
  const [members, timeline, extras, personalData, duplicates] = await Promise.all([
    teamMembers(),
    personTimelineView(person.id),
    personExtras(person.id),
    personalDataOfPerson(db(), person.id),
    possibleDuplicates(db(), person.id),
  ]);
  return {
    person: {
      id: person.id,
      name: person.name,
      email: person.email ?? "",
      otherEmails: found.aliases,
      company: person.company,
      companyKey: person.companyKey,
      personalEmail: person.personalEmail,
      phone: person.phone,
      firstSeen: formatDateTime(person.firstSeenAt),
      lastActivity: formatDateTime(person.lastActivityAt),
    },
    score: {
      fitGrade: person.fitGrade,
      interestGrade: person.interestGrade,
      fitPoints: person.fitPoints,
      interestPoints: person.interestPoints,
      points: person.scorePoints,
    },
    work: {
      workStatus: person.workStatus,
      ownerId: person.ownerId,
      owners: ownerChoices(members, person.ownerId),
    },
    notes: extras.notes.map(noteView),
    timeline,
    duplicates: duplicates.map((row) => ({ name: row.name, email: row.email ?? "" })),
    personalData: personalData ?? { leads: 0, drafts: 0 },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  return handlePersonAction(request, params.id);
}

export const headers = privatePageHeaders;

export const meta = () => adminMeta(copy.title);

function MergeForm({ duplicates }: { duplicates: { name: string; email: string }[] }) {
  const refusal = (useActionData() as MergeRefusal | undefined)?.merge;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "merge";
  return (
    <section
      id="juntar"
      aria-labelledby="juntar-titulo"
      className="mt-10 rounded-xl border border-slate-200 p-4"
    >
      <h2 id="juntar-titulo" className="text-xl font-semibold text-ink">
        {copy.merge.heading}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{copy.merge.intro}</p>
      {duplicates.length > 0 ? (
        <div className="mt-3 text-sm text-slate-700">
          <p>{copy.merge.suggestions}</p>
          <ul className="mt-1 list-disc pl-5">
            {duplicates.map((row) => (
              <li key={row.email} className="[overflow-wrap:anywhere]">
                {`${row.name} · ${row.email}`}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" className="mt-3 max-w-xl space-y-3">
        <input type="hidden" name="intent" value="merge" />
        <div>
          <label htmlFor="juntar-email" className={labelClass}>
            {copy.merge.field}
          </label>
          <input
            id="juntar-email"
            type="email"
            name="email"
            required
            maxLength={320}
            autoComplete="off"
            defaultValue={refusal?.email}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? "juntar-erro" : undefined}
            className={inputClass}
          />
          {refusal ? (
            <p id="juntar-erro" role="alert" className="mt-1.5 text-sm text-red-700">
              {refusal.message}
            </p>
          ) : null}
        </div>
        <label className="flex items-start gap-2 text-sm text-ink">
          <input type="checkbox" name="confirm" required className="mt-1 size-4" />
          {copy.merge.confirm}
        </label>
        <button type="submit" disabled={busy} className={primaryButton}>
          {copy.merge.submit}
        </button>
      </Form>
    </section>
  );
}

export default function AdminPersonPage({ loaderData }: Route.ComponentProps) {
  const { person, score, work, notes, timeline, duplicates, personalData } = loaderData;
  return (
    <AdminPage title={person.name || person.email || copy.noName}>
      <Link to="/admin/leads" className="text-sm font-medium text-brand-700 underline">
        {copy.back}
      </Link>
      <dl className="mt-4 grid max-w-3xl gap-x-4 gap-y-2 text-sm sm:grid-cols-[14rem_1fr]">
        {person.email ? (
          <>
            <dt className="text-slate-600">E-mail</dt>
            <dd className="text-ink [overflow-wrap:anywhere]">
              {person.email}
              {person.personalEmail ? " " : null}
              {person.personalEmail ? (
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                  {copy.personal}
                </span>
              ) : null}
            </dd>
          </>
        ) : null}
        {person.otherEmails.length > 0 ? (
          <>
            <dt className="text-slate-600">{copy.otherEmails}</dt>
            <dd className="text-ink [overflow-wrap:anywhere]">{person.otherEmails.join(", ")}</dd>
          </>
        ) : null}
        {person.company || person.companyKey ? (
          <>
            <dt className="text-slate-600">{copy.company}</dt>
            <dd className="text-ink [overflow-wrap:anywhere]">
              {person.company || "—"}
              {person.companyKey ? " " : null}
              {person.companyKey ? (
                <Link
                  to={companyPath(person.companyKey)}
                  className="font-medium text-brand-700 underline"
                >
                  {copy.companyLink}
                </Link>
              ) : null}
            </dd>
          </>
        ) : null}
        {person.phone ? (
          <>
            <dt className="text-slate-600">{copy.phone}</dt>
            <dd className="text-ink">{person.phone}</dd>
          </>
        ) : null}
        <dt className="text-slate-600">{copy.firstSeen}</dt>
        <dd className="text-ink">{person.firstSeen}</dd>
        <dt className="text-slate-600">{copy.lastActivity}</dt>
        <dd className="text-ink">{person.lastActivity}</dd>
      </dl>
      <ContactLinksRow links={contactLinks(person)} />

      <PersonScore {...score} />
      <LeadWorkForm {...work} />
      <LeadNotes notes={notes} />
      <PersonTimeline entries={timeline} />
      <MergeForm duplicates={duplicates} />

      <section aria-labelledby="dados-titulo" className="mt-10">
        <h2 id="dados-titulo" className="text-xl font-semibold text-ink">
          {copy.data.heading}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{copy.data.intro}</p>
        <a
          href={`/admin/leads/pessoas/${person.id}/dados.json`}
          download
          className="mt-3 inline-flex min-h-11 items-center font-medium text-brand-700 underline"
        >
          {copy.data.download}
        </a>
      </section>
      <EraseData email={person.email} {...personalData} />
    </AdminPage>
  );
}
