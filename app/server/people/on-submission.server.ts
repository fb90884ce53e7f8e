import type { Tx } from "../db/index.server";
import { logger } from "../logger.server";
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
  // The score: from every submission of the person, this one included (lib/score). Each step
  // runs in a savepoint: a failure of it is logged and undone, never the submission's loss.
  await guarded(tx, "pontuação", personId, (sp) => rescorePerson(sp, personId, now));
  await guarded(tx, "distribuição", personId, (sp) => routePerson(sp, personId, submission, now));
}

async function guarded(tx: Tx, step: string, personId: string, run: (sp: Tx) => Promise<unknown>) {
  try {
    await tx.transaction(async (sp) => {
      await run(sp);
    });
  } catch (error) {
    logger.error(
      { err: error, person: personId },
      `falha na ${step} de uma pessoa; envio guardado`,
    );
  }
}
