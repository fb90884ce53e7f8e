import { slugify } from "./slug";

/**
 * A free material as the pages show it, from the WordPress API or the library. Where its file
 * is never travels with it: only the signed download link leads there.
 */
export interface Material {
  id: string;
  slug: string;
  title: string;
  description: string;
  type: string;
  /** The spec's icon names: Book, FileText, FileSpreadsheet, BarChart3, BookOpen, PlaySquare. */
  icon: MaterialIcon;
  category: string;
  /** The spec's `materialId`: 'material-{id}'. */
  materialId: string;
  link: string;
  /** A cover image (library materials), or null. */
  image: string | null;
}

export type MaterialIcon =
  | "Book"
  | "FileText"
  | "FileSpreadsheet"
  | "BarChart3"
  | "BookOpen"
  | "PlaySquare";

/** The spec's type → icon rule. */
export function iconForType(type: string): MaterialIcon {
  const t = type.toLowerCase();
  if (/e-?book|guia/.test(t)) return "Book";
  if (/template|calculadora/.test(t)) return "FileSpreadsheet";
  if (/relat[oó]rio/.test(t)) return "BarChart3";
  if (/playbook/.test(t)) return "BookOpen";
  if (/webinar/.test(t)) return "PlaySquare";
  return "FileText";
}

/** Cards cut descriptions at 150 characters. */
export const cardDescription = (text: string) =>
  text.length > 150 ? `${text.slice(0, 150)}...` : text;

/** A material's address from its title (spec). */
export const materialSlug = (material: { title: string }) => slugify(material.title);

/** A material's page. */
export const materialHref = (slug: string) => `/materiais/${slug}`;
