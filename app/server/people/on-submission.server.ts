import type { Tx } from "../db/index.server";
import { rescorePerson } from "./score.server";

// What follows a person's new submission, in the transaction that stored it (ADR 0058): the
// score first, since routing rules may ask for the grade; then the owner.

export interface Submission {
  id: string;
  formType: string;
  payload: Record<string, unknown>;
}

export async function afterSubmission(
  tx: Tx,
  personId: string,
  _submission: Submission,
  now: Date,
): Promise<void> {
  // The score: from every submission of the person, this one included (lib/score).
  await rescorePerson(tx, personId, now);
}
