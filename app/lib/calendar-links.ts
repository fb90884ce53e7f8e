// 'Adicionar ao Google Agenda' and 'Adicionar ao Outlook': links that open an event to save.

export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  details: string;
  location?: string;
}

/** 20261203T170000Z, as Google's `dates` takes it. */
const compact = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function googleCalendarLink(event: CalendarEvent) {
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${compact(event.start)}/${compact(event.end)}`,
    details: event.details,
    location: event.location ?? "",
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

export function outlookCalendarLink(event: CalendarEvent) {
  const query = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: event.start.toISOString(),
    enddt: event.end.toISOString(),
    body: event.details,
    location: event.location ?? "",
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query}`;
}
