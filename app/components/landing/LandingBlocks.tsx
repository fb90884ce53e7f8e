import { PageIntro } from "~/components/layout/PageIntro";
import type { ViewBlock } from "~/lib/landing/view";
import { CtaBlock, ImageBlock, NumbersBlock, TextBlock } from "./ContentBlocks";
import { FormBlock } from "./FormBlock";
import { HeroBlock } from "./HeroBlock";
import { CasesBlock, FaqBlock, MaterialsBlock, TestimonialsBlock } from "./ListBlocks";

function Block({
  block,
  index,
  formId,
  mainHero,
}: {
  block: ViewBlock;
  index: number;
  formId: string;
  mainHero: boolean;
}) {
  const id = `bloco-${index + 1}`;
  switch (block.type) {
    case "hero":
      return <HeroBlock block={block} main={mainHero} />;
    case "text":
      return <TextBlock block={block} id={id} />;
    case "image":
      return <ImageBlock block={block} first={index === 0} />;
    case "cta":
      return <CtaBlock block={block} />;
    case "form":
      return <FormBlock block={block} formId={formId} />;
    case "cases":
      return <CasesBlock block={block} id={id} />;
    case "testimonials":
      return <TestimonialsBlock block={block} id={id} />;
    case "faq":
      return <FaqBlock block={block} id={id} />;
    case "materials":
      return <MaterialsBlock block={block} id={id} />;
    case "numbers":
      return <NumbersBlock block={block} id={id} />;
  }
}

/**
 * A landing page's blocks in order. The page has one h1: its first 'Destaque''s title, or the
 * page's title above the blocks when it has no 'Destaque'.
 */
export function LandingBlocks({
  title,
  blocks,
  formId,
}: {
  title: string;
  blocks: ViewBlock[];
  formId: string;
}) {
  const firstHero = blocks.findIndex((block) => block.type === "hero");
  return (
    <>
      {firstHero === -1 ? <PageIntro heading={title} /> : null}
      {blocks.map((block, index) => (
        <Block
          // biome-ignore lint/suspicious/noArrayIndexKey: the stored order is the blocks' identity; nothing reorders them on the page.
          key={`${block.type}-${index}`}
          block={block}
          index={index}
          formId={formId}
          mainHero={index === firstHero}
        />
      ))}
    </>
  );
}
