import { redirectsType } from "~/lib/admin-content-types";
import {
  REDIRECT_FORM_ID,
  type RedirectEditorReply,
  type RedirectFormValues,
  redirectRefusal,
  redirectSchema,
} from "~/lib/forms/redirect-schema";
import { adminRedirectsCopy } from "~content/admin-redirects";
import { RadioCards } from "../forms/ChoiceFields";
import { TextField } from "../forms/Fields";
import { EditorForm, SaveOrCancel } from "./EditorParts";
import { useAdminForm } from "./useAdminForm";

const copy = adminRedirectsCopy.editor;

/**
 * The redirect form of /admin/redirecionamentos/novo and /editar/{id}: 'De' (a path of ours),
 * 'Para' (a path of ours or an https:// address) and 'Tipo' (301 or 302).
 */
export function RedirectEditor({
  creating,
  initial,
  reply,
}: {
  creating: boolean;
  initial: RedirectFormValues;
  reply?: RedirectEditorReply;
}) {
  const { form, message } = useAdminForm({
    id: REDIRECT_FORM_ID,
    schema: redirectSchema,
    initial,
    refusal: redirectRefusal,
    reply,
  });
  return (
    <EditorForm form={form} message={message} label={creating ? copy.newTitle : copy.editTitle}>
      <TextField
        form={form}
        name="from"
        label={copy.from}
        hint={copy.fromHint}
        required
        autoComplete="off"
        placeholder="/endereco-antigo"
      />
      <TextField
        form={form}
        name="to"
        label={copy.to}
        hint={copy.toHint}
        required
        autoComplete="off"
        placeholder="/blog"
      />
      <RadioCards
        form={form}
        name="status"
        label={copy.status}
        options={[
          { value: "301", label: copy.permanent, hint: copy.permanentHint },
          { value: "302", label: copy.temporary, hint: copy.temporaryHint },
        ]}
      />
      <SaveOrCancel list={redirectsType.list} copy={copy} />
    </EditorForm>
  );
}
