import { socialCardResponse } from "~/routes/handlers/social-card.server";
import type { Route } from "./+types/social-card";

/** A public page's 1200×630 social card (ADR 0018). */
export const loader = ({ params }: Route.LoaderArgs) => socialCardResponse(params["*"] ?? "");
