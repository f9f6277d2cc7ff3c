import type { IconNode } from "lucide";
import { createElement } from "react";

type Props = { node: IconNode; className?: string };

/**
 * A lucide icon, drawn from the `lucide` package's icon data with lucide's default attributes.
 * Always decorative here: the control or text beside it carries the meaning. (lucide-react's
 * runtime, with its context and prop merging, cost 1.4 KB brotli the site did not need.)
 */
export function Icon({ node, className }: Props) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {/* An icon's shapes never reorder, so their position is a stable key. */}
      {node.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}
