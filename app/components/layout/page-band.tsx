import { cn } from "~/lib/cn";

/** The dark band at the top of the legal, 404 and error pages; the header sits on it. */
export function PageBand({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <div className={cn("on-dark relative overflow-hidden bg-ink text-white", className)}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 size-120 rounded-full bg-violet/20 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-48 -left-32 size-96 rounded-full bg-teal/15 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-5 pt-band-top pb-16 sm:px-8 lg:pb-20">{children}</div>
    </div>
  );
}
