// /admin/leads/distribuicao (ADR 0058): who gets each new person. Every role that works leads
// reads it; only an Administrador changes it. The list's buttons answer the form as edited;
// 'Salvar' a redirect with a message, or the form as sent with each field's message.
import { data } from "react-router";
import { formatDateTime } from "~/lib/dates";
import { successToast } from "~/lib/forms/toasts";
import { memberName, ownerChoices } from "~/lib/lead-work";
import {
  conditionLabel,
  fitGrades,
  industryOptions,
  ROUND_ROBIN,
  type RuleField,
  routedForms,
} from "~/lib/routing";
import {
  checkRoutingForm,
  editRules,
  type RoutingFormValues,
  readRoutingForm,
  settingsToValues,
} from "~/lib/routing-form";
import type { Role } from "~/lib/team";
import { assertRole, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { teamMembers } from "~/server/auth/admins.server";
import { db } from "~/server/db/index.server";
import { landingPageNames } from "~/server/landing/pages.server";
import { routingSaved, routingSettings, saveRoutingSettings } from "~/server/people/routing.server";
import { routingCopy } from "~content/admin-routing";

const copy = routingCopy;
export const ROUTING_PAGE = "/admin/leads/distribuicao";

/** What a post answers when it does not redirect: the form as edited or as refused. */
export interface RoutingReply {
  values: RoutingFormValues;
  fieldErrors: Record<string, string>;
  message?: string;
}

/** The conditions a rule may pick, grouped as the select shows them. */
async function conditionGroups() {
  const pages = await landingPageNames();
  const group = (field: RuleField, values: string[]) => ({
    label: copy.fields[field],
    options: values.map((value) => ({
      value: `${field}:${value}`,
      label: conditionLabel(field, value),
    })),
  });
  return [
    group("grade", [...fitGrades]),
    group("form", [...routedForms]),
    group(
      "industry",
      industryOptions.map((option) => option.value),
    ),
    group(
      "landing",
      pages.map((page) => page.slug),
    ),
  ];
}

async function workers() {
  return ownerChoices(await teamMembers());
}

export async function routingPage(admin: { role: Role }) {
  const [settings, saved, conditions, members] = await Promise.all([
    routingSettings(db()),
    routingSaved(db()),
    conditionGroups(),
    workers(),
  ]);
  return {
    values: settingsToValues(settings),
    conditions,
    targets: [{ value: ROUND_ROBIN, label: copy.roundRobin }, ...members],
    manage: admin.role === "admin",
    saved: saved ? copy.savedBy(saved.savedBy, formatDateTime(saved.savedAt)) : null,
  };
}

/** The page's one action: an Administrador's only (checked here, not only hidden). */
export async function handleRoutingAction(request: Request) {
  const admin = await requireAdminAction(request);
  assertRole(admin, ["admin"]);
  const form = await readForm(request);
  const values = readRoutingForm(form);
  const intent = String(form.get("intent") ?? "").slice(0, 20);
  const edited = editRules(values, intent);
  if (edited) return data<RoutingReply>({ values: edited, fieldErrors: {} });
  const members = (await teamMembers()).filter((m) => m.worksLeads).map((m) => m.id);
  const checked = checkRoutingForm(values, members);
  if (!checked.ok) {
    return data<RoutingReply>(
      { values, fieldErrors: checked.fieldErrors, message: copy.refused },
      { status: 400 },
    );
  }
  await saveRoutingSettings(db(), checked.settings, memberName(admin));
  return redirectWithToast(ROUTING_PAGE, successToast(copy.saved));
}
