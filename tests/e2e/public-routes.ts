import { enicsPage } from "~content/enics";
import * as home from "~content/home";
import { pages } from "~content/pages";

/** Every public route of the spec's table, with a real slug where it has one. */
export const routes: { path: string; title: string; heading: string }[] = [
  { path: "/", title: pages.home.title, heading: home.hero.heading },
  { path: "/servicos", title: pages.services.title, heading: pages.services.heading },
  { path: "/servicos/automacao", title: "Automação de Revenue", heading: "Automação de Revenue" },
  { path: "/cases", title: pages.cases.title, heading: pages.cases.heading },
  { path: "/cases/heineken", title: "Case Heineken", heading: "Heineken:" },
  { path: "/partners/anhembi", title: "Anhembi — case de parceiro", heading: "Anhembi" },
  { path: "/partners/enics", title: "ENICS — case de automação", heading: enicsPage.heading },
  { path: "/materiais", title: pages.materials.title, heading: pages.materials.heading },
  {
    path: "/materiais/guia-completo-de-revenue-operations",
    title: "Guia completo de Revenue Operations",
    heading: "Guia completo de Revenue Operations",
  },
  { path: "/downloads", title: pages.downloads.title, heading: pages.downloads.heading },
  { path: "/comunidade", title: pages.community.title, heading: pages.community.heading },
  { path: "/quem-somos", title: pages.about.title, heading: pages.about.heading },
  { path: "/blog", title: pages.blog.title, heading: pages.blog.heading },
  { path: "/diagnostico", title: pages.diagnosis.title, heading: pages.diagnosis.heading },
  {
    path: "/agenda-diagnostico",
    title: pages.diagnosisBooking.title,
    heading: pages.diagnosisBooking.heading,
  },
  { path: "/booking", title: pages.booking.title, heading: pages.booking.heading },
  {
    path: "/agenda/conversa",
    title: pages.conversation.title,
    heading: pages.conversation.heading,
  },
  { path: "/rei", title: pages.rei.title, heading: pages.rei.heading },
  {
    path: "/cadastro-parceiro",
    title: pages.partnerSignup.title,
    heading: pages.partnerSignup.heading,
  },
  { path: "/privacidade", title: pages.privacy.title, heading: pages.privacy.heading },
  { path: "/termos-de-uso", title: pages.terms.title, heading: pages.terms.heading },
];
