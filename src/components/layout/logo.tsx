import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { logoMark } from "~/lib/brand";

/** The company's mark (a volt tile with a voice waveform) and wordmark, never translated. Decorative: links name it. */
export function Logo({ className }: { className?: string }) {
  const { size, radius, strokeWidth, bars } = logoMark;
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <svg viewBox={`0 0 ${size} ${size}`} width={size} height={size} aria-hidden="true" className="size-8 shrink-0">
        <rect width={size} height={size} rx={radius} className="fill-volt" />
        <g className="stroke-ink" strokeWidth={strokeWidth} strokeLinecap="round">
          {bars.map((bar) => (
            <path key={bar} d={bar} />
          ))}
        </g>
      </svg>
      <span translate="no" className="font-display text-xl font-bold tracking-tight">
        {site.name}
      </span>
    </span>
  );
}
