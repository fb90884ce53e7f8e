import type { Material } from "~/lib/materials";

/** Where a material's file is: kept server side, never sent to a page. */
export type MaterialSource =
  | { kind: "library"; id: number }
  /** An address to send the visitor to (WordPress's download_link, a library's external link). */
  | { kind: "address"; url: string }
  | { kind: "none" };

export interface MaterialEntry {
  material: Material;
  source: MaterialSource;
}
