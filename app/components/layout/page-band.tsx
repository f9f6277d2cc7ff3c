import { cn } from "~/lib/cn";

/**
 * The dark band at the top of the legal and 404 pages (styles: `page-band` in app.css). Printed, it
 * has no colour of its own: its words come out in ink on the paper (the print rules in app.css).
 */
export function PageBand({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <div className={cn("on-dark page-band", className)}>
      <div className="page-band-content">{children}</div>
    </div>
  );
}
