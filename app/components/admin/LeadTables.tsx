import { Link } from "react-router";
import {
  type FormRow,
  formatCount,
  type MaterialRow,
  type Period,
  type ReiStep,
  reiStepLabel,
} from "~/lib/dashboard";
import { formTypeLabel } from "~/lib/leads";
import { DashboardTable } from "./DashboardTable";

const count = (value: number) => formatCount(value);

/** The dashboard's tables about leads alone: by form, by material, and the REI's funnel. */
export function LeadTables({
  period,
  forms,
  materials,
  rei,
}: {
  period: Period;
  forms: FormRow[];
  materials: MaterialRow[];
  rei: ReiStep[];
}) {
  return (
    <>
      <DashboardTable
        id="formularios"
        title="Leads por formulário"
        csv="formularios"
        period={period}
        columns={[{ label: "Formulário" }, { label: "Leads", numeric: true }]}
        rows={forms.map((row) => ({
          key: row.formType,
          cells: [formTypeLabel(row.formType), count(row.leads)],
        }))}
        empty="Nenhum lead neste período."
        narrow
      />

      <DashboardTable
        id="materiais"
        title="Leads por material"
        description="Cada download é um lead."
        csv="materiais"
        period={period}
        columns={[{ label: "Material" }, { label: "Leads", numeric: true }]}
        rows={materials.map((row) => ({
          key: row.materialId,
          cells: [
            row.slug ? (
              <Link
                key="title"
                to={`/admin/leads?tipo=download&material=${row.materialId}`}
                className="text-brand-700 underline"
              >
                {row.title}
              </Link>
            ) : (
              row.materialId || "—"
            ),
            count(row.leads),
          ],
        }))}
        empty="Nenhum download neste período."
        narrow
      />

      <DashboardTable
        id="rei"
        title="Questionário REI"
        description="Quantas pessoas chegaram a cada seção (pelos rascunhos guardados) e quantas enviaram o questionário."
        csv="rei"
        period={period}
        columns={[{ label: "Etapa" }, { label: "Pessoas", numeric: true }]}
        // Nobody started it: the message, not eight rows of zeros.
        rows={(rei.some((row) => row.people > 0) ? rei : []).map((row) => ({
          key: String(row.step),
          cells: [reiStepLabel(row.step, rei.length - 1), count(row.people)],
        }))}
        empty="Ninguém começou o questionário neste período."
        narrow
      />
    </>
  );
}
