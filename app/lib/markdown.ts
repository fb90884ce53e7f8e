// The shape of rendered Markdown, shared so that components showing it need no server import.

/** A heading of the table of contents (h2 and h3). */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
}
