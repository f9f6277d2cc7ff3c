import { cn } from "~/lib/cn";
import { printInk } from "~/components/ui/print";

// A label too long for one line wraps, balanced, inside the pill, rather than leaving the screen.
// Under a contrast theme (forced colours) the system's colours replace the fill, so every pill gets
// an outline there, in the theme's button or link colour; the filled ones have none otherwise.
const base =
  "inline-flex max-w-full items-center justify-center gap-2 rounded-full text-center font-semibold text-balance transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-70 forced-colors:border [&_svg]:size-4.5 [&_svg]:shrink-0";

const variants = {
  /** Volt fill, ink text: the main call to action, on light or dark. */
  primary: "bg-volt text-ink hover:bg-white",
  /** Ink fill on light surfaces; printed, ink on the paper. */
  dark: cn("bg-ink text-white hover:bg-slate", printInk),
  /** Outlined, for secondary actions on light surfaces. */
  outline: "border border-ink/20 bg-transparent text-ink hover:border-ink hover:bg-ink hover:text-white",
} as const;

const sizes = {
  md: "min-h-11 px-6 py-2.5 text-base",
  sm: "min-h-10 px-4 py-2 text-sm",
} as const;

type ButtonVariant = keyof typeof variants;
type Style = { variant?: ButtonVariant; size?: keyof typeof sizes };

export function buttonClass({ variant = "primary", size = "md" }: Style = {}, className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & Style) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}

export function ButtonLink({ variant, size, className, children, ...props }: React.ComponentProps<"a"> & Style) {
  return (
    <a className={buttonClass({ variant, size }, className)} {...props}>
      {children}
    </a>
  );
}
