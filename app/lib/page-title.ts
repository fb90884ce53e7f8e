import { brand } from "~content/brand";

/** A page's browser title: "{title} | {brand}". Apart from seo.ts, which every page's code need not carry. */
export const pageTitle = (title: string) => `${title} | ${brand.name}`;
