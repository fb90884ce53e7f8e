import { INVITE_DAYS, RESET_MINUTES } from "~/lib/team";
import { teamCopy } from "~content/team";

const copy = teamCopy.invite;

/**
 * A link that was not e-mailed (no SMTP), shown this once for the admin to hand over. A
 * read-only field, so it can be selected and copied with or without JavaScript.
 */
export function AccessLinkNotice({
  shown,
}: {
  shown: { name: string; link: string; purpose: "invite" | "reset" };
}) {
  const validity = shown.purpose === "invite" ? `${INVITE_DAYS} dias` : `${RESET_MINUTES} minutos`;
  return (
    <section
      aria-labelledby="link-de-acesso"
      className="mt-6 max-w-3xl rounded-xl border border-brand-200 bg-brand-50 p-5"
    >
      <h2 id="link-de-acesso" className="font-bold text-ink">
        {copy.linkHeading(shown.name)}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{copy.linkHint(validity)}</p>
      <label htmlFor="link-gerado" className="sr-only">
        {copy.linkHeading(shown.name)}
      </label>
      <input
        id="link-gerado"
        readOnly
        value={shown.link}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-3 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 font-mono text-sm text-ink"
        data-testid="link-de-acesso"
      />
    </section>
  );
}
