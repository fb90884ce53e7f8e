import { type DeletableKind, type DeleteTarget, siteTypes } from "~/lib/admin-content-types";
import { collectionBySegment } from "~/lib/site-content/kinds";
import { parseId } from "~/routes/handlers/admin-content.server";
import { authorById, deleteAuthor, postsByAuthor } from "~/server/authors/authors.server";
import { db } from "~/server/db/index.server";
import { deleteLandingPage, landingPageById } from "~/server/landing/pages.server";
import { removeMaterialFile } from "~/server/materials/files.server";
import { deleteMaterial, materialById } from "~/server/materials/library.server";
import { categoryById, removeCategory } from "~/server/posts/categories.server";
import { findPostById } from "~/server/posts/queries.server";
import { deletePost } from "~/server/posts/save.server";
import { deleteRedirect, redirectById } from "~/server/redirects/redirects.server";
import { deleteEntry, entryById } from "~/server/site/entries.server";
import { memberById, removeMember } from "~/server/team/members.server";
import { adminAuthorsCopy } from "~content/authors";
import { adminCategoriesCopy } from "~content/blog-categories";
import { teamCopy } from "~content/team";

const remove = adminCategoriesCopy.remove;
/** The field of a category's confirmation that names where its posts go. */
const MOVE_TO = "moverPara";

/**
 * A category's confirmation (the list's dialog and the page): none of its posts, the plain
 * question; posts, how many and a required choice of the other categories to move them to.
 */
export function categoryTarget(
  category: { id: number; name: string; posts: number },
  entries: { id: number; name: string }[],
): DeleteTarget {
  const base = { id: category.id, title: category.name };
  if (category.posts === 0) return { ...base, question: remove.question };
  const others = entries.filter((entry) => entry.id !== category.id);
  if (others.length === 0) return { ...base, question: remove.onlyCategory };
  return {
    ...base,
    question: remove.questionWithPosts(category.posts),
    choice: {
      name: MOVE_TO,
      label: remove.moveTo,
      placeholder: remove.moveToPlaceholder,
      options: others.map((entry) => ({ value: String(entry.id), label: entry.name })),
    },
  };
}

/**
 * How the one delete route finds and deletes an item of each type. `find` is undefined when
 * there is no such item; `remove` is false when it was gone already, a message when it may
 * not be deleted (by this admin, `actorId`, or without the choice its confirmation asks for in
 * `form`), and throws on a failure.
 */
export const deletions: Record<
  DeletableKind,
  {
    find: (id: number) => Promise<DeleteTarget | undefined>;
    remove: (id: number, actorId: number, form: FormData) => Promise<boolean | { refused: string }>;
  }
> = {
  posts: {
    find: async (id) => {
      const post = await findPostById(id);
      return post && { id: post.id, title: post.title };
    },
    remove: deletePost,
  },
  materiais: {
    find: async (id) => {
      const material = await materialById(id);
      return material && { id: material.id, title: material.title };
    },
    // The row first (its old addresses go with it), then its file.
    remove: async (id) => {
      const deleted = await deleteMaterial(id);
      if (deleted) await removeMaterialFile(deleted.fileKey);
      return Boolean(deleted);
    },
  },
  autores: {
    // It says what happens to the author's posts: they stay, signed as they were (ADR 0017).
    find: async (id) => {
      const author = await authorById(id);
      if (!author) return undefined;
      const { question, postsKept } = adminAuthorsCopy.remove;
      const posts = await postsByAuthor(author.id);
      return { id: author.id, title: author.name, question: `${question} ${postsKept(posts)}` };
    },
    remove: deleteAuthor,
  },
  equipe: {
    find: async (id) => {
      const member = await memberById(db(), id);
      if (!member) return undefined;
      const email = member.email ?? member.username;
      return { id: member.id, title: member.name ? `${member.name} (${email})` : email };
    },
    // Their sessions and links end with them (ON DELETE CASCADE).
    remove: async (id, actorId) => {
      const result = await removeMember(db(), actorId, id);
      if (result === "self") return { refused: teamCopy.list.self };
      if (result === "last-admin") return { refused: teamCopy.list.lastAdmin };
      return result === "ok";
    },
  },
  categorias: {
    // One with posts asks where they go (ADR 0043): moved, then removed, in one transaction.
    find: async (id) => {
      const category = await categoryById(id);
      return category && categoryTarget(category, category.entries);
    },
    remove: async (id, _actorId, form) => {
      const raw = form.get(MOVE_TO);
      const target = typeof raw === "string" ? parseId(raw) : undefined;
      const result = await removeCategory(id, target);
      if (result.ok) return true;
      if (result.reason === "not-found") return false;
      const others = (await categoryById(id))?.entries.length ?? 0;
      return { refused: others > 1 ? remove.targetMissing : remove.onlyCategory };
    },
  },
  ...siteDeletions(),
  redirecionamentos: {
    find: async (id) => {
      const row = await redirectById(id);
      return row && { id: row.id, title: `${row.fromPath} → ${row.target}` };
    },
    remove: deleteRedirect,
  },
  paginas: {
    find: async (id) => {
      const page = await landingPageById(id);
      return page && { id: page.id, title: page.title };
    },
    remove: deleteLandingPage,
  },
};

/** The site's content kinds (ADR 0042): an entry of the list's kind, by its id. */
function siteDeletions() {
  const entries = Object.keys(siteTypes).map((segment) => {
    const spec = collectionBySegment(segment);
    if (!spec) throw new Error(`tipo de conteúdo desconhecido: ${segment}`);
    return [
      segment,
      {
        find: async (id: number) => {
          const row = await entryById(id);
          return row?.kind === spec.kind
            ? { id: row.id, title: spec.titleOf(row.data) || spec.words.singular }
            : undefined;
        },
        remove: (id: number) => deleteEntry(spec.kind, id),
      },
    ] as const;
  });
  return Object.fromEntries(entries) as Record<keyof typeof siteTypes, (typeof entries)[number][1]>;
}
