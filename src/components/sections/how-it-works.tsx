import { ArrowRight, Check } from "lucide";

import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/layout/section";
import { Artwork } from "~/components/ui/artwork";
import { CarouselStepper } from "~/components/ui/carousel-controls";
import { noPrint, printCard, printH3, printHeading, printInk } from "~/components/ui/print";
import { SectionLink } from "~/components/ui/section-link";
import type { howItWorks as Content } from "~/content/home";
import type { Step } from "~/content/types";
import { type ControlWords, controlWords, learnMoreAbout } from "~/content/words";
import { cn } from "~/lib/cn";
import { useMediaQuery } from "~/lib/hooks/use-media-query";
import { useSnapCarousel } from "~/lib/hooks/use-snap-carousel";

/** Large screens show a grid; below this the steps are a swipe carousel. */
const GRID_QUERY = "(min-width: 1024px)";

type Props = { howItWorks: typeof Content; controls: ControlWords };

/** The steps, with their words and the controls' (from the page: src/pages/index.astro). */
export function HowItWorks({ howItWorks, controls: words }: Props) {
  const { steps } = howItWorks;
  const controls = controlWords(words);
  const isGrid = useMediaQuery(GRID_QUERY);
  const { trackRef, index, goTo } = useSnapCarousel(steps.length);
  const carousel = !isGrid;

  return (
    <Section
      id="services"
      eyebrow={howItWorks.eyebrow}
      heading={howItWorks.heading}
      intro={howItWorks.intro}
      background="white"
    >
      <div
        role={carousel ? "region" : undefined}
        aria-roledescription={carousel ? controls.carousel : undefined}
        aria-label={carousel ? controls.stepsCarousel : undefined}
      >
        {/* A list on large screens; in carousel mode its items are slides (role group). */}
        <div
          ref={trackRef}
          role={carousel ? undefined : "list"}
          data-steps-track
          // Printed: every step, two by two.
          className="relative no-scrollbar flex snap-x snap-mandatory gap-5 overflow-x-auto overscroll-x-contain lg:grid lg:snap-none lg:grid-cols-2 lg:gap-6 lg:overflow-visible xl:grid-cols-4 print:grid print:grid-cols-2 print:gap-4 print:overflow-visible"
        >
          {steps.map((step, i) => (
            <div
              key={step.title}
              role={carousel ? "group" : "listitem"}
              aria-roledescription={carousel ? controls.slide : undefined}
              aria-label={carousel ? controls.position(i + 1, steps.length) : undefined}
              className="min-w-0 shrink-0 grow-0 basis-11/12 snap-start sm:basis-3/4 print:break-inside-avoid"
            >
              <StepCard step={step} howItWorks={howItWorks} label={controls.stepPicker(i + 1)} />
            </div>
          ))}
        </div>
        <CarouselStepper
          data-carousel-controls
          tone="light"
          className={cn("mt-8 justify-center lg:hidden", noPrint)}
          count={steps.length}
          index={index}
          previousLabel={controls.previousStep}
          nextLabel={controls.nextStep}
          pickerLabel={controls.stepPicker}
          onPrevious={() => goTo(index - 1)}
          onNext={() => goTo(index + 1)}
          onPick={goTo}
        />
      </div>
    </Section>
  );
}

/** A step; `label` names its place ("Step 2"). */
type StepProps = { step: Step; howItWorks: typeof Content; label: string };

function StepCard({ step, howItWorks, label }: StepProps) {
  return (
    <article
      className={cn(
        "flex h-full flex-col rounded-card border border-line bg-paper p-5 xs:p-6 print:break-inside-avoid",
        printCard,
      )}
    >
      <div className="flex items-center justify-between">
        <span className={cn("inline-flex size-11 items-center justify-center rounded-xl bg-ink text-volt", printInk)}>
          <Icon node={step.icon} className="size-5" />
        </span>
        <span className="font-display text-sm font-bold tracking-widest text-muted uppercase">{label}</span>
      </div>
      <Artwork image={step.image} className="mt-6 w-full rounded-xl bg-card" />
      <h3 className={cn("mt-6 text-xl font-bold tracking-tight", printH3)}>{step.title}</h3>
      <p className="mt-3 text-muted">{step.description}</p>
      <h4 className={cn("sr-only", printHeading)}>{howItWorks.benefitsLabel}</h4>
      <ul className="mt-5 space-y-2.5">
        {step.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2.5 text-sm print:break-inside-avoid">
            <Icon node={Check} className="mt-0.5 size-4 shrink-0 text-teal-deep" />
            <span className="min-w-0">{benefit}</span>
          </li>
        ))}
      </ul>
      <SectionLink
        section="contact"
        className={cn(
          "group mt-auto inline-flex min-h-11 items-center gap-1.5 self-start pt-6 font-semibold text-ink underline-offset-4 hover:underline",
        )}
      >
        {howItWorks.learnMore}
        <span className="sr-only">{learnMoreAbout(howItWorks.learnMoreAbout, step.title)}</span>
        <Icon node={ArrowRight} className="size-4 transition-transform group-hover:translate-x-0.5" />
      </SectionLink>
    </article>
  );
}
