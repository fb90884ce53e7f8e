/**
 * Title, description and opening copy of a page. The browser title is "{title} | {brand}"; the
 * heading is the page's h1. One file per page: a page's script carries its own copy only.
 */
export interface PageCopy {
  title: string;
  description: string;
  heading: string;
  intro: string;
}
