import { type ReactNode, useEffect, useRef } from "react";

import { buttonClass } from "~/components/ui/button";
import { CarouselStepper, RotationButton } from "~/components/ui/carousel-controls";
import { noPrint, printBandContent, printH2, printHeading, printInk } from "~/components/ui/print";
import { SectionLink } from "~/components/ui/section-link";
import type { hero as Content } from "~/content/home";
import { type ControlWords, controlWords } from "~/content/words";
import { cn } from "~/lib/cn";
import { HERO_INTERVAL_MS } from "~/lib/timing";
import { useReducedMotion } from "~/lib/hooks/use-media-query";
import { useRotation } from "~/lib/hooks/use-rotation";

/**
 * The hero's drawings, as the page passes them (src/pages/index.astro): `backdrop`, and each
 * slide's picture, `slide0`, `slide1`, ... Each is HTML drawn at build time that the island keeps
 * as it arrived (Astro's slots): the script never carries the drawings.
 */
type Props = { hero: typeof Content; controls: ControlWords; backdrop?: ReactNode } & {
  [slide: `slide${number}`]: ReactNode;
};

/** The slide show, with its words and the controls' (from the page: src/pages/index.astro). */
export function HeroCarousel(props: Props) {
  const { hero } = props;
  const controls = controlWords(props.controls);
  const { slides } = hero;
  const rotation = useRotation({ count: slides.length, intervalMs: HERO_INTERVAL_MS });
  const { index } = rotation;
  const shownRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const shownIndex = useRef(index);
  // A new slide fades and rises into place, unless the visitor prefers reduced motion.
  useEffect(() => {
    if (index === shownIndex.current) return;
    shownIndex.current = index;
    if (reducedMotion) return;
    shownRef.current?.animate(
      [
        { opacity: 0, translate: "0 0.75rem" },
        { opacity: 1, translate: "0 0" },
      ],
      { duration: 700, easing: "cubic-bezier(0.4, 0, 0.2, 1)" },
    );
  }, [index, reducedMotion]);
  // Every picture of the hero, its background included, is drawn inside the page (inline SVG): all
  // of it paints with the first frame and asks for nothing more. Browsers never count an inline
  // drawing as the largest paint, so a slide rotating in later cannot become a new, later one (a
  // slide's <img> did, at 6 s: the largest paint of every visitor who only watched). The content
  // check keeps photos out of the hero for that reason.
  return (
    <div className={cn("on-dark relative overflow-hidden bg-ink text-white print:overflow-visible", printInk)}>
      <div className="pointer-events-none absolute inset-0 size-full opacity-90 print:hidden">{props.backdrop}</div>
      <div className={cn("relative mx-auto max-w-7xl px-5 pt-band-top pb-14 sm:px-8 lg:pb-20", printBandContent)}>
        <h1
          className={cn(
            "inline-flex max-w-fit items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 font-sans text-sm font-medium text-white/90",
            printHeading,
          )}
        >
          <span aria-hidden="true" className="size-2 rounded-full bg-volt" />
          {hero.heading}
        </h1>

        {/* Pointer and focus listeners only pause the rotation (APG carousel); they add no interaction. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <section
          aria-roledescription={controls.carousel}
          aria-label={hero.label}
          className="flex flex-col"
          onMouseEnter={() => rotation.setHovered(true)}
          onMouseLeave={() => rotation.setHovered(false)}
          onFocus={(event) => {
            // APG: keyboard focus entering the carousel stops rotation until the visitor presses play.
            const cameFromOutside = !event.currentTarget.contains(event.relatedTarget as Node | null);
            if (cameFromOutside && event.target.matches(":focus-visible")) rotation.stop();
          }}
        >
          <div data-carousel-controls className={cn("order-last mt-10 flex flex-wrap items-center gap-3", noPrint)}>
            <RotationButton
              tone="dark"
              playing={rotation.playing}
              startLabel={controls.startRotation}
              stopLabel={controls.stopRotation}
              onToggle={rotation.toggle}
            />
            <CarouselStepper
              tone="dark"
              count={slides.length}
              index={index}
              previousLabel={controls.previousSlide}
              nextLabel={controls.nextSlide}
              pickerLabel={controls.slidePicker}
              onPrevious={rotation.prev}
              onNext={rotation.next}
              onPick={rotation.goTo}
            />
          </div>

          {/*
            One grid for every slide, its rows shared (subgrid): each line of text has the height of
            the tallest slide's, so nothing moves when another slide's words take their place (the
            hero keeps its height; the text and button below a title keep their place, under a
            shorter title too). Wide: the text in the left column between two flexible rows
            (centred against the picture), the picture right, spanning them all.
          */}
          <div
            data-carousel-slides
            aria-live={rotation.rotating ? "off" : "polite"}
            className="mt-8 grid grid-cols-1 lg:mt-10 lg:grid-rows-[1fr_auto_auto_auto_auto_1fr]"
          >
            {/*
              Three places, stacked in the grid: the first is the one on screen and shows the current
              slide; the others, hidden, hold the rest in order. A slide change changes what the places
              show, not which place shows: the words on screen stay in the elements that painted them
              in the first frame, and a browser counts an element's paint once, so no slide rotating in
              becomes a later, larger paint. The page holds them in reading order, the one on screen
              first: without JavaScript (index 0) they are slides 1, 2, 3, read and seen one below the
              other (noscript.css). A browser may paint a page it has only partly read, and the rows
              the places share must count every slide by then, or the words on screen would move once
              the others arrive: the home page holds its first paint until the whole hero is read
              (`<link rel="expect">` on the section after it, src/pages/index.astro).
            */}
            {[...slides.slice(index), ...slides.slice(0, index)].map((slide, place) => {
              const i = (index + place) % slides.length;
              const shown = place === 0;
              return (
                <div
                  // Keyed by place, not by slide: each place keeps its element whatever it shows.
                  key={place}
                  ref={shown ? shownRef : undefined}
                  role="group"
                  aria-roledescription={controls.slide}
                  aria-label={controls.position(i + 1, slides.length)}
                  data-carousel-slide
                  // Hidden places are visibility:hidden: out of the tab order and the accessibility tree.
                  className={cn(
                    "col-start-1 row-start-1 row-end-6 grid grid-cols-1 grid-rows-subgrid lg:row-end-7 lg:grid-cols-2 lg:gap-x-16",
                    shown ? "visible" : "invisible",
                  )}
                >
                  <p className="text-sm font-semibold tracking-widest text-volt uppercase lg:row-start-2">
                    {slide.subtitle}
                  </p>
                  <h2
                    className={cn(
                      "mt-4 text-3xl leading-display font-bold tracking-tight xs:text-4xl sm:text-5xl lg:row-start-3 xl:text-6xl",
                      printH2,
                    )}
                  >
                    {slide.title}
                  </h2>
                  <p className="mt-6 max-w-xl text-lg text-mist sm:text-xl lg:row-start-4">{slide.description}</p>
                  <SectionLink
                    section="contact"
                    className={buttonClass({}, "mt-9 self-start justify-self-start lg:row-start-5")}
                    data-lead="slide-button"
                    data-lead-detail={slide.title}
                  >
                    {slide.cta}
                  </SectionLink>
                  <div
                    // Keyed by slide: a place that shows another slide takes that slide's drawing.
                    key={i}
                    className="mx-auto mt-6 w-full max-w-md self-center lg:col-start-2 lg:row-start-1 lg:row-end-7 lg:mt-0 lg:max-w-xl"
                  >
                    {props[`slide${i}`]}
                  </div>
                </div>
              );
            })}
          </div>
        </section>
      </div>
    </div>
  );
}
