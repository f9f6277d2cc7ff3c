import { useHydrated } from "./use-hydrated";

/**
 * The visitor's current year. The pre-rendered HTML carries the build's year (hydration must
 * match it); the client then renders the year of the visit, even if the build is older.
 */
export function useCurrentYear(): number {
  return useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
}
