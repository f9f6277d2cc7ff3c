import hydrate from "@astrojs/react/client.js";
import { Component, type ComponentType, type ReactNode, useEffect } from "react";

import { showErrorScreen } from "~/lib/error-screen";

/**
 * How every island hydrates: Astro's React client, with each island inside the error screen's
 * boundary (astro.config.ts puts this module in place of the client for every island). A
 * component that throws, in the browser, replaces the page's content with the error screen
 * (src/lib/error-screen.ts); so does an island whose module fails to load (`astro:hydration-error`).
 */
class ErrorScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    showErrorScreen(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Marks the island hydrated (`data-hydrated`), after its components' effects have run: what the
 * site's script waits on before it marks the page ready (src/lib/site-script.ts).
 */
function Hydrated({ island }: { island: HTMLElement }) {
  useEffect(() => {
    island.dataset.hydrated = "";
    island.dispatchEvent(new CustomEvent(ISLAND_HYDRATED, { bubbles: true }));
  }, [island]);
  return null;
}

/** The event an island sends once hydrated, its effects run. */
export const ISLAND_HYDRATED = "rymi:island-hydrated";

type Hydrator = ReturnType<typeof hydrate>;

export default (element: HTMLElement): Hydrator =>
  (Island: ComponentType, props, slots, meta) =>
    hydrate(element)(
      (islandProps: object) => (
        <ErrorScreenBoundary>
          <Island {...islandProps} />
          <Hydrated island={element} />
        </ErrorScreenBoundary>
      ),
      props,
      slots,
      meta,
    );
