import {
  Component,
  type ComponentType,
  memo,
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
} from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

import { onRecoverableErrorFor } from "~/lib/hydration-errors";
import { watchTypedFields } from "~/lib/typed-fields";

/**
 * How every island hydrates, in place of Astro's React client (astro.config.ts puts this module
 * where `@astrojs/react/client.js` was). It does what that client does for this site's islands
 * (hydrateRoot on the <astro-island>, its id prefix, its slots kept as they are: Slot below), and
 * three things the client cannot be told to do:
 * - each island sits inside an error boundary: a component that throws, in the browser, makes its
 *   island send `astro:hydration-error`, as Astro's island does when its module fails to load, and
 *   the site's script shows the error screen for either (src/lib/site-script.ts).
 * - each root has the site's `onRecoverableError` (src/lib/hydration-errors.ts): a page the browser
 *   translated before the island hydrated makes React draw the island again, quietly.
 * - drawn again, the island keeps what a visitor typed into its pre-rendered fields, and the focus
 *   of the one being typed in (KeptFields below).
 * A client:only island (the content editor's page in `astro dev`: Keystatic's Astro integration) is
 * rendered, not hydrated. Not used here, so not carried over: Astro Actions' form state, React
 * children parsed from slots (experimentalReactChildren).
 */
class IslandErrorBoundary extends Component<{ island: HTMLElement; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    const { island } = this.props;
    // Astro's own event and detail (astro-island.js, handleHydrationError).
    const detail = { error, componentUrl: island.getAttribute("component-url") };
    island.dispatchEvent(new CustomEvent("astro:hydration-error", { bubbles: true, cancelable: true, detail }));
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
    island.setAttribute("data-hydrated", "");
  }, [island]);
  return null;
}

/**
 * Gives the island's fields, in its first commit, what the visitor typed into the pre-rendered ones
 * if React drew them anew (src/lib/typed-fields.ts). A layout effect: it runs in the task that took
 * the old fields out of the page, before the next keystroke. First in the island, so that it runs
 * before its components' layout effects; their effects (the contact form's draft) come after all of
 * those, and find the fields as typed.
 */
function KeptFields({ restore }: { restore: () => void }) {
  useLayoutEffect(restore, [restore]);
  return null;
}

/**
 * A slot (the HTML the island keeps as it came: the hero's drawings), as the page holds it: its
 * nodes, never parsed again. Hydrating, React takes the slot's element as it is and looks no further
 * into it (its inner HTML is neither compared nor written). Drawing the island again on the client
 * (a hydration mismatch: a page translated before the island hydrated) it makes an empty one, into
 * which the page's nodes move, the translator's words with them. Astro's StaticHtml would parse
 * the slot's HTML again instead: a translator's <font style="…"> in it is an inline style the
 * page's policy refuses, reported in the console.
 */
const Slot = memo(
  ({ name, nodes }: { name?: string; nodes: readonly Node[] }) => (
    <astro-slot
      name={name}
      ref={(slot: HTMLElement | null) => {
        if (slot && nodes.some((node) => node.parentNode !== slot)) slot.replaceChildren(...nodes);
      }}
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  ),
  () => true,
);

/** The island's own slots (not a nested island's), by name ("default" for the unnamed one), each with its nodes. */
function slotNodes(island: HTMLElement): Map<string, Node[]> {
  const slots = new Map<string, Node[]>();
  for (const slot of island.querySelectorAll("astro-slot"))
    if (slot.closest("astro-island") === island)
      slots.set(slot.getAttribute("name") ?? "default", [...slot.childNodes]);
  return slots;
}

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in a namespace
  namespace JSX {
    interface IntrinsicElements {
      "astro-slot": {
        name?: string | undefined;
        ref?: (element: HTMLElement | null) => void;
        dangerouslySetInnerHTML: { __html: string };
      };
    }
  }
}

const onRecoverableError = onRecoverableErrorFor(document.documentElement);

type Slots = Record<string, string>;

/** Astro's hydrator contract: called with the island's element, then its component, props, slots and directive. */
export default (element: HTMLElement) =>
  (Island: ComponentType<object>, props: Record<string, unknown>, slots: Slots, { client }: { client: string }) => {
    if (!element.hasAttribute("ssr")) return;
    // Astro's slots, as Astro's client passes them: only those it rendered (not blank).
    const nodes = slotNodes(element);
    const slot = (name: string) =>
      slots[name]?.trim() ? <Slot name={name === "default" ? undefined : name} nodes={nodes.get(name) ?? []} /> : null;
    const named = Object.keys(slots).filter((name) => name !== "default");
    const slotProps = Object.fromEntries(named.map((name) => [name, slot(name)]));
    const island = (
      <IslandErrorBoundary island={element}>
        <KeptFields restore={watchTypedFields(element)} />
        <Island {...props} {...slotProps}>
          {slots.default === undefined ? undefined : slot("default")}
        </Island>
        <Hydrated island={element} />
      </IslandErrorBoundary>
    );
    if (client === "only") {
      startTransition(() => createRoot(element).render(island));
      return;
    }
    startTransition(() => {
      hydrateRoot(element, island, {
        identifierPrefix: element.getAttribute("prefix") ?? undefined,
        onRecoverableError,
      });
    });
  };
