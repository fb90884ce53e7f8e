// One lead as a line of the inbox's CSV: labels, not codes; dates in São Paulo.
import { adminLeadsCopy } from "~content/admin-leads";
import { BOM, excelRow } from "./csv";
import { formatDayTime } from "./dates";
import { campaignSummary, leadPerson, leadProfile, payloadText } from "./lead-fields";
import { memberName, workStatusLabel } from "./lead-work";
import { leadFormId, leadTypeLabel } from "./leads";

export interface LeadCsvSource {
  createdAt: Date;
  formType: string;
  payload: Record<string, unknown>;
  sourcePage: string | null;
  attribution: Record<string, string> | null;
  workStatus: string;
  /** The owner's username and name, or null for nobody. */
  owner: string | null;
  ownerName?: string | null;
}

/** The file's first bytes: the BOM and the header line. */
export const leadCsvHead = () => `${BOM}${excelRow(adminLeadsCopy.csvHeader)}`;

/** A lead's line; `materialTitle` names a stored `materialId` (the code itself when unknown). */
export function leadCsvLine(lead: LeadCsvSource, materialTitle: (materialId: string) => string) {
  const person = leadPerson(lead.payload);
  const profile = leadProfile(lead.payload);
  const materialId = payloadText(lead.payload.materialId);
  const utm = (key: string) => lead.attribution?.[key] ?? "";
  return excelRow([
    formatDayTime(lead.createdAt),
    person.name,
    person.email,
    person.company,
    person.phone,
    profile.role,
    profile.industry,
    lead.formType === "campaign"
      ? campaignSummary(lead.payload)
      : payloadText(lead.payload.message),
    leadTypeLabel(lead.formType, leadFormId(lead.formType, lead.payload)),
    materialId ? materialTitle(materialId) : "",
    workStatusLabel(lead.workStatus),
    lead.owner === null ? "" : memberName({ username: lead.owner, name: lead.ownerName }),
    lead.sourcePage ?? "",
    utm("utm_source"),
    utm("utm_medium"),
    utm("utm_campaign"),
  ]);
}
