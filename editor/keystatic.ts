// Every workaround for Keystatic's own behaviour, in one place, each naming what it works around.
// editor/keystatic.test.ts fails when an upgrade changes a behaviour one of them relies on, or
// makes one needless; docs/architecture.md ("Upgrading Keystatic") says what to do then.
//
// 1. problemLines: Keystatic's reader reports bad content as one error whose lines read
//    `slides.1.title: Title must not be empty`; its list-length message ends in a stray "}"
//    (`Must have at most 3 elements}`). It lives beside the content check that reads them
//    (build-plugins/reader-problems.ts), as the build never depends on the editor; re-exported here.
// 2. watchSaves: the editor closes a list item's dialog ("Done") without checking it, and its Save
//    then refuses the whole section without saying why when the problem is inside a closed item.
// 3. PEER_PINS: @keystatic/core depends on exact versions of these; the project pins the same ones,
//    or npm installs two copies of React Aria and the editor breaks (package.json, Renovate groups them).
// 4. The editor page links a Google Fonts stylesheet: the editor's own Content-Security-Policy keeps
//    that request in the browser (EDITOR_CSP, editor/middleware.ts), and the page brings Inter from npm.

/** 3. The packages @keystatic/core pins exactly, which the project pins to the same versions. */
export const PEER_PINS = ["@keystar/ui", "react-aria", "react-stately"] as const;

/** 1. Keystatic's reader messages, read on the build's side. */
export { problemLines } from "../build-plugins/reader-problems.ts";

// 2. A Save pressed in local mode, with changes to save, that sends nothing to the files while no
// message shows on the page, gets a notice saying what to do. Plain DOM beside Keystatic's app, which
// @keystatic/astro renders alone.
const SAVE_REQUEST = "/api/keystatic/update";
/** Keystatic checks the form before it sends; a save it lets through has started by then. */
const CHECK_AFTER_MS = 500;
const NOTICE =
  "Not saved: a field inside one of the lists needs attention. Open the items of the lists on this page " +
  "(the rows under Slides, Steps, Use cases…) and fix the field marked in red, then save again.";

export function watchSaves() {
  let lastSave = 0;
  const fetchBefore = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith(SAVE_REQUEST)) lastSave = Date.now();
    return fetchBefore(input, init);
  };

  const notice = document.createElement("div");
  notice.setAttribute("role", "alert");
  notice.hidden = true;
  notice.textContent = NOTICE;
  Object.assign(notice.style, {
    position: "fixed",
    left: "1rem",
    right: "1rem",
    bottom: "1rem",
    zIndex: "1000",
    maxWidth: "40rem",
    margin: "0 auto",
    padding: "0.875rem 1rem",
    borderRadius: "0.5rem",
    background: "#fff1f0",
    border: "1px solid #d4380d",
    color: "#5c1a00",
    font: "500 0.9375rem/1.45 Inter, system-ui, sans-serif",
    boxShadow: "0 4px 16px rgb(0 0 0 / 0.12)",
  });
  document.body.append(notice);

  document.addEventListener(
    "click",
    (event) => {
      notice.hidden = true;
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (button?.textContent?.trim() !== "Save") return;
      const pressedAt = Date.now();
      setTimeout(() => {
        const panel = document.getElementById("keystatic-main-panel");
        const messageShown = panel?.querySelector('[aria-invalid="true"]');
        // The badge beside the section's title while it has changes to save.
        const unsaved = [...(panel?.querySelectorAll("span, div") ?? [])].some(
          (element) => element.childElementCount === 0 && element.textContent === "Unsaved",
        );
        notice.hidden = !(unsaved && lastSave < pressedAt && !messageShown);
      }, CHECK_AFTER_MS);
    },
    true,
  );
}
