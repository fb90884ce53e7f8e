import type { DeletableKind, DeleteTarget } from "~/lib/admin-content-types";
import { authorById, deleteAuthor, postsByAuthor } from "~/server/authors/authors.server";
import { db } from "~/server/db/index.server";
import { removeMaterialFile } from "~/server/materials/files.server";
import { deleteMaterial, materialById } from "~/server/materials/library.server";
import { findPostById } from "~/server/posts/queries.server";
import { deletePost } from "~/server/posts/save.server";
import { deleteRedirect, redirectById } from "~/server/redirects/redirects.server";
import { memberById, removeMember } from "~/server/team/members.server";
import { adminAuthorsCopy } from "~content/authors";
import { teamCopy } from "~content/team";

/**
 * How the one delete route finds and deletes an item of each type. `find` is undefined when
 * there is no such item; `remove` is false when it was gone already, a message when it may
 * not be deleted (by this admin, `actorId`), and throws on a failure.
 */
export const deletions: Record<
  DeletableKind,
  {
    find: (id: number) => Promise<DeleteTarget | undefined>;
    remove: (id: number, actorId: number) => Promise<boolean | { refused: string }>;
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
  redirecionamentos: {
    find: async (id) => {
      const row = await redirectById(id);
      return row && { id: row.id, title: `${row.fromPath} → ${row.target}` };
    },
    remove: deleteRedirect,
  },
};
