import { adminMaterialsCopy } from "~content/admin-materials";
import { DeleteForm } from "./DeleteForm";

const copy = adminMaterialsCopy.remove;

/** 'Excluir material': the list's dialog and, without JavaScript, the page of its own. */
export function DeleteMaterialForm({
  id,
  materialTitle,
  onCancel,
}: {
  id: number;
  materialTitle: string;
  onCancel?: () => void;
}) {
  return (
    <DeleteForm
      action={`/admin/materiais/excluir/${id}`}
      fetcherKey="excluir-material"
      question={copy.question}
      itemTitle={materialTitle}
      cancelLabel={copy.cancel}
      confirmLabel={copy.confirm}
      cancelHref="/admin/materiais"
      onCancel={onCancel}
    />
  );
}
