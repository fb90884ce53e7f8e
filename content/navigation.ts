export interface NavLink {
  label: string;
  to: string;
}

/** Header links, in the spec's order. */
export const mainNav: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Serviços", to: "/servicos" },
  { label: "Cases", to: "/cases" },
  { label: "Materiais", to: "/materiais" },
  { label: "Comunidade", to: "/comunidade" },
  { label: "Quem Somos", to: "/quem-somos" },
  { label: "Blog", to: "/blog" },
];

export const primaryCta: NavLink = { label: "Solicitar diagnóstico", to: "/diagnostico" };

export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: "Navegação",
    links: [
      { label: "Home", to: "/" },
      { label: "Cases", to: "/cases" },
      { label: "Quem Somos", to: "/quem-somos" },
    ],
  },
  {
    title: "Conteúdo",
    links: [
      { label: "Blog", to: "/blog" },
      { label: "Serviços", to: "/servicos" },
      { label: "Materiais", to: "/materiais" },
      { label: "Comunidade", to: "/comunidade" },
    ],
  },
];

export const legalLinks: NavLink[] = [
  { label: "Política de Privacidade", to: "/privacidade" },
  { label: "Termos de Uso", to: "/termos-de-uso" },
];
