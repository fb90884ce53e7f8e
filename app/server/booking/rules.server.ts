import { eq } from "drizzle-orm";
import { type BookingRules, readBookingRules } from "~/lib/booking-rules";
import type { Db } from "../db/index.server";
import { bookingSettings } from "../db/schema.server";

/** The call's rules in effect: the saved ones, or the defaults. */
export async function bookingRules(db: Db): Promise<BookingRules> {
  const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
  return readBookingRules(row?.values);
}

export async function saveBookingRules(db: Db, rules: BookingRules, savedBy: string) {
  const values = { ...rules };
  await db
    .insert(bookingSettings)
    .values({ id: 1, values, savedBy })
    .onConflictDoUpdate({
      target: bookingSettings.id,
      set: { values, savedBy, savedAt: new Date() },
    });
}
