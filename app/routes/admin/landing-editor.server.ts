// The landing page editor's page handler (ADR 0045): one loader and one action for a new page
// and a stored one. 'Salvar' reads the page's fields and its blocks, checks the address and
// saves with a revision; the block buttons sent without JavaScript ('Subir', 'Descer',
// 'Remover', 'Adicionar bloco') change the list as posted and give the form back, nothing saved.
// Either way an image chosen in that post is stored first, so it is never chosen twice.
import { data } from "react-router";
import { landingPagesType } from "~/lib/admin-content-types";
import { formatDateTime, fromSaoPauloLocal, publicationState } from "~/lib/dates";
import { successToast } from "~/lib/forms/toasts";
import { addressProblem } from "~/lib/landing/address";
import {
  applyBlockIntent,
  joinBlocks,
  NEW_BLOCK,
  parseBlockIntent,
  prefixed,
  splitBlocks,
  splitErrors,
} from "~/lib/landing/block-list";
import {
  blockImageNames,
  blockKinds,
  blockPrefix,
  pageFields,
  readBlocks,
} from "~/lib/landing/blocks";
import {
  landingFormValues,
  newLandingValues,
  PUBLISH_AT,
  refusalSummary,
  SLUG,
  STATUS,
} from "~/lib/landing/page-form";
import {
  imageFieldNames,
  readFields,
  type StoredImage,
  type Uploads,
} from "~/lib/site-content/fields";
import { slugify } from "~/lib/slug";
import { requireAdmin, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { parseId, redirectNotFound } from "~/routes/handlers/admin-content.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { landingChoices } from "~/server/landing/choices.server";
import {
  type LandingInput,
  landingPageById,
  landingRevision,
  listLandingRevisions,
  saveLandingPage,
} from "~/server/landing/pages.server";
import { renderBlocks } from "~/server/landing/rendered.server";
import { logger } from "~/server/logger.server";
import { landingCopy, landingScreensCopy } from "~content/admin-landing";
import { publishingCopy } from "~content/admin-publishing";
import { readImageForm, storeFieldImages, valuesBack } from "./field-images.server";

/** The longest field (a Markdown text) is 20 000 characters: values are cut just past it. */
const MOST_TYPED = 20_001;

const copy = landingScreensCopy;

/** What the editor gets back from a post that did not leave the page. */
export interface LandingEditorReply {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A refusal's alert, with where its messages are. */
  message?: string;
  summary?: string[];
  /** What a block button did (without JavaScript). */
  notice?: string;
}

const editorAddress = (id: number) => `/admin/paginas/editar/${id}`;

/** The editor's data: a new page's empty form, or a stored page (or one of its revisions). */
export async function loadLandingEditor(request: Request, rawId?: string) {
  await requireAdmin(request);
  const choices = await landingChoices();
  if (rawId === undefined) {
    return {
      id: undefined,
      slug: undefined,
      values: newLandingValues(),
      revisions: [],
      restored: undefined,
      version: 0,
      choices,
    };
  }
  const id = parseId(rawId);
  const row = id === undefined ? undefined : await landingPageById(id);
  if (!row) throw await redirectNotFound(landingPagesType);
  const wanted = parseId(new URL(request.url).searchParams.get("revisao") ?? undefined);
  const revision = wanted === undefined ? undefined : await landingRevision(row.id, wanted);
  return {
    id: row.id,
    slug: row.slug,
    values: landingFormValues(revision?.fields ?? row),
    revisions: await listLandingRevisions(row.id),
    restored: revision?.id,
    /** A new save or revision starts the form anew. */
    version: row.updatedAt.getTime(),
    choices,
  };
}

const reply = (body: LandingEditorReply, status = 200) => data(body, { status });

const refused = (
  values: Record<string, string>,
  errors: Record<string, string>,
  message = copy.refused,
) => reply({ values, errors, message, summary: refusalSummary(errors, values) }, 400);

/** 'Subir', 'Descer', 'Remover' or 'Adicionar bloco' without JavaScript: the form back, moved. */
function blockButton(
  intent: string,
  form: FormData,
  uploads: Uploads,
  errors: Record<string, string>,
) {
  const values = valuesBack(form, uploads, MOST_TYPED);
  const parsed = parseBlockIntent(intent, values[NEW_BLOCK] ?? "");
  if (!parsed) return reply({ values, errors });
  const { page, blocks } = splitBlocks(values);
  // An upload's message goes where its block goes.
  const messages = splitErrors(errors, blocks.length);
  const list = blocks.map((block, index) => ({ ...block, errors: messages.blocks[index] ?? {} }));
  const moved = applyBlockIntent(list, parsed, (type) => ({ type, values: {}, errors: {} }));
  const named = parsed.action === "adicionar" ? parsed.type : blocks[parsed.index]?.type;
  const kind = named ? blockKinds[named].label : "";
  const at = moved.at === undefined ? undefined : moved.at + 1;
  let notice: string | undefined;
  if (parsed.action === "remover") notice = named && copy.blocks.removed(kind);
  else if (at)
    notice =
      parsed.action === "adicionar" ? copy.blocks.added(kind, at) : copy.blocks.moved(kind, at);
  return reply({
    values: joinBlocks(page, moved.blocks),
    errors: Object.assign(
      { ...messages.page },
      ...moved.blocks.map((block, index) => prefixed(block.errors, index)),
    ),
    notice,
  });
}

/** 'Salvar', or a block button, of a new page (`rawId` undefined) or a stored one. */
export async function saveLandingEditor(request: Request, rawId?: string) {
  const admin = await requireAdminAction(request);
  const id = rawId === undefined ? undefined : parseId(rawId);
  if (rawId !== undefined && (id === undefined || !(await landingPageById(id)))) {
    throw await redirectNotFound(landingPagesType);
  }
  const { form, get } = await readImageForm(request, copy.failed);
  const imageNames = [...imageFieldNames(pageFields), ...blockImageNames(get)];
  const { uploads, errors: imageErrors } = await storeFieldImages(
    form,
    imageNames,
    copy.imageFailed,
  );
  const intent = get("intent");
  if (intent && intent !== "salvar") return blockButton(intent, form, uploads, imageErrors);

  const choices = await landingChoices();
  const page = readFields(pageFields, get, uploads, "", choices);
  const { blocks, errors: blockErrors } = readBlocks(get, uploads, choices);
  const errors: Record<string, string> = { ...page.errors, ...blockErrors, ...imageErrors };
  const title = String(page.data.title ?? "");
  const slug = get(SLUG).trim().slice(0, 100) || slugify(title).slice(0, 80);
  const addressError = addressProblem(slug);
  if (addressError) errors[SLUG] = addressError;
  const dateText = get(PUBLISH_AT).trim().slice(0, 30);
  const publishAt = dateText ? fromSaoPauloLocal(dateText) : new Date();
  if (!publishAt) errors[PUBLISH_AT] = publishingCopy.dateInvalid;
  const back = () => ({ ...valuesBack(form, uploads, MOST_TYPED), [SLUG]: slug });
  if (Object.keys(errors).length > 0 || !publishAt) return refused(back(), errors);
  // Rendered now, once (ADR 0049): a text past the bounds comes back with its words.
  const rendered = renderBlocks(blocks);
  for (const [index, message] of rendered.problems)
    errors[`${blockPrefix(index)}markdown`] = message;
  if (rendered.problems.size > 0) return refused(back(), errors);

  const input: LandingInput = {
    slug,
    title,
    status: get(STATUS) === "published" ? "published" : "draft",
    publishAt,
    seoTitle: String(page.data.seoTitle ?? "") || null,
    seoDescription: String(page.data.seoDescription ?? "") || null,
    socialImage: (page.data.socialImage as StoredImage | undefined) ?? null,
    noindex: page.data.noindex === true,
    focused: page.data.focused === true,
    blocks,
  };
  let saved: Awaited<ReturnType<typeof saveLandingPage>>;
  try {
    saved = await saveLandingPage(input, admin.username, id, rendered.html);
  } catch (error) {
    logger.error({ err: error }, "falha ao salvar página");
    return refused(back(), {}, copy.failed);
  }
  if (!saved) throw await redirectNotFound(landingPagesType);
  if (!saved.ok) {
    const why =
      saved.reason === "address-taken"
        ? landingCopy.errors.addressTaken(slug)
        : landingCopy.errors.addressRedirected(slug);
    return refused(back(), { [SLUG]: why });
  }
  return redirectWithToast(
    editorAddress(saved.id),
    successToast({
      title: landingCopy.stored(
        id === undefined,
        publicationState({ status: input.status, date: publishAt }),
        formatDateTime(publishAt),
      ),
      description: "",
    }),
  );
}
