import { cn } from "~/lib/cn";

/** The RYMI mark (a volt tile with a voice waveform) and wordmark. Decorative: links name it. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="9" className="fill-volt" />
        <g className="stroke-ink" strokeWidth="2.6" strokeLinecap="round">
          <path d="M8 13.5v5" />
          <path d="M12.5 9.5v13" />
          <path d="M17 12v8" />
          <path d="M21.5 7.5v17" />
          <path d="M26 13.5v5" />
        </g>
      </svg>
      <span className="font-display text-xl font-bold tracking-tight">RYMI</span>
    </span>
  );
}
