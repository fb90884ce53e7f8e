// A campaign page's registrants as a file for Excel in Brazil: one column per answer, by the
// label it was given (a field removed later keeps its column), then the registration's time
// and 'Compareceu'.
import { registrantsCopy as copy } from "~content/admin-registrants";
import { BOM, excelRow } from "../csv";
import { formatDayTime } from "../dates";
import { answerText } from "../lead-fields";

interface Row {
  payload: Record<string, unknown>;
  createdAt: Date;
  attendedAt: Date | null;
}

const labelsOf = (payload: Record<string, unknown>) => {
  const labels = payload.fieldLabels;
  return labels && typeof labels === "object" ? (labels as Record<string, unknown>) : {};
};

/**
 * `fields`: the form as it is now, whose order the columns take; an answer to a field it no
 * longer has follows, under the label it was given (the stored labels keep no order).
 */
export function registrantsCsv(
  rows: readonly Row[],
  fields: readonly { id: string; label: string }[],
) {
  const columns = new Map<string, string>(fields.map((field) => [field.id, field.label]));
  for (const row of rows)
    for (const [id, label] of Object.entries(labelsOf(row.payload)))
      if (!columns.has(id) && typeof label === "string") columns.set(id, label);
  const ids = [...columns.keys()];
  const head = excelRow([...columns.values(), copy.columns.at, copy.columns.attended]);
  const lines = rows.map((row) =>
    excelRow([
      ...ids.map((id) => answerText(row.payload[id])),
      formatDayTime(row.createdAt),
      row.attendedAt ? copy.yes : copy.no,
    ]),
  );
  return `${BOM}${head}${lines.join("")}`;
}
