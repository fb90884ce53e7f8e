// The small builders the kinds' field lists are written with (ADR 0042).
import { siteContentCopy as copy } from "~content/admin-site-content";
import { IconName } from "~content/schema";
import type { ColumnSpec, FieldSpec } from "./fields";

export const icons = IconName.options.map((value) => ({
  value,
  label: copy.icons[value] ?? value,
}));
export const text = (name: string, label: string, max: number, required = true): FieldSpec => ({
  type: "text",
  name,
  label,
  max,
  required,
});
export const area = (name: string, label: string, max: number, required = true): FieldSpec => ({
  type: "textarea",
  name,
  label,
  max,
  required,
});
export const heading = (name: string, label: string): FieldSpec => ({
  type: "section",
  name,
  label,
  fields: [text("heading", copy.f.heading, 160), area("intro", copy.f.text, 600)],
});
export const col = (name: string, label: string, max: number, extra?: Partial<ColumnSpec>) => ({
  name,
  label,
  max,
  ...extra,
});

/** Cards of a title, a text and an icon: the home's benefits, About's values. */
export const features = (name: string, label: string): FieldSpec => ({
  type: "rows",
  name,
  label,
  min: 1,
  most: 8,
  columns: [
    col("title", copy.f.title, 120),
    col("text", copy.f.text, 400),
    col("icon", copy.f.icon, 20, { options: icons }),
  ],
});

export const testimonialFields = (photo: boolean): FieldSpec[] => [
  area("quote", copy.f.quote, 600),
  text("author", copy.f.author, 120),
  text("role", copy.f.role, 120),
  ...(photo ? [{ type: "image", name: "avatar", label: copy.f.photo } as FieldSpec] : []),
];
