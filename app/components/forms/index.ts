import { onDemand } from "../layout/OnDemand";

/**
 * The lead forms as pages use them. The server renders each in the page, and without
 * JavaScript it is a plain post. In the browser its code (rvf, zod, the schemas: more than any
 * page's own) comes in a chunk of its own, requested as the page hydrates; until it arrives the
 * form is the server's HTML and a submit goes as that plain post. Import forms from here, not
 * from their files.
 */
export const NewsletterForm = onDemand(() =>
  import("./NewsletterForm").then((m) => m.NewsletterForm),
);
export const HomeLeadForm = onDemand(() => import("./HomeLeadForm").then((m) => m.HomeLeadForm));
export const ContactForm = onDemand(() => import("./ContactForm").then((m) => m.ContactForm));
export const DownloadForm = onDemand(() => import("./DownloadForm").then((m) => m.DownloadForm));
export const ReiForm = onDemand(() => import("./ReiForm").then((m) => m.ReiForm));
export const PrivacyRequestForm = onDemand(() =>
  import("./PrivacyRequestForm").then((m) => m.PrivacyRequestForm),
);
