import { Link, NavLink } from "react-router";
import { mainNav, primaryCta } from "~content/navigation";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";

/** `focused`: a campaign's focused page, with the logo only (no way off the campaign but home). */
export function SiteHeader({ focused = false }: { focused?: boolean }) {
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Logo compact />
        {focused ? null : <MainNav />}
      </div>
    </header>
  );
}

function MainNav() {
  return (
    <>
      <nav aria-label="Principal" className="hidden md:block">
        <ul className="flex items-center gap-0.5 lg:gap-1">
          {mainNav.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === "/"}
                className={({ isActive }) =>
                  `rounded-md px-1.5 py-2 text-[13px] font-medium whitespace-nowrap transition-colors lg:px-2 lg:text-sm xl:px-3 ${
                    isActive ? "text-brand-700" : "text-slate-700 hover:text-brand-700"
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex items-center gap-2">
        <Link
          to={primaryCta.to}
          className="hidden rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-brand-800 sm:inline-flex lg:px-4"
        >
          {primaryCta.label}
        </Link>
        <MobileMenu />
      </div>
    </>
  );
}
