import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { mainNav, primaryCta } from "~content/navigation";
import { CloseIcon, MenuIcon } from "../ui/icons";

/**
 * Under 768 px. A native <details> opens and closes without JavaScript (and before the app
 * arrives); with it, the menu also closes when a link is followed, on Escape and on a click
 * outside.
 */
export function MobileMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();

  // Close whenever the page changes; not at hydration, when the visitor may have opened the
  // menu before the app arrived (ADR 0022).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const close = (event: KeyboardEvent | MouseEvent) => {
      const menu = ref.current;
      if (!menu?.open) return;
      if (event instanceof KeyboardEvent && event.key !== "Escape") return;
      if (event instanceof MouseEvent && menu.contains(event.target as Node)) return;
      menu.open = false;
      if (event instanceof KeyboardEvent) menu.querySelector("summary")?.focus();
    };
    document.addEventListener("keydown", close);
    document.addEventListener("click", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("click", close);
    };
  }, []);

  const closeOnLink = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest("a") && ref.current) ref.current.open = false;
  };

  return (
    <details ref={ref} className="group md:hidden" data-testid="mobile-menu">
      <summary className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-lg text-ink hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
        <MenuIcon className="group-open:hidden" />
        <CloseIcon className="hidden group-open:block" />
        <span className="sr-only">Menu</span>
      </summary>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a delegated listener for the links inside. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: links are followed with Enter, which fires click. */}
      <div
        onClick={closeOnLink}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-6 shadow-lg"
      >
        <nav aria-label="Menu principal">
          <ul className="flex flex-col">
            {mainNav.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  className={({ isActive }) =>
                    `flex min-h-12 items-center rounded-lg px-3 text-base font-medium ${
                      isActive ? "bg-brand-50 text-brand-700" : "text-ink hover:bg-slate-50"
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <NavLink
          to={primaryCta.to}
          className="mt-4 flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {primaryCta.label}
        </NavLink>
      </div>
    </details>
  );
}
