/**
 * Marketing tags only with consent (LGPD, ADR 0020). The banner is in every public page's HTML,
 * the same for everyone (the page cache serves one copy to all), hidden; `consentScript`, inline
 * right after it with the page's nonce, reads the visitor's choice from a first-party cookie,
 * shows the banner when there is none, handles its buttons, writes the cookie and injects the
 * tags the choice allows. It needs no React: it works before the app hydrates, and a page
 * without JavaScript runs no tag, so it needs no banner.
 */

/** The cookie that records the choice, and only it: granted purposes joined by ".". */
export const CONSENT_COOKIE = "consentimento";
/** 180 days, in seconds. */
export const CONSENT_MAX_AGE = 180 * 24 * 60 * 60;
/** Stored when nothing is granted, so that the choice is still remembered. */
export const NOTHING_GRANTED = "nenhum";

/** The configured tags (GTM_ID, LINKEDIN_PARTNER_ID), the same for every visitor. */
export interface MarketingTags {
  gtm?: string;
  linkedin?: string;
}

/** The tags this configuration has, or undefined when there are none (no banner, no link). */
export function marketingTags(config: {
  GTM_ID?: string;
  LINKEDIN_PARTNER_ID?: string;
}): MarketingTags | undefined {
  if (!config.GTM_ID && !config.LINKEDIN_PARTNER_ID) return undefined;
  return { gtm: config.GTM_ID, linkedin: config.LINKEDIN_PARTNER_ID };
}

export const TAG_SCRIPTS = {
  gtm: "https://www.googletagmanager.com/gtm.js?id=",
  linkedin: "https://snap.licdn.com/li.lms-analytics/insight.min.js",
} as const;

/**
 * What the Content-Security-Policy must allow for each tag, and nothing else: GTM's container
 * (its script, its preview and no-script pixel, its own requests), LinkedIn Insight's script and
 * the pixel it sends. Tags added inside the GTM container (GA4, Ads) need their hosts added here.
 */
export const TAG_HOSTS = {
  gtm: {
    script: ["https://www.googletagmanager.com"],
    img: ["https://www.googletagmanager.com"],
    connect: ["https://www.googletagmanager.com"],
  },
  linkedin: {
    script: ["https://snap.licdn.com"],
    img: ["https://px.ads.linkedin.com"],
    connect: ["https://px.ads.linkedin.com"],
  },
} as const;

/** The id of the banner, which the script finds; its `data-gtm` and `data-linkedin` name the tags. */
export const BANNER_ID = "aviso-cookies";

/**
 * The inline script. Plain JavaScript in a string so that it runs as written (no build step
 * touches it), stays under 2 kB once its indentation is dropped, and is the exact text the tests
 * run. The attributes it sets on the banner (`data-aberto`, `data-preferencias`) are not React's,
 * so hydration leaves them alone.
 */
const source = `(() => {
  const d = document, bar = d.getElementById("${BANNER_ID}");
  const nonce = d.currentScript?.nonce, done = {};
  const ids = { analise: bar.dataset.gtm, publicidade: bar.dataset.linkedin };
  const boxes = () => [...bar.querySelectorAll("input")];
  const choice = () => /(^|; )${CONSENT_COOKIE}=([a-z.]{1,40})(;|$)/.exec(d.cookie)?.[2].split(".");
  let from;
  // Scripts added this way load asynchronously; the nonce lets them past the CSP.
  const add = (src) => d.head.append(Object.assign(d.createElement("script"), { src, nonce }));
  const load = (yes) => {
    for (const p of yes) {
      const id = ids[p];
      if (!id || done[p]) continue;
      done[p] = 1;
      if (p == "analise") {
        (window.dataLayer ||= []).push({ "gtm.start": Date.now(), event: "gtm.js" });
        add("${TAG_SCRIPTS.gtm}" + encodeURIComponent(id));
      } else {
        window._linkedin_partner_id = id;
        (window._linkedin_data_partner_ids ||= []).push(id);
        add("${TAG_SCRIPTS.linkedin}");
      }
    }
  };
  const open = (prefs) => {
    const yes = choice() || [];
    for (const box of boxes()) box.checked = yes.includes(box.value);
    bar.setAttribute("data-aberto", "");
    bar.toggleAttribute("data-preferencias", prefs);
    bar.querySelector("[aria-expanded]").ariaExpanded = prefs;
  };
  const save = (yes) => {
    const taken = Object.keys(done).some((p) => !yes.includes(p));
    d.cookie = "${CONSENT_COOKIE}=" + (yes.join(".") || "${NOTHING_GRANTED}") +
      "; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax" + (location.protocol == "https:" ? "; Secure" : "");
    if (bar.contains(d.activeElement)) (from || d.getElementById("conteudo")).focus();
    bar.removeAttribute("data-aberto");
    taken ? location.reload() : load(yes);
  };
  d.addEventListener("click", (e) => {
    const el = e.target.closest("[data-consentir]");
    const act = el?.dataset.consentir;
    if (act == "abrir") {
      e.preventDefault();
      from = el;
      open(true);
      boxes()[0].focus();
    }
    if (act == "preferencias") open(!bar.hasAttribute("data-preferencias"));
    if (act == "recusar") save([]);
    if (act == "aceitar") save(Object.keys(ids).filter((p) => ids[p]));
    if (act == "salvar") save(boxes().filter((b) => b.checked).map((b) => b.value));
  });
  const yes = choice();
  yes ? load(yes) : open(false);
})();`;

/**
 * The script as the page carries it: the same text on one line and without its comments (every
 * statement above ends with a semicolon or a brace, so the line breaks carry no meaning).
 */
export const consentScript = source.replace(/\n\s*(\/\/.*\n\s*)?/g, "");
