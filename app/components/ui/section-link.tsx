import { Link, type LinkProps } from "react-router";

import { noPrint } from "~/components/ui/print";
import type { SectionId } from "~/content/types";
import { cn } from "~/lib/cn";

type Props = Omit<LinkProps, "to"> & { section: SectionId };

/**
 * A link to a home-page section. On the home page it scrolls there (smoothly, unless the visitor
 * prefers reduced motion: see `scroll-behavior` in app.css); elsewhere it navigates to / and lands
 * on the anchor. React Router's ScrollRestoration does the scrolling in both cases. Never printed:
 * paper cannot follow it.
 */
export function SectionLink({ section, className, ...props }: Props) {
  return <Link to={{ pathname: "/", hash: `#${section}` }} className={cn(className, noPrint)} {...props} />;
}
