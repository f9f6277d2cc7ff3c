/*
 * The privacy policy's opt-out, shown (<StatisticsChoice />, src/components/layout/legal-page.tsx):
 * loaded by the statistics' loader only on a page that has one, so that no other page carries it.
 */
import type * as Choice from "./choice";

/** What the loader hands this module (choice.ts's), so that loading it needs nothing else. */
export type ChoiceApi = Pick<typeof Choice, "CHOICE_PARAM" | "choose" | "refusal">;

/**
 * Each <StatisticsChoice /> on the page: its link offers the other choice, and its status says which
 * holds. The words are the content's, carried on the element (data-*). A click stores the choice
 * at once; the page stays where it is and the status is announced (role="status").
 */
export function showChoices({ CHOICE_PARAM, choose, refusal }: ChoiceApi): void {
  for (const choice of document.querySelectorAll<HTMLElement>("[data-statistics-choice]")) {
    const link = choice.querySelector("a");
    const status = choice.querySelector("[data-statistics-status]");
    if (!link || !status) continue;
    const render = () => {
      const why = refusal();
      const off = why === "off";
      link.hidden = !off && why !== null;
      link.textContent = (off ? choice.dataset.resume : choice.dataset.stop) ?? "";
      link.href = `?${CHOICE_PARAM}=${off ? "on" : "off"}`;
      status.textContent = (why && (off ? choice.dataset.stopped : choice.dataset.refused)) ?? "";
    };
    link.addEventListener("click", (event) => {
      event.preventDefault();
      choose(refusal() !== "off");
      render();
    });
    render();
  }
}
