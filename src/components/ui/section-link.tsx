import { noPrint } from "~/components/ui/print";
import type { SectionId } from "~/content/types";
import { cn } from "~/lib/cn";
import { homePath } from "~/lib/routes";

type Props = Omit<React.ComponentProps<"a">, "href"> & { section: SectionId };

/**
 * A link to a home-page section, `/#section`: on the home page the browser scrolls there (smoothly,
 * unless the visitor prefers reduced motion: see `scroll-behavior` in app.css); elsewhere it loads
 * the home page at the anchor. Never printed: paper cannot follow it.
 */
export function SectionLink({ section, className, children, ...props }: Props) {
  return (
    <a href={`${homePath}#${section}`} className={cn(className, noPrint)} {...props}>
      {children}
    </a>
  );
}
