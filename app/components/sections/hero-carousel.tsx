import heroBackground from "~/assets/art/bg-signal.svg";
import { buttonClass } from "~/components/ui/button";
import { Artwork } from "~/components/ui/artwork";
import { CarouselStepper, RotationButton } from "~/components/ui/carousel-controls";
import { SectionLink } from "~/components/ui/section-link";
import { hero } from "~/content/home";
import { controls } from "~/content/site";
import { cn } from "~/lib/cn";
import { HERO_INTERVAL_MS } from "~/lib/timing";
import { useHydrated } from "~/lib/use-hydrated";
import { useRotation } from "~/lib/use-rotation";

export function HeroCarousel() {
  const { slides } = hero;
  const rotation = useRotation({ count: slides.length, intervalMs: HERO_INTERVAL_MS });
  const { index } = rotation;
  // Only the first slide's text and (inline) artwork make the first paint; the background and the
  // other slides' pictures are requested after hydration, so nothing competes with the stylesheet.
  // Without JavaScript, public/noscript.css shows them ([data-after-hydration]).
  const hydrated = useHydrated();
  const afterHydration = { "data-after-hydration": "", loading: "lazy" } as const;

  return (
    <div className="on-dark relative overflow-hidden bg-ink text-white">
      <img
        src={heroBackground}
        alt=""
        width={1440}
        height={900}
        fetchPriority="low"
        {...afterHydration}
        className={cn("pointer-events-none absolute inset-0 size-full object-cover opacity-90", !hydrated && "hidden")}
      />
      <div className="relative mx-auto max-w-7xl px-5 pt-band-top pb-14 sm:px-8 lg:pb-20">
        <h1 className="inline-flex max-w-fit items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 font-sans text-sm font-medium text-white/90">
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
          <div data-carousel-controls className="order-last mt-10 flex items-center gap-3">
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

          <div data-carousel-slides aria-live={rotation.rotating ? "off" : "polite"} className="mt-8 grid lg:mt-10">
            {slides.map((slide, i) => {
              const active = i === index;
              return (
                <div
                  key={slide.title}
                  role="group"
                  aria-roledescription={controls.slide}
                  aria-label={controls.position(i + 1, slides.length)}
                  data-carousel-slide
                  // Hidden slides are visibility:hidden: out of the tab order and the accessibility tree.
                  className={cn(
                    "col-start-1 row-start-1 grid content-start items-center gap-6 motion-safe:transition-[opacity,visibility,translate] motion-safe:duration-700 lg:grid-cols-2 lg:content-center lg:gap-16",
                    active ? "visible opacity-100" : "invisible translate-y-3 opacity-0",
                  )}
                >
                  <div>
                    <p className="text-sm font-semibold tracking-widest text-volt uppercase">{slide.subtitle}</p>
                    <h2 className="mt-4 text-4xl leading-display font-bold tracking-tight sm:text-5xl xl:text-6xl">
                      {slide.title}
                    </h2>
                    <p className="mt-6 max-w-xl text-lg text-mist sm:text-xl">{slide.description}</p>
                    <SectionLink section="contact" className={buttonClass({}, "mt-9")}>
                      {slide.cta}
                    </SectionLink>
                  </div>
                  {i === 0 ? (
                    <Artwork image={slide.image} priority inline className="mx-auto w-full max-w-md lg:max-w-xl" />
                  ) : (
                    <Artwork
                      image={slide.image}
                      {...afterHydration}
                      className={cn("mx-auto w-full max-w-md lg:max-w-xl", !hydrated && "hidden")}
                    />
                  )}
                </div>
              );
            })}
          </div>
        </section>
      </div>
    </div>
  );
}
