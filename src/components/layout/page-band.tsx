import { cn } from "~/lib/cn";
import { printBand, printBandContent } from "~/components/ui/print";

/**
 * The dark band at the top of the legal and 404 pages (styles: `page-band` in app.css). Printed, it
 * has no colour or glow of its own: its words come out in ink on the paper, with paper-sized spacing.
 */
export function PageBand({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <div className={cn("on-dark page-band", printBand, className)}>
      <div className={cn("page-band-content", printBandContent)}>{children}</div>
    </div>
  );
}
