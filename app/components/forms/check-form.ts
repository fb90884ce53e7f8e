import { parseFormData } from "@rvf/react-router";
import * as schemas from "~/lib/forms/schemas";

export type LeadSchemas = typeof schemas;
type Schema = Parameters<typeof parseFormData>[1];

/** A lead form's schema, picked from the lead schemas when they have loaded. */
export type PickSchema = (all: LeadSchemas) => Schema | undefined;

/**
 * A lead form's field errors, by the parser and schema its action uses (rvf's `parseFormData`,
 * zod). Imported on a form's first send, so no page carries this code before a visitor sends
 * one (ADR 0038).
 */
export async function checkForm(data: FormData, pick: PickSchema): Promise<Record<string, string>> {
  const schema = pick(schemas);
  if (!schema) return {};
  const result = await parseFormData(data, schema);
  return result.error ? result.error.fieldErrors : {};
}
