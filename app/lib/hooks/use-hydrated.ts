import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False while pre-rendering and hydrating; true from the render after hydration on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
