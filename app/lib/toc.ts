/** A heading of a rendered document's table of contents (h2 and h3). */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}
