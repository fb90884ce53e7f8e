/** What a browser's `Accept-Encoding` takes best, remembered per header (there are few). */
const chosen = new Map<string, "br" | "gzip" | "identity">();
export function encodingFor(header: string | undefined) {
  if (!header) return "identity";
  let encoding = chosen.get(header);
  if (!encoding) {
    const offered = new Map(
      header
        .slice(0, 200)
        .split(",")
        .map((item) => {
          const [name = "", ...params] = item.trim().toLowerCase().split(";");
          const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
          return [name, q === undefined ? 1 : Number(q.slice(2)) || 0] as const;
        }),
    );
    const q = (name: string) =>
      offered.get(name) ?? (name === "identity" ? 1 : (offered.get("*") ?? 0));
    const [br, gz] = [q("br"), q("gzip")];
    encoding = br > 0 && br >= gz ? "br" : gz > 0 ? "gzip" : "identity";
    if (chosen.size < 100) chosen.set(header, encoding);
  }
  return encoding;
}
