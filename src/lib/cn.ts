import { clsx, type ClassValue } from "clsx";

/**
 * Compose class names. Plain clsx: tailwind-merge (7 KB brotli) is left out, so callers never
 * pass two utilities for the same property (primitives keep such utilities in their variants).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
