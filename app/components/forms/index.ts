import { deferredForm } from "./deferred";

/**
 * The lead forms as pages use them: rendered by the server, their code fetched on the
 * visitor's first intent (see deferred.tsx). Import forms from here, not from their files.
 */
export const NewsletterForm = deferredForm(() =>
  import("./NewsletterForm").then((m) => m.NewsletterForm),
);
export const HomeLeadForm = deferredForm(() =>
  import("./HomeLeadForm").then((m) => m.HomeLeadForm),
);
export const ContactForm = deferredForm(() => import("./ContactForm").then((m) => m.ContactForm));
export const DownloadForm = deferredForm(() =>
  import("./DownloadForm").then((m) => m.DownloadForm),
);
export const ReiForm = deferredForm(() => import("./ReiForm").then((m) => m.ReiForm));
export const PrivacyRequestForm = deferredForm(() =>
  import("./PrivacyRequestForm").then((m) => m.PrivacyRequestForm),
);
