import type { MetaDescriptor } from "react-router";
import { brand } from "~content/brand";
import { type SiteContacts, socialLinks } from "./site-settings";

/** schema.org data for search engines, as React Router meta descriptors. */
const ld = (data: Record<string, unknown>): MetaDescriptor => ({
  "script:ld+json": { "@context": "https://schema.org", ...data },
});

/** The organization, with the contacts of the site's settings (/admin/site). */
export const organizationLd = (origin: string, contacts: SiteContacts) =>
  ld({
    "@type": "Organization",
    name: brand.name,
    legalName: brand.legalName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: contacts.contactEmail,
    foundingDate: String(brand.foundedYear),
    founder: { "@type": "Person", name: brand.ceo.name },
    sameAs: socialLinks(contacts).map(([, href]) => href),
  });

export const faqPageLd = (items: { question: string; answer: string }[]) =>
  ld({
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  });

/** Home first, then each level; the last is the current page. */
export const breadcrumbsLd = (origin: string, trail: { name: string; path: string }[]) =>
  ld({
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  });

export const serviceLd = (
  origin: string,
  service: { title: string; description: string; slug: string },
) =>
  ld({
    "@type": "Service",
    name: service.title,
    description: service.description,
    url: `${origin}/servicos/${service.slug}`,
    areaServed: "BR",
    provider: { "@type": "Organization", name: brand.name, url: `${origin}/` },
  });

export const blogPostingLd = (
  origin: string,
  post: {
    slug: string;
    title: string;
    excerpt: string;
    image: string | null;
    date: string | Date;
    updatedAt: string | Date;
    authorName: string;
  },
) =>
  ld({
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    url: `${origin}/blog/${post.slug}`,
    mainEntityOfPage: `${origin}/blog/${post.slug}`,
    ...(post.image && URL.canParse(post.image, origin)
      ? { image: new URL(post.image, origin).toString() }
      : {}),
    datePublished: new Date(post.date).toISOString(),
    dateModified: new Date(post.updatedAt).toISOString(),
    inLanguage: "pt-BR",
    author: { "@type": "Person", name: post.authorName },
    publisher: { "@type": "Organization", name: brand.name, logo: `${origin}/favicon.svg` },
  });
