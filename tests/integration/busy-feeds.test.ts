import type { IncomingMessage } from "node:http";
import { text as readBody } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBusy } from "~/server/booking/busy/index.server";
import { startStubServer } from "../support/http";
import { radicaleBinary, startRadicale } from "../support/radicale";

// A host's busy times read from a real server on this machine: a published iCal address as
// Google serves one, and a CalDAV calendar on Radicale.

const SP = "America/Sao_Paulo";
const allow = ["127.0.0.1"];
// March 2025 in São Paulo (UTC-3 all year).
const march = { from: new Date("2025-03-01T03:00:00Z"), to: new Date("2025-03-29T03:00:00Z") };
const iso = (intervals: { start: Date; end: Date }[]) =>
  intervals.map(({ start, end }) => [start.toISOString(), end.toISOString()]);
const ics = (...lines: string[]) => `${lines.join("\r\n")}\r\n`;

const SAO_PAULO = [
  "BEGIN:VTIMEZONE",
  "TZID:America/Sao_Paulo",
  "X-LIC-LOCATION:America/Sao_Paulo",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0300",
  "TZOFFSETTO:-0300",
  "TZNAME:GMT-3",
  "DTSTART:19700101T000000",
  "END:STANDARD",
  "END:VTIMEZONE",
];

// The shape of Google Calendar's secret address: a weekly meeting (one week skipped), a
// holiday, and an event marked "Disponível".
const googleFeed = ics(
  "BEGIN:VCALENDAR",
  "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
  "VERSION:2.0",
  "CALSCALE:GREGORIAN",
  "METHOD:PUBLISH",
  "X-WR-CALNAME:Ana",
  "X-WR-TIMEZONE:America/Sao_Paulo",
  ...SAO_PAULO,
  "BEGIN:VEVENT",
  "DTSTART;TZID=America/Sao_Paulo:20250203T100000",
  "DTEND;TZID=America/Sao_Paulo:20250203T110000",
  "RRULE:FREQ=WEEKLY;BYDAY=MO",
  "EXDATE;TZID=America/Sao_Paulo:20250317T100000",
  "DTSTAMP:20250301T120000Z",
  "UID:5k1q@google.com",
  "CREATED:20250120T120000Z",
  "LAST-MODIFIED:20250120T120000Z",
  "SEQUENCE:0",
  "STATUS:CONFIRMED",
  "SUMMARY:Reunião de pipeline",
  "TRANSP:OPAQUE",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART;VALUE=DATE:20250304",
  "DTEND;VALUE=DATE:20250305",
  "DTSTAMP:20250301T120000Z",
  "UID:carnaval@google.com",
  "SUMMARY:Carnaval",
  "TRANSP:OPAQUE",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART:20250312T150000Z",
  "DTEND:20250312T160000Z",
  "DTSTAMP:20250301T120000Z",
  "UID:almoco@google.com",
  "SUMMARY:Almoço (disponível)",
  "TRANSP:TRANSPARENT",
  "END:VEVENT",
  "END:VCALENDAR",
);

describe("a published iCal address", () => {
  let feed: Awaited<ReturnType<typeof startStubServer>>;
  beforeAll(async () => {
    feed = await startStubServer((req, res) => {
      if (req.url === "/calendar/ical/ana%40exemplo.com.br/private-abc123/basic.ics") {
        res.writeHead(200, { "content-type": "text/calendar; charset=UTF-8" }).end(googleFeed);
      } else if (req.url === "/pagina") {
        res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><p>Entrar</p>");
      } else {
        res.writeHead(404).end("Not Found");
      }
    });
  });
  afterAll(async () => {
    await feed?.close();
  });

  it("gives the weekly meeting and the holiday, not the free event", async () => {
    const url = `${feed.url}/calendar/ical/ana%40exemplo.com.br/private-abc123/basic.ics`;
    const read = await readBusy({ kind: "ics", url }, march, SP, { allow });
    expect(read.ok).toBe(true);
    expect(read.ok && iso(read.busy)).toEqual([
      ["2025-03-03T13:00:00.000Z", "2025-03-03T14:00:00.000Z"],
      ["2025-03-04T03:00:00.000Z", "2025-03-05T03:00:00.000Z"],
      ["2025-03-10T13:00:00.000Z", "2025-03-10T14:00:00.000Z"],
      ["2025-03-24T13:00:00.000Z", "2025-03-24T14:00:00.000Z"],
    ]);
  });

  it("tells the admin when the address answers 404 or with a web page", async () => {
    expect(
      await readBusy({ kind: "ics", url: `${feed.url}/sumiu.ics` }, march, SP, { allow }),
    ).toEqual({
      ok: false,
      error: "Agenda não respondeu (HTTP 404)",
    });
    expect(
      await readBusy({ kind: "ics", url: `${feed.url}/pagina` }, march, SP, { allow }),
    ).toEqual({
      ok: false,
      error: "O endereço não é um calendário iCal",
    });
  });

  it("asks nothing of an address on this machine unless OUTBOUND_ALLOW_HOSTS names it", async () => {
    const before = feed.requests.length;
    const read = await readBusy({ kind: "ics", url: `${feed.url}/x.ics` }, march, SP, {
      allow: [],
    });
    expect(read).toEqual({
      ok: false,
      error: "Endereço da agenda recusado (rede interna ou protocolo não permitido)",
    });
    expect(feed.requests.length).toBe(before);
  });
});

