import { ArrowRight } from "lucide";

import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/layout/section";
import { buttonClass } from "~/components/ui/button";
import { FeatureList } from "~/components/ui/feature-list";
import { printCard, printH3, printHeading, printInk } from "~/components/ui/print";
import { SectionLink } from "~/components/ui/section-link";
import { about } from "~/content/home";
import { cn } from "~/lib/cn";

export function About() {
  const { what, capabilities, security, techStack, closing } = about;
  return (
    <Section id="about" eyebrow={about.eyebrow} heading={about.heading} reveal>
      <div className="grid grid-cols-1 gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-5">
          <h3 className={cn("text-2xl font-bold tracking-tight", printH3)}>{what.heading}</h3>
          {what.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className="mt-4 text-lg text-slate">
              {paragraph}
            </p>
          ))}
        </div>
        <div className={cn("rounded-panel bg-card p-5 shadow-card xs:p-7 sm:p-10 lg:col-span-7", printCard)}>
          <h3 className={cn("text-2xl font-bold tracking-tight", printH3)}>{capabilities.heading}</h3>
          <FeatureList items={capabilities.items} className="mt-8" />
        </div>
      </div>

      <div
        className={cn(
          "on-dark mt-10 rounded-panel bg-ink p-5 text-white xs:p-7 sm:p-10 lg:mt-12 print:overflow-visible",
          printInk,
          printCard,
        )}
      >
        <h3 className={cn("text-2xl font-bold tracking-tight", printH3)}>{security.heading}</h3>
        <FeatureList items={security.items} tone="dark" className="mt-8 lg:grid-cols-4" />
      </div>

      <div className="mt-16 lg:mt-20">
        <h3 className={cn("text-2xl font-bold tracking-tight", printH3)}>{techStack.heading}</h3>
        <p className="mt-3 max-w-2xl text-lg text-muted">{techStack.intro}</p>
        <ol className="mt-8 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {techStack.cards.map(({ name, role, description, icon }, i) => (
            <li
              key={name}
              className={cn(
                "relative flex flex-col rounded-card border border-line bg-card p-5 xs:p-6 print:break-inside-avoid",
                printCard,
              )}
            >
              <div className="flex items-center justify-between">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-volt text-ink">
                  <Icon node={icon} className="size-5" />
                </span>
                <span aria-hidden="true" className="font-display text-2xl font-bold text-muted">
                  {String(i + 1).padStart(2, "0")}
                </span>
              </div>
              <h4 className={cn("mt-5 font-sans text-lg font-semibold", printHeading)}>{name}</h4>
              <p className="mt-1 text-sm font-semibold text-teal-deep">{role}</p>
              <p className="mt-3 text-muted">{description}</p>
            </li>
          ))}
        </ol>
      </div>

      <div
        className={cn(
          "mt-16 flex flex-col gap-6 rounded-panel bg-volt p-5 xs:p-8 sm:p-12 lg:mt-20 lg:flex-row lg:items-center lg:justify-between",
          printCard,
        )}
      >
        <div className="max-w-2xl">
          <h3 className={cn("text-3xl font-bold tracking-tight", printH3)}>{closing.heading}</h3>
          <p className="mt-3 text-lg text-ink/80">{closing.text}</p>
        </div>
        <SectionLink section="contact" className={buttonClass({ variant: "dark" }, "self-start lg:self-center")}>
          {closing.cta}
          <Icon node={ArrowRight} />
        </SectionLink>
      </div>
    </Section>
  );
}
