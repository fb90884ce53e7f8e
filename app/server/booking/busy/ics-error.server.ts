/** Why a calendar could not be read; the caller logs it and tells the admin in Portuguese. */
export type IcsErrorReason = "too-large" | "too-many-events" | "too-much-recurrence" | "not-ical";

export class IcsError extends Error {
  constructor(
    readonly reason: IcsErrorReason,
    message: string,
  ) {
    super(message);
    this.name = "IcsError";
  }
}
