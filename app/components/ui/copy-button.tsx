import { Copy } from "lucide";
import { useEffect, useState } from "react";

import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { copyText } from "~/lib/copy-text";

type Props = {
  /** What to copy, read when the button is pressed. */
  text: () => string;
  label: string;
  /** Accessible name, when the visible label alone would be vague ("Copy" what?). */
  name?: string;
  copied: string;
  failed: string;
  className?: string;
};

/** How long the "Copied" confirmation stays. */
const COPIED_MS = 4000;

/**
 * A button that copies text, with its outcome announced in a polite status beside it. Hidden
 * without JavaScript (public/noscript.css), since it needs scripts to work.
 */
export function CopyButton({ text, label, name, copied, failed, className }: Props) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (state !== "copied") return;
    const timer = window.setTimeout(() => setState("idle"), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  return (
    <span data-needs-js className={cn("flex flex-wrap items-center gap-x-3 gap-y-1", className)}>
      <Button
        variant="outline"
        size="sm"
        aria-label={name}
        onClick={async () => setState((await copyText(text())) ? "copied" : "failed")}
      >
        <Icon node={Copy} />
        {label}
      </Button>
      <span role="status" className={state === "failed" ? "text-sm text-ink" : "text-sm font-semibold text-teal-deep"}>
        {state === "copied" ? copied : state === "failed" ? failed : ""}
      </span>
    </span>
  );
}
