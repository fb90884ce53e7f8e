import useEmblaCarousel from "embla-carousel-react";
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useState } from "react";
import { ArrowRightIcon } from "../ui/icons";

/**
 * A looping carousel (Embla) with previous/next buttons and arrow keys. Without JavaScript it
 * is a horizontally scrollable, snapping list with every item reachable; the buttons only
 * appear once the carousel runs.
 */
export function Carousel({
  label,
  slides,
  slideClassName = "basis-[85%] sm:basis-1/2 lg:basis-1/3",
}: {
  label: string;
  slides: { key: string; content: ReactNode }[];
  slideClassName?: string;
}) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: "start" });
  const [state, setState] = useState({ ready: false, prev: false, next: false });

  useEffect(() => {
    if (!api) return;
    const update = () =>
      setState({ ready: true, prev: api.canScrollPrev(), next: api.canScrollNext() });
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") api?.scrollPrev();
      else if (event.key === "ArrowRight") api?.scrollNext();
      else return;
      event.preventDefault();
    },
    [api],
  );

  const button =
    "inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-ink shadow-sm transition hover:border-brand-700 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <div>
      <section
        ref={viewportRef}
        aria-roledescription="carrossel"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (arrow keys, and scrolling without JavaScript).
        tabIndex={0}
        onKeyDown={onKeyDown}
        className={`-mx-1 rounded-2xl px-1 py-1 ${state.ready ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto"}`}
      >
        <ul className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <li
              key={slide.key}
              aria-roledescription="slide"
              aria-label={`${index + 1} de ${slides.length}`}
              className={`min-w-0 shrink-0 snap-start pr-5 ${slideClassName}`}
            >
              {slide.content}
            </li>
          ))}
        </ul>
      </section>
      <div className={`mt-6 flex justify-end gap-3 ${state.ready ? "" : "invisible"}`}>
        <button
          type="button"
          className={button}
          onClick={() => api?.scrollPrev()}
          disabled={!state.prev}
          aria-label={`Anterior: ${label}`}
        >
          <ArrowRightIcon className="rotate-180" />
        </button>
        <button
          type="button"
          className={button}
          onClick={() => api?.scrollNext()}
          disabled={!state.next}
          aria-label={`Próximo: ${label}`}
        >
          <ArrowRightIcon />
        </button>
      </div>
    </div>
  );
}
