import type { ComponentType, ReactNode } from "react";
import { Link } from "react-router";
import { socialLinks, useSiteContacts, whatsappHref } from "~/lib/site-settings";
import { brand, mailto } from "~content/brand";
import { footerColumns, legalLinks } from "~content/navigation";
import { InstagramIcon, LinkedInIcon, MailIcon, WhatsAppIcon, YouTubeIcon } from "../ui/icons";
import { Logo } from "./Logo";

const socialIcons = { LinkedIn: LinkedInIcon, Instagram: InstagramIcon, YouTube: YouTubeIcon };

/**
 * `newsletter` is the footer's newsletter form (every page), supplied by the root;
 * `cookiePreferences`, the link that reopens the cookie choice, when marketing tags are set.
 */
export function SiteFooter({
  year,
  newsletter,
  cookiePreferences,
  focused = false,
}: {
  year: number;
  newsletter?: ReactNode;
  cookiePreferences?: ComponentType<{ className?: string }>;
  /** A campaign's focused page: the legal line only, no menus, networks or newsletter. */
  focused?: boolean;
}) {
  const legal = <LegalLine year={year} cookiePreferences={cookiePreferences} />;
  if (focused) return <footer className="bg-slate-950 text-slate-300">{legal}</footer>;
  return <FullFooter newsletter={newsletter}>{legal}</FullFooter>;
}

function FullFooter({ newsletter, children }: { newsletter?: ReactNode; children: ReactNode }) {
  // The site's settings (/admin/site): networks left blank are not shown, WhatsApp when set.
  const contacts = useSiteContacts();
  const external = [
    ...socialLinks(contacts).map(([label, href]) => ({ label, href, Icon: socialIcons[label] })),
    {
      label: `E-mail: ${contacts.contactEmail}`,
      href: mailto(contacts.contactEmail),
      Icon: MailIcon,
    },
    ...(contacts.whatsapp
      ? [
          {
            label: `WhatsApp: +${contacts.whatsapp}`,
            href: whatsappHref(contacts.whatsapp),
            Icon: WhatsAppIcon,
          },
        ]
      : []),
  ];
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-x-6 gap-y-10 px-4 py-14 sm:px-6 grid-cols-2 lg:grid-cols-[1.4fr_0.8fr_0.8fr_1.6fr] lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <Logo tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-300">{brand.tagline}</p>
          <ul className="mt-6 flex gap-2" aria-label="Redes sociais e contato">
            {external.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  aria-label={label}
                  title={label}
                  {...(href.startsWith("mailto:")
                    ? {}
                    : { target: "_blank", rel: "noopener noreferrer" })}
                  className="flex h-11 w-11 items-center justify-center rounded-lg bg-white/5 text-slate-200 transition-colors hover:bg-white/15 hover:text-white"
                >
                  <Icon width="20" height="20" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-1">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-10 items-center text-sm text-slate-300 hover:text-white"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section
          aria-labelledby="newsletter-titulo"
          id="newsletter"
          className="col-span-2 lg:col-span-1"
        >
          <h2
            id="newsletter-titulo"
            className="text-sm font-semibold tracking-wide text-white uppercase"
          >
            Newsletter
          </h2>
          <p className="mt-4 text-sm leading-relaxed text-slate-300">
            Conteúdos práticos sobre receita B2B, uma vez por mês, no seu e-mail.
          </p>
          {newsletter}
        </section>
      </div>
      {children}
    </footer>
  );
}

function LegalLine({
  year,
  cookiePreferences: CookiePreferences,
}: {
  year: number;
  cookiePreferences?: ComponentType<{ className?: string }>;
}) {
  return (
    <div className="border-t border-white/10">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <p>
          © {year} {brand.name}. Todos os direitos reservados.
        </p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {legalLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="hover:text-white">
                {link.label}
              </Link>
            </li>
          ))}
          {CookiePreferences ? (
            <li>
              <CookiePreferences className="hover:text-white" />
            </li>
          ) : null}
          <li>
            <a
              href={brand.partner.url}
              target="_blank"
              rel="noopener noreferrer"
              className="hover:text-white"
            >
              {brand.partner.label}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
