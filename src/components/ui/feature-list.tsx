import { Icon } from "~/components/ui/icon";
import { printHeading, printInk } from "~/components/ui/print";
import type { Tone } from "~/components/ui/tone";
import type { Feature } from "~/content/types";
import { cn } from "~/lib/cn";

type Props = { items: readonly Feature[]; tone?: Tone; className?: string };

/** Icon + title + description items, in a responsive two-column grid; the icon above the text below `xs`. */
export function FeatureList({ items, tone = "light", className }: Props) {
  return (
    <ul className={cn("grid grid-cols-1 gap-x-8 gap-y-8 sm:grid-cols-2", className)}>
      {items.map(({ title, description, icon }) => (
        <li key={title} className="flex flex-col gap-3 xs:flex-row xs:gap-4 print:break-inside-avoid">
          <span
            className={cn(
              "inline-flex size-11 shrink-0 items-center justify-center rounded-xl",
              tone === "dark" ? "bg-white/10 text-volt" : cn("bg-ink text-volt", printInk),
            )}
          >
            <Icon node={icon} className="size-5" />
          </span>
          <div>
            <h4 className={cn("font-sans font-semibold", printHeading)}>{title}</h4>
            <p className={cn("mt-1.5", tone === "dark" ? "text-mist" : "text-muted")}>{description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
