import { socialLinks, useSiteContacts } from "~/lib/site-settings";
import { brand } from "~content/brand";
import { InstagramIcon, LinkedInIcon, YouTubeIcon } from "../ui/icons";

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:border-brand-700 hover:text-brand-700";

/** Share links: plain links that open the network's page; with JavaScript, in a small window. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const u = encodeURIComponent(url);
  const links = [
    { label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    {
      label: "X (Twitter)",
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
  return (
    <section aria-labelledby="compartilhar">
      <h2
        id="compartilhar"
        className="text-sm font-semibold tracking-wide text-slate-500 uppercase"
      >
        Compartilhe
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => {
                // A user's click: browsers let this popup through.
                event.preventDefault();
                window.open(link.href, "_blank", "popup,width=600,height=560,noopener,noreferrer");
              }}
              className={linkClass}
            >
              {link.label}
              <span className="sr-only"> (abre em nova janela)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The brand's channels, after the article. */
export function FollowLinks() {
  const icons = { LinkedIn: LinkedInIcon, Instagram: InstagramIcon, YouTube: YouTubeIcon };
  const channels = socialLinks(useSiteContacts()).map(([label, href]) => ({
    label,
    href,
    Icon: icons[label],
  }));
  if (channels.length === 0) return null;
  return (
    <section aria-labelledby="siga">
      <h2 id="siga" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        Siga a {brand.name}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {channels.map(({ label, href, Icon }) => (
          <li key={label}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
              <Icon width="18" height="18" />
              {label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
