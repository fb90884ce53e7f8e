import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { homeFor, sectionsFor } from "~/lib/admin-areas";
import type { Role } from "~/lib/team";
import { brand } from "~content/brand";
import { CloseIcon, MenuIcon } from "../ui/icons";

/** What the admin layout's loader gives the header: who is signed in, failed leads. */
export interface AdminHeaderData {
  username: string;
  role: Role;
  failedLeads: number;
}

const NAV_LABEL = "Painel administrativo";

/** Failed leads wait for a person to re-send them: the count is always in sight. */
function FailedBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{` (${count} com falha)`}</span>
    </span>
  );
}

const sectionLinkClass =
  (stacked?: boolean) =>
  ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-2 rounded-md font-medium whitespace-nowrap ${
      stacked ? "min-h-12 px-3 text-base" : "min-h-10 px-3 text-sm"
    } ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:text-brand-700"}`;

/**
 * The sections the role opens (`app/lib/admin-areas.ts`); a new type adds its entry there.
 * Grouped entries (the 'Site' screens) sit under their group's name: a <details> menu in the
 * row, which opens without JavaScript, and a labelled list in the phone menu.
 */
function SectionLinks({
  role,
  failedLeads,
  stacked,
}: {
  role: Role;
  failedLeads: number;
  stacked?: boolean;
}) {
  const { pathname } = useLocation();
  const sections = sectionsFor(role);
  const single = sections.filter((s) => !s.group);
  const groups = [...new Set(sections.flatMap((s) => (s.group ? [s.group] : [])))];
  const linkClass = sectionLinkClass(stacked);
  const links = (list: typeof sections) =>
    list.map((link) => (
      <li key={link.to}>
        {/* NavLink marks the current section with aria-current="page". */}
        <NavLink to={link.to} className={linkClass}>
          {link.label}
          {link.to === "/admin/leads" ? <FailedBadge count={failedLeads} /> : null}
        </NavLink>
      </li>
    ));
  return (
    <ul className={stacked ? "flex flex-col" : "flex items-center gap-1"}>
      {links(single.filter((s) => s.area !== "account"))}
      {groups.map((group) => {
        const members = sections.filter((s) => s.group === group);
        const current = members.some((s) => pathname.startsWith(s.to));
        return stacked ? (
          <li key={group} className="mt-2 border-t border-slate-200 pt-2">
            <p className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {group}
            </p>
            <ul className="flex flex-col">{links(members)}</ul>
          </li>
        ) : (
          <li key={group} className="relative">
            {/* Keyed by the address: a link followed closes it (a new page, a new menu). */}
            <details
              key={pathname}
              className="group/site"
              data-testid={`admin-group-${group}`}
              data-admin-group
            >
              <summary
                className={`${linkClass({ isActive: current })} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
              >
                {group}
                <span aria-hidden="true" className="text-xs">
                  ▾
                </span>
              </summary>
              <ul className="absolute top-full left-0 z-10 mt-1 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
                {links(members)}
              </ul>
            </details>
          </li>
        );
      })}
      {/* 'Minha conta' stays last. */}
      {links(single.filter((s) => s.area === "account"))}
    </ul>
  );
}

const siteLink = "font-medium text-slate-700 hover:text-brand-700";
const logoutButton =
  "rounded-md border border-slate-300 bg-white px-3 font-medium text-ink hover:border-brand-700 hover:text-brand-700";

/**
 * The admin's own header (ADR 0017), in place of the public header, footer and
 * newsletter on every /admin page. Signed in: the sections, 'Ver site' and 'Sair'; from 768 px
 * in one row, below that in a native <details> menu that opens without JavaScript (with it, it
 * also closes on a link, Escape or a click outside). The login gets the name and 'Ver site'.
 */
export function AdminHeader({ data }: { data?: AdminHeaderData }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();

  // Close whenever the page changes; not at hydration, when the menu may have been opened
  // before the app arrived (ADR 0022).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const close = (event: KeyboardEvent | MouseEvent) => {
      // The row's group menus ('Site'): closed by Escape or a click outside, as the phone menu.
      for (const group of document.querySelectorAll<HTMLDetailsElement>(
        "details[data-admin-group][open]",
      )) {
        if (event instanceof KeyboardEvent && event.key !== "Escape") continue;
        if (event instanceof MouseEvent && group.contains(event.target as Node)) continue;
        group.open = false;
      }
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent && event.key !== "Escape") return;
      if (event instanceof MouseEvent && details.contains(event.target as Node)) return;
      details.open = false;
      if (event instanceof KeyboardEvent) details.querySelector("summary")?.focus();
    };
    document.addEventListener("keydown", close);
    document.addEventListener("click", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("click", close);
    };
  }, []);

  return (
    <header className="sticky top-0 z-50 border-b border-slate-200 bg-white print:static print:hidden">
      <div className="relative mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Link
          to={data ? homeFor(data.role) : "/admin/login"}
          className="inline-flex shrink-0 items-center gap-2 font-semibold whitespace-nowrap text-ink"
        >
          <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" className="fill-brand-700" />
            <path
              d="M9 22.5 L21.5 10 M13 10 H21.5 V18.5"
              fill="none"
              stroke="#fff"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>
            {brand.name} <span className="font-normal text-slate-600">· Painel</span>
          </span>
        </Link>
        {data ? (
          <>
            <nav aria-label={NAV_LABEL} className="hidden min-w-0 lg:block">
              <SectionLinks role={data.role} failedLeads={data.failedLeads} />
            </nav>
            <div className="hidden items-center gap-3 text-sm lg:flex">
              <a href="/" className={siteLink}>
                Ver site
              </a>
              <Form method="post" action="/admin/logout" className="flex items-center gap-3">
                <span className="text-slate-600">{data.username}</span>
                <button type="submit" className={`${logoutButton} min-h-10`}>
                  Sair
                </button>
              </Form>
            </div>
            <details ref={menu} className="group lg:hidden" data-testid="admin-menu">
              <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-3 font-medium text-ink hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
                <MenuIcon className="group-open:hidden" />
                <CloseIcon className="hidden group-open:block" />
                Menu
                <FailedBadge count={data.failedLeads} />
              </summary>
              <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg">
                <nav aria-label={NAV_LABEL}>
                  <SectionLinks role={data.role} failedLeads={data.failedLeads} stacked />
                </nav>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3">
                  <a href="/" className={`${siteLink} flex min-h-12 items-center px-3`}>
                    Ver site
                  </a>
                  <Form method="post" action="/admin/logout" className="flex items-center gap-3">
                    <span className="text-sm text-slate-600">{data.username}</span>
                    <button type="submit" className={`${logoutButton} min-h-12`}>
                      Sair
                    </button>
                  </Form>
                </div>
              </div>
            </details>
          </>
        ) : (
          <a href="/" className={`${siteLink} text-sm`}>
            Ver site
          </a>
        )}
      </div>
    </header>
  );
}
