import { cn } from "~/lib/cn";
import { printH2, printHeading } from "~/components/ui/print";
import type { SectionId } from "~/content/types";

type Props = Omit<React.ComponentProps<"section">, "id" | "children"> & {
  id: SectionId;
  eyebrow: string;
  heading: string;
  intro?: string;
  /** Fade in once, when 20% of the section is visible. */
  reveal?: boolean;
  /** The section's own background. */
  background?: "paper" | "white";
  children: React.ReactNode;
  className?: string;
};

/** The one section wrapper: anchor id, label, width, rhythm, and the optional fade-in. */
export function Section({
  id,
  eyebrow,
  heading,
  intro,
  reveal = false,
  background = "paper",
  children,
  className,
  ...rest
}: Props) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      // "shown" as pre-rendered; the site's script fades it in (src/lib/reveal.ts).
      data-reveal={reveal ? "shown" : undefined}
      {...rest}
      className={cn(
        // Printed: paper-sized spacing; shown whether or not the reader scrolled to it.
        "py-20 sm:py-24 lg:py-28 print:animate-none! print:py-6 print:opacity-100!",
        background === "white" ? "bg-card" : "bg-paper",
        reveal && "data-[reveal=hidden]:motion-safe:opacity-0 data-[reveal=revealed]:motion-safe:animate-reveal",
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-5 sm:px-8 print:px-0">
        <header className={cn("max-w-3xl", printHeading)}>
          <p className="text-sm font-semibold tracking-widest text-teal-deep uppercase">{eyebrow}</p>
          <h2
            id={headingId}
            className={cn("mt-3 text-2xl font-bold tracking-tight xs:text-3xl sm:text-4xl lg:text-5xl", printH2)}
          >
            {heading}
          </h2>
          {intro ? <p className="mt-5 text-lg text-muted">{intro}</p> : null}
        </header>
        <div className="mt-12 lg:mt-16 print:mt-6">{children}</div>
      </div>
    </section>
  );
}
