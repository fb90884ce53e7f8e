import { parsePostFile, type SamplePost } from "./post-file";

/** The 16 sample posts of content/posts/, in id order (bundled by Vite as text). */
const files = import.meta.glob<string>("./posts/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

export const samplePosts: SamplePost[] = Object.entries(files)
  .map(([file, raw]) => parsePostFile(raw, file))
  .sort((a, b) => a.id - b.id);
