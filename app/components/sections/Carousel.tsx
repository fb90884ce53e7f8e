import type { EmblaCarouselType } from "embla-carousel";
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { ArrowRightIcon } from "../ui/icons";

/**
 * A looping carousel (Embla) with previous/next buttons and arrow keys. Without JavaScript it
 * is a horizontally scrollable, snapping list with every item reachable; the buttons appear
 * with JavaScript. Embla itself (7 kB gzip) is fetched when the visitor points at, touches or
 * focuses the carousel, or presses a button: until then the list scrolls natively.
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
  const hydrated = useHydrated();
  const viewport = useRef<HTMLElement>(null);
  const starting = useRef<Promise<EmblaCarouselType | undefined>>(undefined);
  const [api, setApi] = useState<EmblaCarouselType>();

  const start = useCallback(() => {
    starting.current ??= import("embla-carousel").then(({ default: EmblaCarousel }) => {
      const element = viewport.current;
      if (!element) return undefined;
      // Carry on from where native scrolling left the list.
      const slides = [...element.querySelectorAll("li")];
      const startIndex = Math.max(
        0,
        slides.findIndex((slide) => slide.offsetLeft + slide.offsetWidth / 2 > element.scrollLeft),
      );
      element.scrollLeft = 0;
      const carousel = EmblaCarousel(element, { loop: true, align: "start", startIndex });
      setApi(carousel);
      return carousel;
    });
    return starting.current;
  }, []);
  useEffect(() => () => api?.destroy(), [api]);

  // Intent, not interaction: the list already scrolls; these only fetch the code early.
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const intents = ["pointerenter", "touchstart", "focusin"] as const;
    for (const type of intents) element.addEventListener(type, start, { passive: true });
    return () => {
      for (const type of intents) element.removeEventListener(type, start);
    };
  }, [start]);

  const move = useCallback(
    (direction: "prev" | "next") =>
      start().then((carousel) =>
        direction === "prev" ? carousel?.scrollPrev() : carousel?.scrollNext(),
      ),
    [start],
  );
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") void move("prev");
      else if (event.key === "ArrowRight") void move("next");
      else return;
      event.preventDefault();
    },
    [move],
  );

  const button =
    "inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-ink shadow-sm transition hover:border-brand-700 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <div ref={wrapper}>
      <section
        ref={viewport}
        aria-roledescription="carrossel"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (arrow keys, and scrolling without JavaScript).
        tabIndex={0}
        onKeyDown={onKeyDown}
        className={`-mx-1 rounded-2xl px-1 py-1 ${api ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto"}`}
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
      <div className={`mt-6 flex justify-end gap-3 ${hydrated ? "" : "invisible"}`}>
        <button
          type="button"
          className={button}
          onClick={() => move("prev")}
          aria-label={`Anterior: ${label}`}
        >
          <ArrowRightIcon className="rotate-180" />
        </button>
        <button
          type="button"
          className={button}
          onClick={() => move("next")}
          aria-label={`Próximo: ${label}`}
        >
          <ArrowRightIcon />
        </button>
      </div>
    </div>
  );
}
