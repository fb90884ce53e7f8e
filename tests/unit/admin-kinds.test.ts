import { existsSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { adminSections, areaOfPath } from "~/lib/admin-areas";
import { deletableTypes } from "~/lib/admin-content-types";
import {
  type CollectionKind,
  describedKinds,
  editorPaths,
  type PageKind,
} from "~/lib/admin-kinds/kinds";
import { imageFieldNames } from "~/lib/site-content/fields";
import { collections } from "~/lib/site-content/kinds";
import { pageKinds } from "~/lib/site-content/page-kinds";
import { uploadForms } from "~/lib/upload-forms";
import routes from "~/routes";

// Every admin screen is described once (ADR 0055); what is derived from the descriptions must
// find in each one all it needs, so a description left incomplete fails here.

const kinds = describedKinds;

function paths(entries: RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [{ path: `/${path}`, file: entry.file }, ...paths(entry.children ?? [], path)];
  });
}
const table = paths(routes);
const moduleAt = (path: string) => table.find((entry) => entry.path === path)?.file;

describe("the admin's kinds", () => {
  it("each have a segment of their own, a menu label and modules that exist", () => {
    expect(new Set(kinds.map((kind) => kind.segment)).size).toBe(kinds.length);
    expect(new Set(kinds.map((kind) => kind.key)).size).toBe(kinds.length);
    for (const kind of kinds) {
      expect(kind.menu.label, kind.key).not.toBe("");
      const modules = [
        kind.list,
        ...(kind.editor
          ? typeof kind.editor.module === "string"
            ? [kind.editor.module]
            : [kind.editor.module.new, kind.editor.module.edit]
          : []),
        ...(kind.extra ?? []).map(([, module]) => module),
      ];
      for (const module of modules) expect(existsSync(`app/${module}`), module).toBe(true);
    }
  });

  it("are in the route table, the menu and their area, every screen of them", () => {
    for (const kind of kinds) {
      const base = `/admin/${kind.segment}`;
      expect(moduleAt(base), base).toBe(kind.list);
      expect(adminSections.some((section) => section.to === base)).toBe(true);
      const screens = [
        base,
        ...editorPaths(kind),
        ...(kind.deletePath ? [`${base}/${kind.deletePath}`] : []),
        ...(kind.extra ?? []).map(([path]) => `${base}/${path}`),
      ];
      for (const screen of screens) {
        expect(moduleAt(screen), screen).toBeDefined();
        expect(areaOfPath(screen.replace(":id", "7")), screen).toBe(kind.area);
      }
      if (kind.deletePath) {
        expect(moduleAt(`${base}/${kind.deletePath}`)).toBe("routes/admin/delete.tsx");
        const type = deletableTypes[kind.segment as keyof typeof deletableTypes];
        expect(type.list).toBe(base);
        expect(type.deleteHref(7)).toBe(`${base}/${kind.deletePath.replace(":id", "7")}`);
        expect(type.remove.title && type.notFound.title, kind.key).toBeTruthy();
      }
    }
  });

  it("say they take images exactly when their fields have one, and get the body limit for them", () => {
    for (const kind of kinds) {
      const fields = kind.collection
        ? collections[kind.collection as CollectionKind].fields
        : kind.sitePage
          ? pageKinds[kind.sitePage as PageKind].fields
          : undefined;
      if (fields) expect(Boolean(kind.uploads), kind.key).toBe(imageFieldNames(fields).length > 0);
      const posted = kind.editor ? editorPaths(kind) : [`/admin/${kind.segment}`];
      for (const path of posted)
        expect(
          uploadForms.some((form) => form.path === path),
          path,
        ).toBe(Boolean(kind.uploads));
    }
  });

  it("describe every site collection and page, at the segment their fields are edited at", () => {
    for (const spec of Object.values(collections))
      expect(kinds.find((kind) => kind.collection === spec.kind)?.segment).toBe(spec.segment);
    for (const spec of Object.values(pageKinds))
      expect(kinds.find((kind) => kind.sitePage === spec.kind)?.segment).toBe(spec.segment);
  });
});
