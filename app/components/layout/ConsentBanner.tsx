import { BANNER_ID, consentScript, type MarketingTags } from "~/lib/consent";
import { useNonce } from "~/lib/nonce";
import { cookiePolicyHref, consentCopy as copy } from "~content/consent";

const button =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold transition-colors";

/**
 * The cookie banner (ADR 0020): in the HTML of every public page, the same for every visitor,
 * hidden until the inline script after it finds no stored choice. A compact bar at the bottom,
 * a labelled region (not a dialog: nothing is trapped), first in the focus order after the skip
 * link. The preferences open below the buttons, so Tab goes from 'Preferências' into them.
 */
export function ConsentBanner({ tags }: { tags: MarketingTags }) {
  const nonce = useNonce();
  const purposes = [
    { value: "analise", configured: Boolean(tags.gtm), ...copy.purposes.analise },
    { value: "publicidade", configured: Boolean(tags.linkedin), ...copy.purposes.publicidade },
  ].filter((purpose) => purpose.configured);
  return (
    <>
      <section
        id={BANNER_ID}
        aria-label={copy.region}
        data-gtm={tags.gtm}
        data-linkedin={tags.linkedin}
        className="group fixed inset-x-0 bottom-0 z-50 hidden max-h-[80dvh] overflow-y-auto border-t border-slate-200 bg-white shadow-[0_-6px_24px_rgb(15_23_42/0.12)] data-[aberto]:block"
      >
        <div className="mx-auto max-w-7xl px-4 py-3 sm:px-6 lg:flex lg:flex-wrap lg:items-center lg:gap-x-8 lg:px-8">
          <p className="text-sm leading-snug text-slate-700 lg:flex-1">
            <strong className="font-semibold text-ink">{copy.title}.</strong> {copy.text}{" "}
            <a
              href={cookiePolicyHref}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {copy.more}
            </a>
          </p>
          <div className="mt-2 flex flex-wrap gap-2 lg:mt-0">
            <button
              type="button"
              data-consentir="recusar"
              className={`${button} bg-slate-800 text-white hover:bg-slate-950`}
            >
              {copy.refuse}
            </button>
            <button
              type="button"
              data-consentir="aceitar"
              className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
            >
              {copy.accept}
            </button>
            <button
              type="button"
              data-consentir="preferencias"
              aria-expanded="false"
              aria-controls={`${BANNER_ID}-preferencias`}
              className={`${button} border border-slate-300 bg-white text-ink hover:border-brand-700 hover:text-brand-700`}
            >
              {copy.preferences}
            </button>
          </div>
          <fieldset
            id={`${BANNER_ID}-preferencias`}
            className="mt-3 hidden border-t border-slate-200 pt-3 group-data-[preferencias]:block lg:basis-full"
          >
            <legend className="float-left mb-2 text-sm font-semibold text-ink">
              {copy.legend}
            </legend>
            <div className="clear-left grid gap-3 sm:grid-cols-2">
              {purposes.map((purpose) => (
                <label key={purpose.value} className="flex items-start gap-3 text-sm">
                  <input
                    type="checkbox"
                    name="finalidade"
                    value={purpose.value}
                    className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
                  />
                  <span>
                    <span className="block font-medium text-ink">{purpose.label}</span>
                    <span className="block text-slate-600">{purpose.description}</span>
                  </span>
                </label>
              ))}
            </div>
            <button
              type="button"
              data-consentir="salvar"
              className={`${button} mt-3 bg-brand-700 text-white hover:bg-brand-800`}
            >
              {copy.save}
            </button>
          </fieldset>
        </div>
      </section>
      <script
        nonce={nonce}
        suppressHydrationWarning
        // A constant text of our own (app/lib/consent.ts); the tag IDs are read from the banner.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, not visitor input.
        dangerouslySetInnerHTML={{ __html: consentScript }}
      />
    </>
  );
}

/**
 * The footer's 'Preferências de cookies': with JavaScript it reopens the banner; without, no tag
 * runs and the link leads to the policy's section on cookies.
 */
export function CookiePreferencesLink({ className }: { className?: string }) {
  return (
    <a href={cookiePolicyHref} data-consentir="abrir" className={className}>
      {copy.footerLink}
    </a>
  );
}
