import { Copy } from "lucide";
import { useEffect, useState } from "react";

import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { noPrint } from "~/components/ui/print";
import { cn } from "~/lib/cn";
import { copyText } from "~/lib/contact/copy-text";

type Props = {
  /** What to copy, read when the button is pressed. */
  text: () => string;
  label: string;
  /**
   * Read after the label by screen readers only, when the label alone would be vague ("Copy"
   * what?). The accessible name then starts with the visible label, as WCAG's "label in name" asks,
   * whatever the words.
   */
  what?: string;
  copied: string;
  failed: string;
  /**
   * The button and its status become items of the caller's flex row (display: contents) rather
   * than a row of their own: beside what the button copies, a status too long for the line wraps
   * below without moving the button.
   */
  inline?: boolean;
  className?: string;
  /** Called once the text is on the clipboard (the contact address's button counts a lead). */
  onCopied?: () => void;
};

/** How long the "Copied" confirmation stays. */
const COPIED_MS = 4000;

/**
 * A button that copies text, with its outcome announced in a polite status beside it. Hidden
 * without JavaScript (public/noscript.css), since it needs scripts to work.
 */
export function CopyButton({ text, label, what, copied, failed, inline = false, className, onCopied }: Props) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (state !== "copied") return;
    const timer = window.setTimeout(() => setState("idle"), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  return (
    <span
      data-needs-js
      className={cn(inline ? "contents" : "flex flex-wrap items-center gap-x-3 gap-y-1", noPrint, className)}
    >
      <Button
        variant="outline"
        size="sm"
        onClick={async () => {
          const done = await copyText(text());
          setState(done ? "copied" : "failed");
          if (done) onCopied?.();
        }}
      >
        <Icon node={Copy} />
        {label}
        {what && <span className="sr-only"> {what}</span>}
      </Button>
      <span role="status" className={state === "failed" ? "text-sm text-ink" : "text-sm font-semibold text-teal-deep"}>
        {state === "copied" ? copied : state === "failed" ? failed : ""}
      </span>
    </span>
  );
}
