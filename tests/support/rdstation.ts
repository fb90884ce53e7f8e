import { startStubServer } from "./http";

/** Standard fields of RD Station's conversion payload that we send (its public reference). */
const STANDARD = new Set([
  "conversion_identifier",
  "email",
  "name",
  "company_name",
  "job_title",
  "personal_phone",
  "traffic_source",
  "traffic_medium",
  "traffic_campaign",
  "legal_bases",
]);

/** Why a request is not a conversion RD Station would take, or null. */
function problem(url: URL, key: string, type: string, body: Record<string, unknown>) {
  if (url.pathname !== "/platform/conversions") return `caminho ${url.pathname}`;
  if (url.searchParams.get("api_key") !== key) return "api_key";
  if (!type.startsWith("application/json")) return `content-type ${type}`;
  if (body.event_type !== "CONVERSION" || body.event_family !== "CDP") return "evento";
  const payload = body.payload as Record<string, unknown> | undefined;
  if (!payload || typeof payload !== "object") return "sem payload";
  if (typeof payload.conversion_identifier !== "string" || !payload.conversion_identifier) {
    return "conversion_identifier";
  }
  if (typeof payload.email !== "string" || !payload.email.includes("@")) return "email";
  for (const [field, value] of Object.entries(payload)) {
    if (!STANDARD.has(field) && !/^cf_[a-z0-9_]+$/.test(field)) return `campo ${field}`;
    if (field !== "legal_bases" && typeof value !== "string") return `${field} não é texto`;
  }
  if (payload.legal_bases !== undefined) {
    const bases = payload.legal_bases as { category?: string; type?: string; status?: string }[];
    const ok = Array.isArray(bases) && bases.every((b) => b.category && b.type && b.status);
    if (!ok) return "legal_bases";
  }
  return null;
}

/**
 * A stand-in for RD Station Marketing's Conversions API on 127.0.0.1: it checks each request's
 * shape as RD Station's reference describes it, keeps the good ones, and answers 200 with an
 * event id, 400 with its error shape, 401 for a wrong key, or `answer(status)`.
 */
export async function startRdStation(key: string) {
  const conversions: Record<string, unknown>[] = [];
  const refused: string[] = [];
  let forced: number | undefined;
  const server = await startStubServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      if (forced) {
        res.writeHead(forced).end();
        return;
      }
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw);
      } catch {
        // Refused below.
      }
      const why = problem(url, key, req.headers["content-type"] ?? "", body);
      if (why) {
        refused.push(why);
        res.writeHead(why === "api_key" ? 401 : 400, { "content-type": "application/json" });
        res.end(JSON.stringify({ errors: [{ error_type: "INVALID", error_message: why }] }));
        return;
      }
      conversions.push(body.payload as Record<string, unknown>);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ event_uuid: crypto.randomUUID() }));
    });
  });
  return {
    url: server.url,
    conversions,
    refused,
    /** Every request answers `status` (a failing RD Station); undefined: back to normal. */
    answer(status: number | undefined) {
      forced = status;
    },
    close: server.close,
  };
}
