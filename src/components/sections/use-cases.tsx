import { CircleCheck } from "lucide";
import { useRef } from "react";

import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/layout/section";
import { Artwork } from "~/components/ui/artwork";
import { RotationButton } from "~/components/ui/carousel-controls";
import { noPrint, printCard, printH3, printHeading } from "~/components/ui/print";
import type { useCases as Content } from "~/content/home";
import type { ControlWords } from "~/content/words";
import { cn } from "~/lib/cn";
import { countLead } from "~/lib/statistics/lead";
import { indexForKey } from "~/lib/cycle";
import { USE_CASE_INTERVAL_MS } from "~/lib/timing";
import { usePageIdle } from "~/lib/hooks/use-page-idle";
import { useRotation } from "~/lib/hooks/use-rotation";

// By position: the content check makes sure no two use cases share a name, and names may change.
const tabId = (i: number) => `use-case-tab-${i + 1}`;
const panelId = (i: number) => `use-case-panel-${i + 1}`;

type Props = { useCases: typeof Content; controls: ControlWords };

/** The use cases as tabs, with their words and the controls' (from the page: src/pages/index.astro). */
export function UseCases({ useCases, controls }: Props) {
  const { items } = useCases;
  const rotation = useRotation({ count: items.length, intervalMs: USE_CASE_INTERVAL_MS });
  const { index } = rotation;
  const idle = usePageIdle();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // A use case the visitor opens (not the rotation's turn) is a lead, named (src/lib/statistics/lead.ts).
  const open = (target: number) => {
    if (target !== index) countLead("use-case", items[target]?.name);
    rotation.goTo(target);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const target = indexForKey(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    open(target);
    tabRefs.current[target]?.focus();
  };

  return (
    <Section
      id="industries"
      eyebrow={useCases.eyebrow}
      heading={useCases.heading}
      intro={useCases.intro}
      // Rotation holds while the pointer or keyboard focus is anywhere in the section.
      onMouseEnter={() => rotation.setHovered(true)}
      onMouseLeave={() => rotation.setHovered(false)}
      onFocus={() => rotation.setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) rotation.setFocused(false);
      }}
    >
      {/* APG auto-rotating tabs: the rotation control comes first, so Tab goes from a tab to its panel. */}
      <div data-tab-controls className={cn("flex flex-col items-start gap-3 xs:flex-row", noPrint)}>
        <RotationButton
          tone="light"
          playing={rotation.playing}
          startLabel={controls.startTabs}
          stopLabel={controls.stopTabs}
          onToggle={rotation.toggle}
        />
        <div
          role="tablist"
          aria-label={useCases.heading}
          className="flex w-full flex-col gap-2 xs:w-auto xs:flex-1 sm:flex-row sm:flex-wrap lg:grid lg:grid-cols-5"
        >
          {items.map((item, i) => {
            const selected = i === index;
            return (
              <button
                key={item.name}
                ref={(element) => {
                  tabRefs.current[i] = element;
                }}
                type="button"
                role="tab"
                id={tabId(i)}
                aria-selected={selected}
                aria-controls={panelId(i)}
                tabIndex={selected ? 0 : -1}
                onClick={() => open(i)}
                onKeyDown={onKeyDown}
                className={cn(
                  "flex min-h-12 items-center gap-2.5 rounded-2xl border px-4 py-3 text-left text-sm font-semibold transition-colors",
                  selected
                    ? "border-ink bg-ink text-white forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:outline-[CanvasText] forced-colors:forced-color-adjust-none"
                    : "border-line bg-card text-ink hover:border-ink/40",
                )}
              >
                <Icon
                  node={item.icon}
                  className={cn(
                    "size-5 shrink-0",
                    selected ? "text-volt forced-colors:text-[HighlightText]" : "text-teal-deep",
                  )}
                />
                <span>{item.name}</span>
              </button>
            );
          })}
        </div>
      </div>

      <div data-tab-controls aria-hidden="true" className={cn("mt-5 grid grid-cols-5 gap-1.5", noPrint)}>
        {items.map((item, i) => (
          <span
            key={item.name}
            data-filled={i <= index}
            className={cn(
              "h-1 rounded-full transition-colors duration-500 forced-color-adjust-none",
              i <= index
                ? "bg-ink forced-colors:bg-[Highlight]"
                : "bg-ink/15 forced-colors:border forced-colors:border-[CanvasText] forced-colors:bg-transparent",
            )}
          />
        ))}
      </div>

      {/*
        The panels are stacked in one grid cell, the others visibility:hidden (out of the tab order and
        the accessibility tree): the section is as tall as its tallest panel all along, so a rotation
        never moves the Contact section below it.
      */}
      {/* Printed: every panel, one below the other. */}
      <div data-tab-panels className="mt-8 grid grid-cols-1 print:flex print:flex-col print:gap-4">
        {items.map((item, i) => (
          // The focus listener only corrects scrolling; the panel adds no interaction.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <div
            key={item.name}
            role="tabpanel"
            // A panel taller than the screen would be centred on focus, its top under the fixed
            // header: align its top below the header instead (scroll-padding-top).
            onFocus={(event) => {
              if (event.target === event.currentTarget)
                event.currentTarget.scrollIntoView({ block: "start", behavior: "instant" });
            }}
            data-tab-panel
            id={panelId(i)}
            aria-labelledby={tabId(i)}
            // APG tabs: a panel without focusable content is itself in the tab order.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            // A class, not the hidden attribute, so public/noscript.css can show every panel.
            className={cn(
              "col-start-1 row-start-1 rounded-panel bg-card p-5 shadow-card xs:p-7 sm:p-10 print:visible",
              i === index ? "motion-safe:animate-fade" : "invisible",
              printCard,
            )}
          >
            {/* Printed, the picture beside the text: the page is narrower than the screen layouts that do so. */}
            <div className="grid grid-cols-1 items-center gap-10 lg:grid-cols-2 lg:gap-14 print:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] print:gap-6">
              <div>
                <h3 className={cn("text-2xl font-bold tracking-tight sm:text-3xl", printH3)}>{item.name}</h3>
                <p className="mt-4 text-lg text-slate">{item.description}</p>
                <h4
                  className={cn(
                    "mt-8 font-sans text-sm font-semibold tracking-widest text-teal-deep uppercase",
                    printHeading,
                  )}
                >
                  {useCases.capabilitiesHeading}
                </h4>
                <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
                  {item.capabilities.map((capability) => (
                    <li key={capability} className="flex gap-2.5 print:break-inside-avoid">
                      <Icon node={CircleCheck} className="mt-0.5 size-5 shrink-0 text-teal-deep" />
                      <span className="min-w-0">{capability}</span>
                    </li>
                  ))}
                </ul>
              </div>
              {/*
               * Lazy at first, so that nothing here competes with the first screen; once the page is
               * idle, every panel's picture is fetched, the hidden ones at low priority, so the one
               * that rotates in is there before a visitor reaches the section.
               */}
              <Artwork
                image={item.image}
                loading={idle ? "eager" : "lazy"}
                fetchPriority={i === index ? undefined : "low"}
                className="w-full rounded-2xl bg-paper"
              />
            </div>
          </div>
        ))}
      </div>
    </Section>
  );
}
