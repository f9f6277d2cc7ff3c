/**
 * The specification's error screen, "Unexpected Application Error!" with the error's text: what a
 * visitor sees when the site's code fails in the browser. The page that can fail (one with islands)
 * carries the screen, rendered at build time, in an inert <template id="error-screen">
 * (ErrorScreen in src/components/layout/error-screen.tsx); this puts it in place of the page's
 * content, with the error's text, and gives the page its title.
 */
export const ERROR_SCREEN_ID = "error-screen";

/** What a failure says: an Error's message, or the thrown value as text. */
export function errorDetail(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function showErrorScreen(error: unknown) {
  const template = document.getElementById(ERROR_SCREEN_ID);
  const main = document.getElementById("main");
  if (!(template instanceof HTMLTemplateElement) || !main) return;
  const screen = template.content.cloneNode(true) as DocumentFragment;
  const detail = screen.querySelector("[data-error-detail]");
  if (detail) detail.textContent = errorDetail(error);
  main.replaceChildren(screen);
  if (template.dataset.title) document.title = template.dataset.title;
  window.scrollTo(0, 0);
}
