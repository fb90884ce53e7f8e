import { errorPages } from "~content/error-pages";
import { ButtonLink } from "../ui/ButtonLink";
import { PageIntro } from "./PageIntro";

export function NotFoundPage({
  heading = errorPages.notFound.heading,
  intro = errorPages.notFound.intro,
  backTo = "/",
  backLabel = "Voltar para o início",
}: {
  heading?: string;
  intro?: string;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <PageIntro eyebrow="Erro 404" heading={heading} intro={intro}>
      <ButtonLink to={backTo}>{backLabel}</ButtonLink>
    </PageIntro>
  );
}

export function ServerErrorPage() {
  return (
    <PageIntro
      eyebrow="Erro 500"
      heading={errorPages.serverError.heading}
      intro={errorPages.serverError.intro}
    >
      <ButtonLink to="/">Voltar para o início</ButtonLink>
      <ButtonLink to="/diagnostico" variant="secondary">
        Falar com a equipe
      </ButtonLink>
    </PageIntro>
  );
}

/**
 * A request we refused on purpose (403 from another site, 413 too large, a malformed form):
 * the Portuguese message the server gave, never the generic server error.
 */
export function RefusedRequestPage({
  status,
  title,
  description,
}: {
  status: number;
  title: string;
  description: string;
}) {
  return (
    <PageIntro eyebrow={`Erro ${status}`} heading={title} intro={description}>
      <ButtonLink to="/">Voltar para o início</ButtonLink>
    </PageIntro>
  );
}
