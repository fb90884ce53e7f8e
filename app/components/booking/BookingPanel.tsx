import type { BookingView } from "~/lib/booking-view";
import { bookingCopy } from "~content/booking";
import { BookingFrame } from "../sections/BookingFrame";
import { SlotPicker } from "./SlotPicker";

/** The call's booking: the site's own times, or the team's outside calendar when one is set. */
export function BookingPanel({
  view,
  hostName,
  dark = false,
}: {
  view: BookingView;
  hostName?: string;
  dark?: boolean;
}) {
  if (view.mode === "external") {
    return (
      <BookingFrame
        src={view.url}
        title={bookingCopy.calendarTitle}
        scriptUrl={view.scriptUrl}
        minHeight={700}
        dark={dark}
      />
    );
  }
  return <SlotPicker view={view} hostName={hostName} />;
}
