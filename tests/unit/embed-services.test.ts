import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "~/http/security-headers.server";
import { acceptedServiceNames, EMBED_ADDRESS_MAX, isAcceptedEmbed } from "~/lib/embed-services";
import { siteSettingsSchemaFor } from "~/lib/forms/site-settings-schema";
import { lockedSettings, settingDefaults } from "~/lib/site-settings";
import { parseEnv } from "~/server/env.server";
import { resolveSettings, storedValues } from "~/server/site-settings/settings.server";

// The list of scheduling services that /admin/site may embed (ADR 0047).

describe("isAcceptedEmbed", () => {
  it("accepts the listed services' calendars and scripts", () => {
    expect(isAcceptedEmbed("https://calendly.com/vetor/diagnostico", "frame")).toBe(true);
    expect(isAcceptedEmbed("https://cal.com/vetor/30min", "frame")).toBe(true);
    expect(isAcceptedEmbed("https://meetings.hubspot.com/vetor?embed=true", "frame")).toBe(true);
    expect(
      isAcceptedEmbed("https://calendar.google.com/calendar/appointments/schedules/AcZ", "frame"),
    ).toBe(true);
    expect(
      isAcceptedEmbed("https://outlook.office365.com/owa/calendar/Vetor@x.com/bookings/", "frame"),
    ).toBe(true);
    expect(isAcceptedEmbed("https://agenda.vetorrevenue.com.br/widget/booking/a", "frame")).toBe(
      true,
    );
    expect(isAcceptedEmbed("https://assets.calendly.com/assets/external/widget.js", "script")).toBe(
      true,
    );
    expect(isAcceptedEmbed("https://app.cal.com/embed/embed.js", "script")).toBe(true);
    expect(
      isAcceptedEmbed(
        "https://static.hsappstatic.net/MeetingsEmbed/ex/MeetingsEmbedCode.js",
        "script",
      ),
    ).toBe(true);
  });

  it("refuses any other host, a look-alike, another port, http, credentials", () => {
    for (const address of [
      "https://atacante.example/convite.js",
      "https://calendly.com.atacante.example/x",
      "https://atacante-calendly.com/x",
      "https://sub.calendly.com/x",
      "https://calendly.com:8443/x",
      "http://calendly.com/x",
      "https://user:senha@calendly.com/x",
      "javascript:alert(1)",
      "//calendly.com/x",
      "calendly.com/x",
      "",
    ]) {
      expect(isAcceptedEmbed(address, "frame"), address).toBe(false);
    }
  });

  it("takes a service's frame host for a script only where it serves one", () => {
    // Calendly's pages are not its script host; Microsoft Bookings has no script.
    expect(isAcceptedEmbed("https://calendly.com/widget.js", "script")).toBe(false);
    expect(isAcceptedEmbed("https://outlook.office365.com/x.js", "script")).toBe(false);
  });

  it("refuses an address too long before parsing it", () => {
    const padded = `https://calendly.com/${"a".repeat(EMBED_ADDRESS_MAX)}`;
    expect(isAcceptedEmbed(padded, "frame")).toBe(false);
    const huge = `https://calendly.com/${"%".repeat(5_000_000)}`;
    expect(isAcceptedEmbed(huge, "frame")).toBe(false);
  });

  it("names the services in Portuguese", () => {
    expect(acceptedServiceNames("script")).toBe(
      "Calendly, Cal.com, HubSpot, Google Agenda, HighLevel ou a agenda da Vetor Revenue (agenda.vetorrevenue.com.br)",
    );
    expect(acceptedServiceNames("frame")).toContain("Microsoft Bookings");
  });
});

describe("the one 'Agenda externa'", () => {
  it("reads a revision of before with a diagnosis or conversation calendar as it", () => {
    const diagnosis = "https://calendly.com/vetor/diagnostico";
    expect(storedValues({ diagnosisUrl: diagnosis }).calendarUrl).toBe(diagnosis);
    expect(storedValues({ conversationUrl: diagnosis }).calendarUrl).toBe(diagnosis);
    expect(
      storedValues({ calendarUrl: "https://cal.com/vetor", diagnosisUrl: diagnosis }).calendarUrl,
    ).toBe("https://cal.com/vetor");
    expect(storedValues({}).calendarUrl).toBe("");
    expect(Object.keys(storedValues({ diagnosisUrl: diagnosis }))).not.toContain("diagnosisUrl");
  });

  it("takes the diagnosis variable of before when BOOKING_CALENDAR_URL is unset", () => {
    const old = "https://calendly.com/vetor/diagnostico";
    expect(parseEnv({ DATA_DIR: "/tmp/x", BOOKING_DIAGNOSIS_URL: old }).BOOKING_CALENDAR_URL).toBe(
      old,
    );
    expect(
      parseEnv({
        DATA_DIR: "/tmp/x",
        BOOKING_CALENDAR_URL: "https://cal.com/vetor",
        BOOKING_CONVERSATION_URL: old,
      }).BOOKING_CALENDAR_URL,
    ).toBe("https://cal.com/vetor");
    expect(parseEnv({ DATA_DIR: "/tmp/x" }).BOOKING_CALENDAR_URL).toBeUndefined();
  });
});

describe("the site settings with the list", () => {
  const stored = {
    ...settingDefaults,
    calendarUrl: "https://atacante.example/agenda",
    embedScriptUrl: "https://atacante.example/convite.js",
    partnerSurveyUrl: "https://atacante.example/cadastro",
  };

  it("treats a stored value off the list as unset, and says it was refused", () => {
    const settings = resolveSettings(parseEnv({ DATA_DIR: "/tmp/x" }), stored);
    expect(settings.values.calendarUrl).toBe("");
    expect(settings.values.embedScriptUrl).toBe("");
    expect(settings.values.partnerSurveyUrl).toBe(settingDefaults.partnerSurveyUrl);
    expect(settings.sources.embedScriptUrl).toBe("refused");
    expect(settings.sources.partnerSurveyUrl).toBe("refused");
  });

  it("keeps the environment's value, whatever its host", () => {
    const config = parseEnv({
      DATA_DIR: "/tmp/x",
      BOOKING_EMBED_SCRIPT_URL: "https://cdn.exemplo.com.br/embed.js",
    });
    const settings = resolveSettings(config, stored);
    expect(settings.values.embedScriptUrl).toBe("https://cdn.exemplo.com.br/embed.js");
    expect(settings.sources.embedScriptUrl).toBe("env");
  });

  it("builds no CSP source from a refused value", () => {
    const config = parseEnv({ DATA_DIR: "/tmp/x" });
    const { values } = resolveSettings(config, stored);
    const policy = contentSecurityPolicy(config, "n", {
      embedded: {
        calendars: [values.calendarUrl].filter(Boolean),
        script: values.embedScriptUrl || undefined,
        survey: values.partnerSurveyUrl,
      },
    });
    expect(policy).not.toContain("atacante");
  });

  it("checks the embeds for an Administrador only; an Editor's are not read", () => {
    expect(lockedSettings("admin")).toEqual([]);
    expect(lockedSettings("editor")).toEqual(["calendarUrl", "embedScriptUrl", "partnerSurveyUrl"]);
    const form = { ...stored, contactEmail: "contato@vetor.example" };
    expect(siteSettingsSchemaFor(lockedSettings("admin")).safeParse(form).success).toBe(false);
    expect(siteSettingsSchemaFor(lockedSettings("editor")).safeParse(form).success).toBe(true);
  });
});
