/**
 * Whether a database error, or one it wraps (drizzle wraps the driver's in `cause`), has this
 * SQLSTATE: 23505 a unique violation, 23P01 an exclusion constraint's.
 */
export function hasPgCode(error: unknown, code: string, depth = 0): boolean {
  const found = error as { code?: string; cause?: unknown } | null | undefined;
  if (!found || depth > 4) return false;
  return found.code === code || hasPgCode(found.cause, code, depth + 1);
}

export const isUniqueViolation = (error: unknown) => hasPgCode(error, "23505");
