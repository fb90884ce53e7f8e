import { parseFormData } from "@rvf/react-router";
import { data } from "react-router";
import { materialsType } from "~/lib/admin-content-types";
import {
  emptyMaterialValues,
  isChosenFile,
  MATERIAL_FORM_ID,
  MATERIAL_LIMITS,
  type MaterialEditorReply,
  type MaterialFormValues,
  materialRefusal,
  materialSchema,
} from "~/lib/forms/material-schema";
import { MAX_MATERIAL_FILE_BYTES, MAX_MATERIAL_REQUEST_BYTES } from "~/lib/material-file";
import { slugify } from "~/lib/slug";
import { requireAdminAction } from "~/routes/handlers/admin-access.server";
import { redirectNotFound, typedValues } from "~/routes/handlers/admin-content.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { logger } from "~/server/logger.server";
import {
  pendingFileToken,
  readPendingFile,
  removeMaterialFile,
  type StoredFile,
  storeMaterialFile,
} from "~/server/materials/files.server";
import {
  createMaterial,
  libraryMaterials,
  type MaterialContent,
  type MaterialSaveResult,
  materialById,
  updateMaterial,
} from "~/server/materials/library.server";
import { storeCover } from "~/server/storage/index.server";
import { adminMaterialsCopy } from "~content/admin-materials";

const copy = adminMaterialsCopy.editor;

/** What was typed, to show it back; a cover the admin removed is gone from it. */
function typedMaterial(form: FormData): MaterialFormValues {
  const values = typedValues(form, emptyMaterialValues, MATERIAL_LIMITS);
  if (form.get("removeCover") === "on") values.image = "";
  return values;
}

/**
 * Whether a row already points at a stored file. A token sent again (the browser's back
 * button after a save) must neither give a second material the same file nor delete it.
 */
async function fileInUse(key: string) {
  return (await libraryMaterials()).some((row) => row.fileKey === key);
}

const extensionOf = (key: string) => key.slice(key.lastIndexOf(".") + 1);

/**
 * The material form's one action (new and edit). A chosen cover and a chosen file are stored
 * whatever else the form says: refused, the page comes back with every typed value and the
 * file as a signed token ('Arquivo já enviado'), so 50 MB are not sent twice. Saved, a file
 * the material no longer uses is removed from storage, after the row.
 */
export async function handleMaterialEditor(request: Request, materialId?: number) {
  await requireAdminAction(request);
  if (Number(request.headers.get("content-length") ?? 0) > MAX_MATERIAL_REQUEST_BYTES) {
    throw data(
      {
        title: copy.requestTooLarge,
        description: adminMaterialsCopy.file.tooLarge(MAX_MATERIAL_FILE_BYTES / (1024 * 1024)),
      },
      { status: 413 },
    );
  }
  const form = await readForm(request);
  const current = materialId ? await materialById(materialId) : undefined;
  if (materialId && !current) throw await redirectNotFound(materialsType);

  const values = typedMaterial(form);
  const fileErrors: Record<string, string> = {};

  const cover = form.get("cover");
  if (cover instanceof File && cover.size > 0) {
    const stored = await storeCover(cover);
    if (stored.ok) values.image = stored.url;
    else fileErrors.cover = stored.message;
  }

  // The file stored with an earlier refusal of this form, when its token is ours and free.
  const typedSlug = slugify(values.slug.trim() || values.title.trim());
  let pending: StoredFile | undefined = values.pendingFile
    ? readPendingFile(values.pendingFile, typedSlug)
    : undefined;
  if (pending && (await fileInUse(pending.key))) pending = undefined;
  if (pending && form.get("discardPendingFile") === "on") {
    await removeMaterialFile(pending.key);
    pending = undefined;
  }
  let pendingName = pending ? values.pendingFileName || pending.name : "";

  const upload = form.get("file");
  if (isChosenFile(upload)) {
    const stored = await storeMaterialFile(upload, typedSlug);
    if (stored.ok) {
      // A new file replaces the one kept from before.
      if (pending) await removeMaterialFile(pending.key);
      pending = stored.file;
      pendingName = upload.name.slice(0, MATERIAL_LIMITS.pendingFileName) || stored.file.name;
    } else {
      fileErrors.file = stored.message;
    }
  }
  values.pendingFile = pending ? pendingFileToken(pending) : "";
  values.pendingFileName = pendingName;
  values.currentFile = current?.fileKey ? "1" : "";

  const refuse = (
    status: number,
    fieldErrors: Record<string, string>,
    message: string,
    repopulateFields = values,
  ) =>
    data<MaterialEditorReply>(
      {
        formId: MATERIAL_FORM_ID,
        fieldErrors,
        repopulateFields,
        message,
        pending: pending ? { name: pendingName, size: pending.size } : undefined,
      },
      { status },
    );

  // The schema reads the form as sent, with what the server decided: the cover's address, the
  // file kept, whether the material already has one.
  form.set("image", values.image);
  form.set("pendingFile", values.pendingFile);
  form.set("pendingFileName", values.pendingFileName);
  form.set("currentFile", values.currentFile);
  form.delete("discardPendingFile");
  const parsed = await parseFormData(form, materialSchema);
  if (parsed.error || Object.keys(fileErrors).length > 0) {
    const fieldErrors = { ...parsed.error?.fieldErrors, ...fileErrors };
    return refuse(400, fieldErrors, materialRefusal(fieldErrors));
  }

  const { fields, externalUrl } = parsed.data;
  const content: MaterialContent = pending
    ? { ...pending, name: `${fields.slug}.${extensionOf(pending.key)}` }
    : externalUrl
      ? { kind: "link", url: externalUrl }
      : { kind: "keep" };

  let result: MaterialSaveResult | undefined;
  try {
    if (materialId) {
      result = await updateMaterial(materialId, fields, content);
    } else if (content.kind !== "keep") {
      result = await createMaterial(fields, content);
    } else {
      // The schema already requires a file or a link of a new material.
      return refuse(400, { file: copy.missingContent }, copy.refused);
    }
  } catch (error) {
    logger.error({ err: error }, "falha ao salvar material");
    return refuse(500, {}, copy.saveError);
  }
  if (!result) {
    // Deleted meanwhile: the file kept for it belongs to nothing.
    if (pending) await removeMaterialFile(pending.key);
    throw await redirectNotFound(materialsType);
  }
  if (!result.ok) {
    return refuse(409, { slug: copy.slugTaken }, copy.slugTaken, { ...values, slug: fields.slug });
  }
  await removeMaterialFile(result.replacedFileKey);
  return redirectWithToast(materialsType.list, {
    title: materialId ? copy.updated : copy.created,
    variant: "success",
  });
}
