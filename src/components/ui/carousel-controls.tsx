import { ChevronLeft, ChevronRight, Pause, Play } from "lucide";

import { Icon } from "~/components/ui/icon";
import type { Tone } from "~/components/ui/tone";
import { cn } from "~/lib/cn";

const roundButton = {
  dark: "border-white/25 text-white hover:border-white hover:bg-white/10",
  light: "border-ink/20 text-ink hover:border-ink hover:bg-ink hover:text-white",
} as const;

export function RoundButton({ tone, className, ...props }: React.ComponentProps<"button"> & { tone: Tone }) {
  return (
    <button
      type="button"
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-full border transition-colors [&_svg]:size-5",
        roundButton[tone],
        className,
      )}
      {...props}
    />
  );
}

type RotationProps = { tone: Tone; playing: boolean; startLabel: string; stopLabel: string; onToggle: () => void };

/** The visible pause/play control every auto-advancing widget carries (WCAG 2.2.2). */
export function RotationButton({ tone, playing, startLabel, stopLabel, onToggle }: RotationProps) {
  return (
    <RoundButton
      tone={tone}
      aria-label={playing ? stopLabel : startLabel}
      title={playing ? stopLabel : startLabel}
      onClick={onToggle}
    >
      {playing ? <Icon node={Pause} /> : <Icon node={Play} />}
    </RoundButton>
  );
}

type StepperProps = {
  tone: Tone;
  count: number;
  index: number;
  previousLabel: string;
  nextLabel: string;
  pickerLabel: (n: number) => string;
  onPrevious: () => void;
  onNext: () => void;
  onPick: (index: number) => void;
  className?: string;
  "data-carousel-controls"?: boolean;
};

/** Previous / dots / next. Each dot is a 24 px target around a smaller visible pip. */
export function CarouselStepper({
  tone,
  count,
  index,
  previousLabel,
  nextLabel,
  pickerLabel,
  onPrevious,
  onNext,
  onPick,
  className,
  ...data
}: StepperProps) {
  return (
    <div className={cn("flex flex-wrap items-center gap-2", className)} {...data}>
      <RoundButton tone={tone} aria-label={previousLabel} title={previousLabel} onClick={onPrevious}>
        <Icon node={ChevronLeft} />
      </RoundButton>
      <div className="flex items-center">
        {Array.from({ length: count }, (_, i) => (
          <button
            key={pickerLabel(i + 1)}
            type="button"
            aria-label={pickerLabel(i + 1)}
            aria-current={i === index ? "true" : undefined}
            onClick={() => onPick(i)}
            className="group inline-flex size-6 items-center justify-center rounded-full"
          >
            {/*
             * The current dot is a pill, the others dots: one 20 px bar, clipped to 8 px when not
             * current. Clipping draws without moving anything, so the dots never count as a layout
             * shift (a width change moved the bar's edges, and a slow frame made that a shift).
             * Under a contrast theme (forced colours) a background would become the page's own
             * colour, and the dots vanish: they keep theirs, in the theme's system colours instead,
             * the current one in its selection colour.
             */}
            <span
              aria-hidden="true"
              className={cn(
                "h-2 w-5 rounded-full transition-[clip-path,background-color] duration-300 forced-color-adjust-none",
                i === index ? "[clip-path:inset(0_round_4px)]" : "[clip-path:inset(0_6px_round_4px)]",
                i === index
                  ? "forced-colors:bg-[Highlight]"
                  : "forced-colors:bg-[ButtonText] forced-colors:group-hover:bg-[Highlight]",
                tone === "dark"
                  ? i === index
                    ? "bg-volt"
                    : "bg-white/45 group-hover:bg-white"
                  : i === index
                    ? "bg-ink"
                    : "bg-ink/35 group-hover:bg-ink/70",
              )}
            />
          </button>
        ))}
      </div>
      <RoundButton tone={tone} aria-label={nextLabel} title={nextLabel} onClick={onNext}>
        <Icon node={ChevronRight} />
      </RoundButton>
    </div>
  );
}
