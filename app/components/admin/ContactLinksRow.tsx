import type { ContactLinks } from "~/lib/contact-links";
import { secondaryButton } from "./styles";

const labels = { call: "Ligar", whatsapp: "WhatsApp", email: "Enviar e-mail" } as const;

/** 'Ligar', 'WhatsApp' and 'Enviar e-mail': the ways to reach a lead, one tap each. */
export function ContactLinksRow({ links }: { links: ContactLinks }) {
  const parts = (Object.keys(labels) as (keyof ContactLinks)[]).filter((key) => links[key]);
  if (parts.length === 0) return null;
  return (
    <ul aria-label="Falar com a pessoa" className="mt-3 flex flex-wrap gap-2">
      {parts.map((key) => (
        <li key={key}>
          <a
            href={links[key]}
            className={secondaryButton}
            {...(key === "whatsapp" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {labels[key]}
          </a>
        </li>
      ))}
    </ul>
  );
}
