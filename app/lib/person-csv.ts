// One person as a line of the inbox's CSV (issue 57): who they are, their score and the team's
// work, then every field any of their submissions gave (the newest value of each) under the
// name its form showed. The columns are fixed, so a file of thousands of people streams.
import { adminPeopleCopy } from "~content/admin-people";
import { BOM, excelRow } from "./csv";
import { formatDayTime } from "./dates";
import { fieldLabel, fieldName, knownFields } from "./lead-fields";
import { memberName, workStatusLabel } from "./lead-work";
import { leadTypeLabel } from "./leads";
import { scoreLabel } from "./score";

const copy = adminPeopleCopy.csv;

/** Fields the person's own columns already hold. */
const IDENTITY = new Set([
  "name",
  "firstName",
  "lastName",
  "email",
  "phone",
  "whatsapp",
  "company",
  "companyName",
]);

/** A column per name a form showed; 'Setor' gathers the forms' `industry` and the REI's `sector`. */
const fieldColumns = [
  ...new Set(
    knownFields.flatMap((field) => {
      const name = IDENTITY.has(field) ? null : fieldName(field);
      return name ? [name] : [];
    }),
  ),
];
const columnOf = new Map(fieldColumns.map((name, index) => [name, index]));

/** 'Outros campos' holds what no column names, up to this many characters. */
export const OTHERS_LIMIT = 2000;

export interface PersonCsvSource {
  name: string;
  email: string | null;
  phone: string;
  company: string;
  domain: string;
  personalEmail: boolean;
  fitGrade: string;
  interestGrade: number;
  fitPoints: number;
  interestPoints: number;
  workStatus: string;
  owner: string | null;
  ownerName: string | null;
  firstSeenAt: Date;
  lastActivityAt: Date;
  lastForm: string;
  lastFormId: string | null;
  submissions: number;
  notes: number;
  /** The first submission's campaign (utm_*), how the person first came. */
  attribution: Record<string, string> | null;
}

/** A field a submission gave: its code and its newest value, the newest first. */
export interface GivenField {
  key: string;
  value: string;
}

export const personCsvHead = () =>
  `${BOM}${excelRow([...copy.header, ...fieldColumns, copy.others])}`;

/**
 * A person's line. `fields` come newest first, so the first value of a column wins;
 * `materialTitle` names a stored `materialId`.
 */
export function personCsvLine(
  person: PersonCsvSource,
  fields: GivenField[],
  materialTitle: (materialId: string) => string,
) {
  const values: string[] = fieldColumns.map(() => "");
  const others: string[] = [];
  for (const { key, value } of fields) {
    const name = IDENTITY.has(key) ? null : fieldName(key);
    if (!name || !value) continue;
    const shown = key === "materialId" ? materialTitle(value) : fieldLabel(key, value);
    const column = columnOf.get(name);
    if (column === undefined) others.push(`${name}: ${shown}`);
    else if (!values[column]) values[column] = shown;
  }
  const utm = (key: string) => person.attribution?.[key] ?? "";
  return excelRow([
    person.name,
    person.email ?? "",
    person.phone,
    person.company,
    person.domain,
    person.personalEmail ? copy.yes : copy.no,
    scoreLabel(person.fitGrade, person.interestGrade),
    person.fitPoints,
    person.interestPoints,
    workStatusLabel(person.workStatus),
    person.owner === null ? "" : memberName({ username: person.owner, name: person.ownerName }),
    formatDayTime(person.firstSeenAt),
    formatDayTime(person.lastActivityAt),
    person.lastForm ? leadTypeLabel(person.lastForm, person.lastFormId ?? undefined) : "",
    person.submissions,
    person.notes,
    utm("utm_source"),
    utm("utm_medium"),
    utm("utm_campaign"),
    ...values,
    others.join(" | ").slice(0, OTHERS_LIMIT),
  ]);
}
