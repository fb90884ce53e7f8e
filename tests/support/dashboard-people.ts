import { isoDate } from "~/lib/dates";
import { type Db, tables } from "~/server/db/index.server";

// A fixture of people, campaigns and outcomes (ADR 0058), relative to `now`: five people and a
// suspect, two campaigns, a landing page, submissions in the last 7 days and in the 7 before,
// statuses up to 'Cliente', calls booked, held and cancelled, owners and first contacts.
//
// Last 7 days, by person:
//   Carla: contact (/blog/revops, linkedin), diagnosis (/servicos, linkedin), newsletter from
//     the landing page webinar (google), a booking (/agenda, linkedin) held; 'Cliente'; Ana's,
//     given 3 days ago, contacted 2 h later.
//   Davi: contact (/blog/revops, linkedin), a booking (/agenda, linkedin) to come; 'Qualificado';
//     Ana's, given 2 days ago, contacted 4 h later.
//   Eva: contact (/servicos, google), a booking (/agenda, google) cancelled; 'Novo'; Bia's,
//     given yesterday, not contacted.
//   Gil: two contacts (/blog/revops, linkedin); 'Em contato'; nobody's, first seen yesterday,
//     contacted 30 min later.
//   A suspect (/blog/revops, linkedin): no person, counts nowhere.
// The 7 days before: Fábio, contact (/blog/revops, linkedin); 'Reunião'; Ana's, contacted 1 h
// after he was given.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const LINKEDIN = {
  landingPage: "/blog/revops",
  utm_source: "linkedin",
  utm_medium: "social",
  utm_campaign: "lancamento",
};
export const GOOGLE = {
  landingPage: "/servicos",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "busca",
};

const site = "http://127.0.0.1";

