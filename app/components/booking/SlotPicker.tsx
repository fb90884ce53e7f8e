import { useEffect, useState } from "react";
import { Link, useActionData, useFetcher, useFormAction } from "react-router";
import type { BookingView, TimeView } from "~/lib/booking-view";
import type { FormReply } from "~/lib/forms/reply";
import { leadRefusal } from "~/lib/forms/toasts";
import { slotsCopy as copy } from "~content/booking";
import { TextField } from "../forms/Fields";
import { LeadFormFrame } from "../forms/LeadFormFrame";
import { useLeadForm } from "../forms/useLeadForm";

const FORM_ID = "agendamento";
const empty = { name: "", email: "", phone: "", company: "" };

type Reply = FormReply & { next?: TimeView[] };
type Slots = Extract<BookingView, { mode: "slots" }>;

/**
 * The free times, rendered on the server: a day is a link (?dia=), a time is a submit button
 * of a real form with the visitor's data, so booking works without JavaScript. With it the
 * same form is sent by a fetcher and the day changes without a reload.
 */
export function SlotPicker({ view, hostName }: { view: Slots; hostName?: string }) {
  const action = useFormAction();
  const lead = useLeadForm({
    formId: FORM_ID,
    schema: (schemas) => schemas.bookingVisitorSchema,
    action,
    defaultValues: view.prefill ?? empty,
    refusal: leadRefusal,
  });
  const fetcher = useFetcher<Reply>({ key: FORM_ID });
  const page = useActionData() as Reply | undefined;
  const next = (fetcher.data ?? page)?.next ?? [];
  const form = lead.form;
  if (view.days.length === 0) return <NoTimes />;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <nav aria-labelledby="dias" className="min-w-0">
        <h2 id="dias" className="text-lg font-semibold text-ink">
          {copy.daysHeading}
        </h2>
        <ul className="mt-4 flex gap-2 overflow-x-auto pb-2 lg:grid lg:grid-cols-2 lg:overflow-visible">
          {view.days.map((day) => {
            const current = day.date === view.day;
            return (
              <li key={day.date} className="shrink-0">
                <Link
                  to={`?dia=${day.date}#horarios`}
                  preventScrollReset
                  aria-current={current ? "date" : undefined}
                  className={`flex min-h-12 flex-col justify-center rounded-lg border px-4 py-2 ${current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-ink hover:border-brand-700"}`}
                >
                  <span className="font-semibold first-letter:uppercase">{day.label}</span>
                  <span className={`text-sm ${current ? "text-brand-50" : "text-slate-600"}`}>
                    {copy.count(day.count)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0">
        <LeadFormFrame
          lead={lead}
          label={copy.formLabel}
          submitLabel=""
          footer={<Times view={view} next={next} pending={lead.pending} hostName={hostName} />}
        >
          <fieldset className="space-y-4">
            <legend className="text-lg font-semibold text-ink">{copy.dataHeading}</legend>
            <p className="text-sm text-slate-600">
              {view.prefill ? copy.dataPrefilled : copy.dataAsk}
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField form={form} name="name" label="Nome" required autoComplete="name" />
              <TextField
                form={form}
                name="email"
                label="E-mail corporativo"
                type="email"
                required
                autoComplete="email"
              />
              <TextField
                form={form}
                name="phone"
                label="Telefone"
                type="tel"
                required
                autoComplete="tel"
              />
              <TextField
                form={form}
                name="company"
                label="Empresa"
                required
                autoComplete="organization"
              />
            </div>
          </fieldset>
        </LeadFormFrame>
      </div>
    </div>
  );
}

function Times({
  view,
  next,
  pending,
  hostName,
}: {
  view: Slots;
  next: TimeView[];
  pending: boolean;
  hostName?: string;
}) {
  return (
    <div className="space-y-6">
      {next.length > 0 ? (
        <section
          aria-labelledby="proximos"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4"
        >
          <h3 id="proximos" className="font-semibold text-amber-950">
            {copy.nextHeading}
          </h3>
          <TimeButtons times={next} pending={pending} />
        </section>
      ) : null}
      <section id="horarios" aria-labelledby="horarios-titulo" className="scroll-mt-24">
        <h3 id="horarios-titulo" className="text-lg font-semibold text-ink">
          {copy.timesHeading(view.dayLabel)}
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          {copy.length(view.lengthMinutes)} {hostName ? copy.hostLine(hostName) : null}{" "}
          <ZoneNote zone={view.zone} />
        </p>
        <TimeButtons times={view.times} pending={pending} />
      </section>
    </div>
  );
}

function TimeButtons({ times, pending }: { times: TimeView[]; pending: boolean }) {
  return (
    <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4">
      {times.map((time) => (
        <li key={time.iso}>
          <button
            type="submit"
            name="inicio"
            value={time.iso}
            disabled={pending}
            aria-label={copy.pick(time.label)}
            className="flex min-h-12 w-full items-center justify-center rounded-lg border border-brand-700 bg-white px-2 font-semibold text-brand-800 hover:bg-brand-700 hover:text-white disabled:cursor-wait disabled:opacity-60"
          >
            {time.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

const zoneNames: Record<string, string> = { "America/Sao_Paulo": copy.brasilia };

/** The team's zone, and the visitor's when it differs (known only in the browser). */
function ZoneNote({ zone }: { zone: string }) {
  const [visitor, setVisitor] = useState<string>();
  useEffect(() => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (own && own !== zone) setVisitor(own);
  }, [zone]);
  return (
    <>
      {copy.zoneNote(zoneNames[zone] ?? zone)}
      {visitor ? <span className="block text-amber-800">{copy.visitorZone(visitor)}</span> : null}
    </>
  );
}

function NoTimes() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <p className="text-slate-700">{copy.none}</p>
      <Link
        to="/diagnostico#formulario"
        className="mt-4 inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {copy.noneLink}
      </Link>
    </div>
  );
}
