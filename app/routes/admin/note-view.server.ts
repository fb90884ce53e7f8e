// A note as the admin shows it, on a lead's page and on a person's.
import type { LeadNoteView } from "~/components/admin/LeadWork";
import { formatDayTime } from "~/lib/dates";
import { memberName } from "~/lib/lead-work";
import { adminLeadsCopy } from "~content/admin-leads";

export const noteView = (note: {
  id: number;
  body: string;
  createdAt: Date;
  author: string | null;
  authorName: string | null;
}): LeadNoteView => ({
  id: note.id,
  body: note.body,
  author:
    note.author === null
      ? adminLeadsCopy.notes.unknownAuthor
      : memberName({ username: note.author, name: note.authorName }),
  at: formatDayTime(note.createdAt),
  iso: note.createdAt.toISOString(),
});
