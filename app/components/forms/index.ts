/**
 * The lead forms as pages use them. Each is a real post without JavaScript; with it, it is
 * checked and sent in place, its checks' code loading on the first send (ADR 0038).
 */
export { ContactForm } from "./ContactForm";
export { DownloadForm } from "./DownloadForm";
export { HomeLeadForm } from "./HomeLeadForm";
export { NewsletterForm } from "./NewsletterForm";
export { PrivacyRequestForm } from "./PrivacyRequestForm";
export { ReiForm } from "./ReiForm";
