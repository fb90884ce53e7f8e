// A landing page's blocks as its page shows them (ADR 0045): what the loader resolved from the
// stored blocks (chosen items read, Markdown rendered, a button's address made), nothing more.
import type { Material } from "~/lib/materials";
import type { StoredImage } from "~/lib/site-content/fields";
import type { CaseStudy, Image } from "~content/schema";
import type { LandingFormType } from "./blocks";
import type { CampaignField } from "./campaign-form";

export interface ViewCampaign {
  fields: CampaignField[];
  /** Shown in the form's place once it is sent ('Mostrar o agradecimento'). */
  thanks?: { title: string; text: string; button?: ViewButton };
  /** The event it registers for: when and where, in words; once over, its recording. */
  event?: { when: string; where: string; ended: boolean; recording?: string };
}

/** What a case card shows (CaseCards); its cover is decorative. */
export type ViewCase = Pick<CaseStudy, "slug" | "category" | "logo" | "title" | "result"> & {
  cover: Omit<Image, "alt">;
};

export interface ViewButton {
  label: string;
  /** `#formulario` or an address. */
  to: string;
}

export interface ViewTestimonial {
  quote: string;
  author: string;
  role: string;
  avatar?: Image;
}

export type ViewBlock =
  | {
      type: "hero";
      title: string;
      text: string;
      button?: ViewButton;
      image?: StoredImage;
      placeholder?: string | null;
    }
  | { type: "text"; title: string; html: string }
  | { type: "image"; image: StoredImage; caption: string }
  | { type: "cta"; title: string; text: string; button?: ViewButton }
  | {
      type: "form";
      title: string;
      text: string;
      formType: LandingFormType;
      /** The download form's one material. */
      material?: Material;
      buttonLabel: string;
      /** A campaign's own form: its fields and the thanks it shows once sent. */
      campaign?: ViewCampaign;
    }
  | { type: "cases"; title: string; cases: ViewCase[] }
  | { type: "testimonials"; title: string; items: ViewTestimonial[] }
  | { type: "faq"; title: string; items: { question: string; answer: string }[] }
  | { type: "materials"; title: string; items: Material[] }
  | { type: "numbers"; title: string; figures: { value: string; label: string }[] };
