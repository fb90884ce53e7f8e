import { brand } from "~content/brand";

/**
 * Who signed a post (spec section 9): the brand's CEO by default, the writer the spec knows
 * with her role, anyone else as the brand's team.
 */
export interface Author {
  name: string;
  role: string;
  avatar: string;
}

const known: Author[] = [
  { ...brand.ceo, avatar: "/images/avatars/marcelo-arantes.svg" },
  { ...brand.writer, avatar: "/images/avatars/julia-prates.svg" },
];

const TEAM_AVATAR = "/images/avatars/equipe.svg";

export function authorFor(name?: string | null): Author {
  const trimmed = name?.trim();
  if (!trimmed) return known[0] as Author;
  const match = known.find((author) => author.name === trimmed);
  return match ?? { name: trimmed, role: `Equipe ${brand.name}`, avatar: TEAM_AVATAR };
}

/** Read time of a Markdown text: 200 words a minute, at least 1 (the admin's rule). */
export function readTime(markdown: string) {
  const words = markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return `${Math.max(1, Math.ceil(words / 200))} min`;
}

/** A stored post's author: the row's own fields win, the rules above fill what is missing. */
export function authorOf(post: {
  authorName: string | null;
  authorRole: string | null;
  authorAvatar: string | null;
}): Author {
  const known = authorFor(post.authorName);
  return {
    name: known.name,
    role: post.authorRole ?? known.role,
    avatar: post.authorAvatar ?? known.avatar,
  };
}
