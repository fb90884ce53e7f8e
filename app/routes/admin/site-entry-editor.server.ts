// The site content editor's page handler (ADR 0042): one for every kind. It reads the kind from
// the address, stores the form's images through the pipeline, checks the fields, and saves
// with a revision; refused, the form comes back with every value as typed.
import { data } from "react-router";
import { siteTypes } from "~/lib/admin-content-types";
import { successToast } from "~/lib/forms/toasts";
import { type FieldSpec, flatValues, imageFieldNames, readFields } from "~/lib/site-content/fields";
import { type CollectionSpec, collectionBySegment } from "~/lib/site-content/kinds";
import { type PageSpec, pageBySegment } from "~/lib/site-content/page-kinds";
import { isSlug } from "~/lib/slug";
import { requireAdmin, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { parseId, redirectNotFound } from "~/routes/handlers/admin-content.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { logger } from "~/server/logger.server";
import {
  type EntryInput,
  type EntryRow,
  entryById,
  entryRevision,
  listEntryRevisions,
  pageEntry,
  saveEntry,
} from "~/server/site/entries.server";
import { siteContentCopy } from "~content/admin-site-content";
import { readImageForm, storeFieldImages, valuesBack } from "./field-images.server";

const copy = siteContentCopy.editor;

/** The kind an admin address names: /admin/{segment}/…. */
export function collectionOf(request: Request): CollectionSpec {
  const segment = new URL(request.url).pathname.split("/")[2] ?? "";
  const spec = collectionBySegment(segment);
  if (!spec) throw data(null, { status: 404 });
  return spec;
}

export function pageOf(request: Request): PageSpec {
  const segment = new URL(request.url).pathname.split("/")[2] ?? "";
  const spec = pageBySegment(segment);
  if (!spec) throw data(null, { status: 404 });
  return spec;
}

const typeOf = (spec: CollectionSpec) => siteTypes[spec.segment as keyof typeof siteTypes];

/** The entry-wide values (slug, status, order) beside the kind's own fields. */
function entryValues(
  row: Pick<EntryRow, "slug" | "status" | "position" | "data">,
  fields: FieldSpec[],
) {
  return {
    ...flatValues(fields, row.data),
    _slug: row.slug ?? "",
    _status: row.status,
    _position: String(row.position),
  };
}

const revisionParam = (request: Request) =>
  parseId(new URL(request.url).searchParams.get("revisao") ?? undefined);

/** The editor's data: a new entry's empty form, or a stored one (or one of its revisions). */
export async function loadEntryEditor(request: Request, rawId?: string) {
  await requireAdmin(request);
  const spec = collectionOf(request);
  const base = { segment: spec.segment, kind: spec.kind, hasPage: Boolean(spec.page) };
  if (rawId === undefined) {
    return {
      ...base,
      id: undefined,
      values: { _status: "draft", _position: "0" } as Record<string, string>,
      revisions: [],
      restored: false,
      previewHref: undefined,
    };
  }
  const id = parseId(rawId);
  const row = id === undefined ? undefined : await entryById(id);
  if (!row || row.kind !== spec.kind) throw await redirectNotFound(typeOf(spec));
  const revisionId = revisionParam(request);
  const revision = revisionId === undefined ? undefined : await entryRevision(row.id, revisionId);
  return {
    ...base,
    id: row.id,
    values: entryValues(revision ?? row, spec.fields),
    revisions: await listEntryRevisions(row.id),
    restored: Boolean(revision),
    previewHref: row.slug && spec.page ? spec.page(row.slug, row.data) : previewOfList(spec),
  };
}

/** Kinds without a page are seen where they show: the home, with drafts (signed in). */
const previewOfList = (spec: CollectionSpec) =>
  spec.kind === "case" || spec.kind === "service" ? undefined : "/?previa=1";

async function readEntryForm(request: Request, fields: FieldSpec[]) {
  const { form, get } = await readImageForm(request, copy.failed);
  const { uploads, errors: imageErrors } = await storeFieldImages(
    form,
    imageFieldNames(fields),
    copy.failed,
  );
  const { data: fieldData, errors } = readFields(fields, get, uploads);
  return { form, get, uploads, fieldData, errors: { ...errors, ...imageErrors } };
}

const refused = (
  values: Record<string, string>,
  errors: Record<string, string>,
  message = copy.refused,
) => data({ values, errors, message }, { status: 400 });

/** 'Salvar' of a collection's entry, new (`rawId` undefined) or stored. */
export async function saveEntryEditor(request: Request, rawId?: string) {
  const admin = await requireAdminAction(request);
  const spec = collectionOf(request);
  const type = typeOf(spec);
  const id = rawId === undefined ? undefined : parseId(rawId);
  if (rawId !== undefined && (id === undefined || (await entryById(id))?.kind !== spec.kind)) {
    throw await redirectNotFound(type);
  }
  const { form, get, uploads, fieldData, errors } = await readEntryForm(request, spec.fields);
  const slug = spec.page ? get("_slug").trim().slice(0, 81) : null;
  if (spec.page && !isSlug(slug ?? "")) errors._slug = copy.slugInvalid;
  const positionText = get("_position").trim() || "0";
  const position = /^\d{1,4}$/.test(positionText) ? Number(positionText) : Number.NaN;
  if (Number.isNaN(position)) errors._position = copy.positionInvalid;
  const status = get("_status") === "published" ? "published" : "draft";
  if (Object.keys(errors).length > 0) return refused(valuesBack(form, uploads), errors);

  const input: EntryInput = { kind: spec.kind, slug, status, position, data: fieldData };
  let saved: Awaited<ReturnType<typeof saveEntry>>;
  try {
    saved = await saveEntry(input, admin.username, id);
  } catch (error) {
    logger.error({ err: error, kind: spec.kind }, "falha ao salvar conteúdo do site");
    return refused(valuesBack(form, uploads), {}, copy.failed);
  }
  if (!saved) throw await redirectNotFound(type);
  if (!saved.ok) return refused(valuesBack(form, uploads), { _slug: copy.slugTaken });
  const words = spec.words;
  return redirectWithToast(
    `/admin/${spec.segment}/editar/${saved.id}`,
    successToast({
      title: words.stored(id === undefined, status === "published"),
      description: "",
    }),
  );
}

/** A page's texts (home, about): its one row's values, or one of its revisions. */
export async function loadPageEditor(request: Request) {
  await requireAdmin(request);
  const spec = pageOf(request);
  const row = await pageEntry(spec.kind);
  if (!row) throw data(null, { status: 404 });
  const revisionId = revisionParam(request);
  const revision = revisionId === undefined ? undefined : await entryRevision(row.id, revisionId);
  return {
    segment: spec.segment,
    kind: spec.kind,
    path: spec.path,
    values: flatValues(spec.fields, (revision ?? row).data),
    revisions: await listEntryRevisions(row.id),
    restored: Boolean(revision),
  };
}

export async function savePageEditor(request: Request) {
  const admin = await requireAdminAction(request);
  const spec = pageOf(request);
  const row = await pageEntry(spec.kind);
  if (!row) throw data(null, { status: 404 });
  const { form, uploads, fieldData, errors } = await readEntryForm(request, spec.fields);
  if (Object.keys(errors).length > 0) return refused(valuesBack(form, uploads), errors);
  const input: EntryInput = {
    kind: spec.kind,
    slug: null,
    status: "published",
    position: 0,
    data: fieldData,
  };
  try {
    await saveEntry(input, admin.username, row.id);
  } catch (error) {
    logger.error({ err: error, kind: spec.kind }, "falha ao salvar os textos da página");
    return refused(valuesBack(form, uploads), {}, copy.failed);
  }
  return redirectWithToast(
    `/admin/${spec.segment}`,
    successToast({ title: spec.words.saved, description: "" }),
  );
}
