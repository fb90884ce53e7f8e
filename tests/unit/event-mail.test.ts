import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { eventConfirmation, eventIcs, eventReminder } from "~/server/landing/event-mail.server";

// A campaign event's e-mails (issue 58): the event for the calendar, when and where in words,
// the marketer's text or the site's, and the reminders.

const event = {
  start: new Date("2026-12-10T22:00:00Z"),
  end: new Date("2026-12-10T23:30:00Z"),
  room: "https://sala.exemplo/webinar",
  place: "",
  recording: "",
};
const input = {
  to: "ana@empresa.com.br",
  name: "Ana",
  title: "Webinar de receita previsível",
  pageUrl: "https://site.exemplo/webinar-dezembro",
  event,
};

describe("eventIcs", () => {
  it("publishes one event with its time, room and page", () => {
    const calendar = new ICAL.Component(ICAL.parse(eventIcs(input)));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
    expect(vevent.summary).toBe("Webinar de receita previsível");
    expect(vevent.startDate.toJSDate().toISOString()).toBe("2026-12-10T22:00:00.000Z");
    expect(vevent.endDate.toJSDate().toISOString()).toBe("2026-12-10T23:30:00.000Z");
    expect(vevent.location).toBe("https://sala.exemplo/webinar");
    expect(vevent.uid).toBe("webinar-dezembro-1796940000000@vetorrevenue.com.br");
  });

  it("keeps a title with line breaks on one line", () => {
    const ics = eventIcs({ ...input, title: "Linha um\r\nDTSTART:20200101T000000Z" });
    expect(ics.match(/^DTSTART/gm)).toHaveLength(1);
  });
});

describe("eventConfirmation", () => {
  it("says when, where and how to save it, in Brasília time, with the .ics", () => {
    const mail = eventConfirmation(input);
    expect(mail.subject).toBe("Inscrição confirmada: Webinar de receita previsível");
    expect(mail.text).toContain("Olá, Ana!");
    expect(mail.text).toContain("Sua inscrição em Webinar de receita previsível está confirmada.");
    expect(mail.text).toContain(
      "quinta-feira, 10 de dezembro de 2026 às 19:00 (horário de Brasília), 90 minutos.",
    );
    expect(mail.text).toContain("Sala on-line: https://sala.exemplo/webinar");
    expect(mail.html).toContain('href="https://calendar.google.com/calendar/render?');
    expect(mail.calendar?.method).toBe("PUBLISH");
  });

  it("uses the marketer's subject and text, and says the place of one in person", () => {
    const mail = eventConfirmation(
      { ...input, event: { ...event, room: "", place: "Av. Paulista, 1000" } },
      { subject: "Sua vaga", text: "Nos vemos lá.\n\nTraga um crachá." },
    );
    expect(mail.subject).toBe("Sua vaga");
    expect(mail.text).toContain("Nos vemos lá.\n\nTraga um crachá.");
    expect(mail.text).toContain("Local: Av. Paulista, 1000");
  });
});

describe("eventReminder", () => {
  it("reminds a day and an hour before, without a second invitation", () => {
    expect(eventReminder(input, 24).subject).toBe(
      "Lembrete: Webinar de receita previsível é amanhã",
    );
    const hour = eventReminder(input, 1);
    expect(hour.subject).toBe("Lembrete: Webinar de receita previsível começa em 1 hora");
    expect(hour.calendar).toBeUndefined();
  });
});
