import { Form } from "react-router";
import { teamType } from "~/lib/admin-content-types";
import { type Role, roleLabels, roles } from "~/lib/team";
import { teamCopy } from "~content/team";
import { useDeleteDialog } from "./DeleteDialog";
import { type ListColumn, ListTable } from "./ListTable";
import { actionLinkClass, deleteLinkClass, RowActions } from "./RowActions";

const copy = teamCopy.list;

export interface TeamMember {
  id: number;
  name: string;
  email: string | null;
  role: Role;
  lastSeen: string | null;
  self: boolean;
  lastAdmin: boolean;
}

/** A row's role: a select and 'Alterar', a plain post; the last administrator's is text. */
function RoleForm({ member }: { member: TeamMember }) {
  if (member.lastAdmin) return <span>{roleLabels[member.role]}</span>;
  const id = `papel-${member.id}`;
  return (
    <Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="id" value={member.id} />
      <label htmlFor={id} className="sr-only">
        {copy.roleOf(member.name)}
      </label>
      <select
        id={id}
        name="role"
        defaultValue={member.role}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm text-ink"
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </select>
      <button type="submit" className={actionLinkClass}>
        {copy.changeRole}
        <span className="sr-only"> {copy.roleOf(member.name)}</span>
      </button>
    </Form>
  );
}

/** The team as a list: name, e-mail, role, last access, a new link and 'Remover'. */
export function TeamTable({ members }: { members: TeamMember[] }) {
  const remove = useDeleteDialog(teamType);
  const columns: ListColumn<TeamMember>[] = [
    {
      header: copy.columns.name,
      cell: (member) => (
        <span className="break-words">
          {member.name}
          {member.self ? <span className="font-normal text-slate-500"> {copy.you}</span> : null}
        </span>
      ),
    },
    { header: copy.columns.email, cell: (member) => member.email ?? copy.noEmail },
    { header: copy.columns.role, cell: (member) => <RoleForm member={member} /> },
    {
      header: copy.columns.lastSeen,
      className: "whitespace-nowrap",
      cell: (member) => member.lastSeen ?? copy.never,
    },
    {
      header: copy.columns.actions,
      actions: true,
      cell: (member) => (
        <RowActions>
          {member.email ? (
            <Form method="post">
              <input type="hidden" name="intent" value="link" />
              <input type="hidden" name="id" value={member.id} />
              <button
                type="submit"
                aria-label={copy.newLinkOf(member.name)}
                className={actionLinkClass}
              >
                {copy.newLink}
              </button>
            </Form>
          ) : null}
          {member.self || member.lastAdmin
            ? null
            : remove.link(
                {
                  id: member.id,
                  title: member.email ? `${member.name} (${member.email})` : member.name,
                },
                `${copy.remove} ${member.name}`,
                deleteLinkClass,
                copy.remove,
              )}
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <ListTable caption={copy.caption} columns={columns} items={members} cards />
      {remove.dialog}
    </>
  );
}
