import { z } from "zod";

/**
 * The shapes of the site's content (ADR 0007). Content modules are typed with these and the
 * unit tests parse every module with them, so a missing field or a wrong count fails `npm test`.
 */

/** Names of the icons in app/components/ui/icons.tsx that content may use. */
const iconNames = [
  "automation",
  "chart",
  "target",
  "plug",
  "users",
  "rocket",
  "shield",
  "lightbulb",
  "book",
  "handshake",
  "trending",
  "clock",
  "search",
  "layers",
  "message",
  "award",
] as const;
export const IconName = z.enum(iconNames);
export type IconName = z.infer<typeof IconName>;

const text = z.string().trim().min(1);
const sentence = z.string().trim().min(20);
/** A site-relative image with its alt text; width and height for layout stability. */
export const Image = z.object({
  src: z.string().regex(/^\/images\/[\w/.-]+\.(svg|webp|avif|png|jpg)$/),
  alt: text,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof Image>;
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const Service = z.object({
  slug,
  title: text,
  /** One or two sentences for cards and the page's lead. */
  description: sentence,
  icon: IconName,
  /** 'O que está incluso' and the four bullets of the /servicos card. */
  features: z.array(text).length(4),
  /** Five benefits on the service page. */
  benefits: z.array(z.object({ title: text, text: sentence })).length(5),
  /** The 'Como podemos ajudar' box. */
  help: sentence,
  cover: Image,
  /** Two case cards linking to /cases/{slug}. */
  caseStudies: z.array(z.object({ company: text, result: text, slug })).length(2),
});
export type Service = z.infer<typeof Service>;

const Metric = z.object({ value: text, label: text });

export const CaseStudy = z.object({
  slug,
  company: text,
  category: text,
  title: text,
  /** The headline result shown on teaser cards. */
  result: text,
  logo: Image,
  cover: Image,
  challenge: z.array(sentence).min(1).max(3),
  solution: z.array(sentence).min(1).max(3),
  metrics: z.array(Metric).length(4),
  results: z.array(sentence).min(3).max(6),
  quote: sentence,
  author: text,
  role: text,
  authorImage: Image.optional(),
  description: sentence.optional(),
  tags: z.array(text).optional(),
});
export type CaseStudy = z.infer<typeof CaseStudy>;

export const PartnerCase = z.object({
  slug,
  name: text,
  category: text,
  description: sentence,
  tags: z.array(text).min(2).max(5),
  logo: Image,
  cover: Image,
  /** 'Estratégia implementada' paragraphs. */
  strategy: z.array(sentence).min(2).max(4),
  /** 'Resultados alcançados', a numbered list. */
  results: z.array(sentence).min(3).max(6),
  testimonial: z.object({ quote: sentence, author: text, role: text }).optional(),
});
export type PartnerCase = z.infer<typeof PartnerCase>;

export const ResultFigure = z.object({ value: text, label: text, description: sentence });
export const Benefit = z.object({ title: text, text: sentence, icon: IconName });
export const JourneyStep = z.object({ title: text, items: z.array(text).min(2).max(5) });
export const Testimonial = z.object({ quote: sentence, author: text, role: text, avatar: Image });
export const FaqItem = z.object({ question: text, answer: sentence });
export const Milestone = z.object({ year: z.number().int(), title: text, text: sentence });
export const Feature = z.object({ title: text, text: sentence, icon: IconName });
