import type { Toast } from "../toast";

/**
 * What a form action answers when it does not redirect. The shape rvf reads (`formId`,
 * `fieldErrors`, `repopulateFields`) plus the message to show and, on success with
 * JavaScript, where to go next.
 */
export interface FormReply {
  formId: string;
  /** Present (even empty) when the submission was refused: rvf keeps the form as typed. */
  fieldErrors?: Record<string, string>;
  repopulateFields?: Record<string, string | boolean>;
  toast?: Toast;
  /**
   * The time stamp the form should carry when sent again: the one it was sent with, so the
   * time the person spent still counts, or a new one when that had expired.
   */
  token?: string;
  /** Success: go to `redirectTo` after `delayMs`, or clear the form and stay. */
  done?: { redirectTo?: string; delayMs?: number };
}

/** Hidden fields of every public form, besides the spam guards. */
export const FORM_ID_FIELD = "rvfFormId";
export const ENHANCED_FIELD = "_js";
export const SOURCE_FIELD = "source";
