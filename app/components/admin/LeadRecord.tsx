import { Link } from "react-router";
import { leadTypeLabel } from "~/lib/leads";
import { DetailSection, Pairs } from "./DetailList";
import { LeadStatusBadge } from "./LeadStatusBadge";

type Pair = { key: string; value: string };

/** A payload value; a material links to its page in the admin. */
type PayloadPair = Pair & { href: string | null };

/** What the lead page shows of a lead, every value already formatted by the loader. */
export interface LeadRecordData {
  id: string;
  formType: string;
  formId?: string;
  status: string;
  suspicion: string | null;
  attempts: number;
  createdAt: string;
  /** A download asked for again: how many times, and the last. */
  repeats: { count: number; last: string } | null;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
  lastError: string | null;
  sourcePage: string | null;
  payload: PayloadPair[];
  attribution: Pair[];
  consent: { text: string; version: string; at: string } | null;
}

/** The lead page's record: the submission, what was sent, where from, and the consent. */
export function LeadRecord({ lead }: { lead: LeadRecordData }) {
  const suspected = lead.status === "suspected";
  return (
    <>
      <DetailSection title="Envio">
        <Pairs
          items={[
            { key: "Formulário", value: leadTypeLabel(lead.formType, lead.formId) },
            { key: "Entrega", value: <LeadStatusBadge status={lead.status} /> },
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
            ...(lead.repeats
              ? [
                  {
                    key: "Pedidos",
                    value: `${lead.repeats.count} vezes (a última em ${lead.repeats.last})`,
                  },
                ]
              : []),
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
        <Pairs
          items={lead.payload.map(({ key, value, href }) => ({
            key,
            value: href ? (
              <Link to={href} className="text-brand-700 underline">
                {value}
              </Link>
            ) : (
              value
            ),
          }))}
        />
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
    </>
  );
}
