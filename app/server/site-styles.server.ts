// The stylesheet Vite and Tailwind build from app/app.css, as text: the server puts it in each
// page's head (ADR 0053); the browser's code carries none of it.
import { createHash } from "node:crypto";
import styles from "~/app.css?inline";

export const siteStyles: string = styles;

/**
 * Its CSP source: the same text on every page, so one hash allows it (React puts no nonce on a
 * style it hoists).
 */
export const siteStylesSource = `'sha256-${createHash("sha256").update(styles).digest("base64")}'`;
