import { Link } from "react-router";
import { dashboardHref, LEAD_PAGES, type LeadPage, type Period } from "~/lib/dashboard";

/**
 * 'Página do formulário' or 'Primeira visita': which page a lead counts for in 'Páginas'.
 * Plain links, so the choice lives in the address with or without JavaScript.
 */
export function LeadPageSwitch({
  period,
  current,
  compare,
}: {
  period: Period;
  current: LeadPage;
  compare: boolean;
}) {
  return (
    <nav aria-label="Leads contam pela" className="mt-3 print:hidden">
      <ul className="inline-flex flex-wrap rounded-lg border border-slate-300 bg-white p-1">
        {LEAD_PAGES.map((option) => (
          <li key={option.value}>
            <Link
              to={`${dashboardHref(period, option.value, compare)}#paginas`}
              preventScrollReset
              aria-current={option.value === current ? "page" : undefined}
              className={`flex min-h-10 items-center rounded-md px-3 text-sm font-medium ${
                option.value === current
                  ? "bg-brand-700 text-white"
                  : "text-slate-700 hover:bg-brand-50 hover:text-brand-800"
              }`}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