export async function seedPeopleFixture(db: Db, now = new Date()) {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const { adminUsers, people, leads, bookings, landingPages, pageViewsDaily } = tables;
  const [ana, bia] = await db
    .insert(adminUsers)
    .values([
      { username: "ana@empresa.com.br", name: "Ana Lima", role: "sales", passwordHash: "x" },
      { username: "bia@empresa.com.br", name: "", role: "sales", passwordHash: "x" },
    ])
    .returning({ id: adminUsers.id });
  await db.insert(landingPages).values({
    slug: "webinar",
    title: "Webinar de RevOps",
    status: "published",
    publishAt: ago(30 * DAY),
  });
  const view = { device: "desktop", referrer: "", visitors: 1 };
  await db.insert(pageViewsDaily).values([
    { ...view, day: isoDate(now), path: "/blog/revops", ...utm(LINKEDIN), views: 30 },
    { ...view, day: isoDate(now), path: "/servicos", ...utm(GOOGLE), views: 20 },
    { ...view, day: isoDate(now), path: "/webinar", ...utm(GOOGLE), views: 5 },
    { ...view, day: isoDate(ago(10 * DAY)), path: "/blog/revops", ...utm(LINKEDIN), views: 10 },
  ]);
  const person = (
    email: string,
    name: string,
    extra: Partial<typeof people.$inferInsert>,
  ): typeof people.$inferInsert => ({
    email,
    name,
    domain: "empresa.com.br",
    companyKey: "empresa.com.br",
    ...extra,
  });
  const [carla, davi, eva, gil, fabio] = await db
    .insert(people)
    .values([
      person("carla@empresa.com.br", "Carla Dias", {
        company: "Empresa Boa",
        phone: "11 99999-0001",
        workStatus: "customer",
        ownerId: ana?.id,
        firstSeenAt: ago(3 * DAY),
        lastActivityAt: ago(DAY),
        lastForm: "booking",
        assignedAt: ago(3 * DAY),
        firstContactAt: ago(3 * DAY - 2 * HOUR),
        fitPoints: 30,
        interestPoints: 45,
        fitGrade: "B",
        interestGrade: 3,
      }),
      person("davi@empresa.com.br", "Davi Reis", {
        workStatus: "qualified",
        ownerId: ana?.id,
        firstSeenAt: ago(2 * DAY),
        lastActivityAt: ago(2 * DAY),
        assignedAt: ago(2 * DAY),
        firstContactAt: ago(2 * DAY - 4 * HOUR),
      }),
      person("eva@empresa.com.br", "Eva Melo", {
        ownerId: bia?.id,
        firstSeenAt: ago(DAY),
        lastActivityAt: ago(DAY),
        assignedAt: ago(DAY),
      }),
      person("gil@empresa.com.br", "Gil Souza", {
        workStatus: "contacted",
        firstSeenAt: ago(DAY),
        lastActivityAt: ago(DAY - HOUR),
        firstContactAt: ago(DAY - HOUR / 2),
      }),
      person("fabio@empresa.com.br", "Fábio Lins", {
        workStatus: "meeting",
        ownerId: ana?.id,
        firstSeenAt: ago(10 * DAY),
        lastActivityAt: ago(10 * DAY),
        assignedAt: ago(10 * DAY),
        firstContactAt: ago(10 * DAY - HOUR),
      }),
    ])
    .returning({ id: people.id });
  const submission = (
    who: { id: string } | undefined,
    at: Date,
    formType: string,
    page: string,
    attribution: Record<string, string>,
    payload: Record<string, unknown>,
  ): typeof leads.$inferInsert => ({
    personId: who?.id ?? null,
    formType,
    payload,
    sourcePage: `${site}${page}`,
    attribution,
    createdAt: at,
    status: "stored",
  });
  const carlaIs = { name: "Carla Dias", email: "carla@empresa.com.br" };
  const [, , , carlaCall, , daviCall, , evaCall] = await db
    .insert(leads)
    .values([
      submission(carla, ago(3 * DAY), "newsletter", "/webinar", GOOGLE, {
        ...carlaIs,
        formId: "lp-webinar",
      }),
      submission(carla, ago(2 * DAY), "diagnosis", "/servicos", LINKEDIN, {
        ...carlaIs,
        company: "Empresa Boa",
        industry: "technology",
        roleType: "decision-maker",
      }),
      submission(carla, ago(DAY + HOUR), "contact", "/blog/revops", LINKEDIN, {
        ...carlaIs,
        company: "Empresa Boa Ltda",
        phone: "11 99999-0001",
        message: "Quero falar sobre RevOps",
      }),
      submission(carla, ago(DAY), "booking", "/agenda", LINKEDIN, carlaIs),
      submission(davi, ago(2 * DAY), "contact", "/blog/revops", LINKEDIN, {
        name: "Davi Reis",
        email: "davi@empresa.com.br",
      }),
      submission(davi, ago(2 * DAY - HOUR), "booking", "/agenda", LINKEDIN, {
        name: "Davi Reis",
        email: "davi@empresa.com.br",
      }),
      submission(eva, ago(DAY), "contact", "/servicos", GOOGLE, {
        name: "Eva Melo",
        email: "eva@empresa.com.br",
      }),
      submission(eva, ago(DAY - HOUR), "booking", "/agenda", GOOGLE, {
        name: "Eva Melo",
        email: "eva@empresa.com.br",
      }),
      submission(gil, ago(DAY), "contact", "/blog/revops", LINKEDIN, {
        name: "Gil Souza",
        email: "gil@empresa.com.br",
      }),
      submission(gil, ago(DAY - HOUR), "contact", "/blog/revops", LINKEDIN, {
        name: "Gil Souza",
        email: "gil@empresa.com.br",
      }),
      {
        ...submission(undefined, ago(DAY), "contact", "/blog/revops", LINKEDIN, {
          name: "Robô",
          email: "robo@spam.example",
        }),
        status: "suspected",
        suspicion: "honeypot",
      },
      submission(fabio, ago(10 * DAY), "contact", "/blog/revops", LINKEDIN, {
        name: "Fábio Lins",
        email: "fabio@empresa.com.br",
      }),
    ])
    .returning({ id: leads.id });
  const call = (
    lead: { id: string } | undefined,
    startsIn: number,
    extra: Partial<typeof bookings.$inferInsert> = {},
  ) => {
    const startsAt = new Date(now.getTime() + startsIn);
    const endsAt = new Date(startsAt.getTime() + HOUR);
    return {
      hostId: ana?.id ?? null,
      leadId: lead?.id ?? "",
      uid: `fixture-${lead?.id}`,
      startsAt,
      endsAt,
      blockedFrom: startsAt,
      blockedUntil: endsAt,
      ...extra,
    };
  };
  await db
    .insert(bookings)
    .values([
      call(carlaCall, -12 * HOUR, { outcome: "held" }),
      call(daviCall, 2 * DAY),
      call(evaCall, 3 * DAY, { status: "cancelled" }),
    ]);
  return { carla: carla?.id ?? "", members: { ana: ana?.id ?? 0, bia: bia?.id ?? 0 } };
}

function utm(attribution: typeof LINKEDIN) {
  return {
    utmSource: attribution.utm_source,
    utmMedium: attribution.utm_medium,
    utmCampaign: attribution.utm_campaign,
  };
}
