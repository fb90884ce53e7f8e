import type { Tx } from "../db/index.server";
import { routePerson } from "./routing.server";
import { rescorePerson } from "./score.server";

// What follows a person's new submission, in the transaction that stored it (ADR 0058): the
// score first, since routing rules may ask for the grade; then the owner.

export interface Submission {
  id: string;
  formType: string;
  payload: Record<string, unknown>;
  /** Where it was sent from, for the owner's alert. */
  sourcePage?: string | null;
  attribution?: Record<string, string> | null;
  /** What is sent with it: the owner is not alerted twice. */
  deliveries?: { purpose: string; message: Record<string, unknown> }[];
}

export async function afterSubmission(
  tx: Tx,
  personId: string,
  submission: Submission,
  now: Date,
): Promise<void> {
  // The score: from every submission of the person, this one included (lib/score).
  await rescorePerson(tx, personId, now);
  await routePerson(tx, personId, submission, now);
}
