import { redirect } from "react-router";
import { handleLeadForm } from "~/routes/handlers/lead-form.server";
import { newsletterForm } from "~/routes/handlers/lead-forms.server";
import type { Route } from "./+types/newsletter";

/** The footer's newsletter form posts here from every page, and goes back to that page. */
export const action = (args: Route.ActionArgs) => handleLeadForm(args, newsletterForm);

export const loader = () => redirect("/#newsletter");