describe("a CalDAV address that redirects", () => {
  it("follows with the same REPORT, and sends the password to no other origin", async () => {
    const seen: string[] = [];
    const record = (server: string) => (req: IncomingMessage, body: string) =>
      seen.push(
        `${server} ${req.method} ${req.url} auth=${Boolean(req.headers.authorization)} query=${body.includes("calendar-query")}`,
      );
    const other = await startStubServer((req, res) => {
      readBody(req).then((body) => {
        record("outra")(req, body);
        res.writeHead(401).end();
      });
    });
    const first = await startStubServer((req, res) => {
      readBody(req).then((body) => {
        record("primeira")(req, body);
        const location = req.url === "/cal" ? "/cal/" : `${other.url}/cal/`;
        res.writeHead(req.url === "/cal" ? 308 : 307, { location }).end();
      });
    });
    try {
      const read = await readBusy(
        { kind: "caldav", url: `${first.url}/cal`, username: "ana", password: "segredo" },
        march,
        SP,
        { allow },
      );
      expect(read).toEqual({ ok: false, error: "Usuário ou senha do CalDAV recusados" });
      expect(seen).toEqual([
        "primeira REPORT /cal auth=true query=true",
        "primeira REPORT /cal/ auth=true query=true",
        "outra REPORT /cal/ auth=false query=true",
      ]);
    } finally {
      await first.close();
      await other.close();
    }
  });
});

describe.skipIf(!radicaleBinary())("a CalDAV calendar (Radicale)", () => {
  let radicale: Awaited<ReturnType<typeof startRadicale>>;
  const calendar = () => `${radicale.url}/ana/agenda/`;
  const dav = (method: string, url: string, body?: string) =>
    fetch(url, {
      method,
      body,
      headers: {
        authorization: radicale.auth("ana", "segredo"),
        "content-type": body?.startsWith("BEGIN") ? "text/calendar" : "application/xml",
      },
    });

  beforeAll(async () => {
    radicale = await startRadicale({ ana: "segredo" });
    const made = await dav(
      "MKCALENDAR",
      calendar(),
      `<?xml version="1.0" encoding="utf-8"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>Agenda</D:displayname></D:prop></D:set></C:mkcalendar>`,
    );
    expect(made.status).toBe(201);
    // A series in Lisbon with one week moved, as a client writes it: one resource.
    const weekly = ics(
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Teste//PT",
      "BEGIN:VEVENT",
      "UID:serie",
      "DTSTAMP:20250301T120000Z",
      "DTSTART;TZID=Europe/Lisbon:20250303T090000",
      "DTEND;TZID=Europe/Lisbon:20250303T100000",
      "RRULE:FREQ=WEEKLY;UNTIL=20250401T000000Z",
      "SUMMARY:Mentoria",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:serie",
      "DTSTAMP:20250301T120000Z",
      "RECURRENCE-ID;TZID=Europe/Lisbon:20250310T090000",
      "DTSTART;TZID=Europe/Lisbon:20250311T140000",
      "DTEND;TZID=Europe/Lisbon:20250311T150000",
      "SUMMARY:Mentoria (movida)",
      "END:VEVENT",
      "END:VCALENDAR",
    );
    const free = ics(
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Teste//PT",
      "BEGIN:VEVENT",
      "UID:livre",
      "DTSTAMP:20250301T120000Z",
      "DTSTART:20250312T150000Z",
      "DTEND:20250312T160000Z",
      "TRANSP:TRANSPARENT",
      "SUMMARY:Foco (livre)",
      "END:VEVENT",
      "END:VCALENDAR",
    );
    expect((await dav("PUT", `${calendar()}serie.ics`, weekly)).status).toBe(201);
    expect((await dav("PUT", `${calendar()}livre.ics`, free)).status).toBe(201);
  });
  afterAll(async () => {
    await radicale?.stop();
  });

  it("gives the series, expanded here, with its moved week and not the free event", async () => {
    const read = await readBusy(
      { kind: "caldav", url: calendar(), username: "ana", password: "segredo" },
      march,
      SP,
      { allow },
    );
    expect(read.ok).toBe(true);
    // Lisbon moves to summer time on 30 March; the 31st is at 08:00 UTC.
    expect(read.ok && iso(read.busy)).toEqual([
      ["2025-03-03T09:00:00.000Z", "2025-03-03T10:00:00.000Z"],
      ["2025-03-11T14:00:00.000Z", "2025-03-11T15:00:00.000Z"],
      ["2025-03-17T09:00:00.000Z", "2025-03-17T10:00:00.000Z"],
      ["2025-03-24T09:00:00.000Z", "2025-03-24T10:00:00.000Z"],
    ]);
    const april = { from: new Date("2025-03-29T00:00:00Z"), to: new Date("2025-04-05T00:00:00Z") };
    const next = await readBusy(
      { kind: "caldav", url: calendar(), username: "ana", password: "segredo" },
      april,
      SP,
      { allow },
    );
    expect(next.ok && iso(next.busy)).toEqual([
      ["2025-03-31T08:00:00.000Z", "2025-03-31T09:00:00.000Z"],
    ]);
  });

  it("tells the admin when the password is wrong", async () => {
    expect(
      await readBusy(
        { kind: "caldav", url: calendar(), username: "ana", password: "errada" },
        march,
        SP,
        { allow },
      ),
    ).toEqual({ ok: false, error: "Usuário ou senha do CalDAV recusados" });
  });
});
