// What a file the editor is about to write may not hold, with the build's own messages: the part of
// the content check (content-check.ts) that needs neither Node nor the files on disk, so the editor
// runs it wherever a save starts. In `npm run edit`, the dev server (editor/middleware.ts, in jsdom's
// DOM); on the editor Worker, the editor's page before a save leaves for GitHub
// (editor/github-save-check.ts, in the page's own DOM).
import { ART_PUBLIC_PATH } from "../src/content/fields.ts";
import { checkDrawing, type DrawingDom, problemText } from "./drawing-check.ts";
import { checkLegalText, legalProblemText } from "../src/content/legal-text.ts";

export type ContentProblem = { file: string; field: string; message: string };

/**
 * A drawing the page draws inside itself (the slides, their background) is part of the page: the
 * Content-Security-Policy allows no <style> there but the site's own (build-plugins/own-inline.mjs).
 */
const INLINE_STYLE =
  "<style> is not allowed in a drawing the page draws inside itself (the slides and their background): the site's Content-Security-Policy allows only its own stylesheet there; use presentation attributes (fill, stroke…)";

/** What a drawing may not hold (drawing-check.ts), as one message naming the file; undefined if none. */
export function drawingMessage(file: string, text: string, inline: boolean, dom: DrawingDom): string | undefined {
  const { markup, problems } = checkDrawing(text, dom);
  // The re-written markup names elements as they are: "<style" there is a <style> element.
  const texts = problems.map(problemText);
  if (inline && markup !== undefined && /<style[\s/>]/.test(markup)) texts.push(INLINE_STYLE);
  if (texts.length === 0) return undefined;
  return `the drawing ${file} may not be shown: ${texts.join("; ")}`;
}

/** What a legal text (its body.mdx) holds beyond its allow-list (legal-text.ts), as content problems. */
export const legalTextProblems = (file: string, text: string): ContentProblem[] =>
  checkLegalText(text).map((problem) => ({ file, field: "body", message: legalProblemText(problem) }));

/** A problem as one line: file, field, what is wrong. */
export const problemLine = ({ file, field, message }: ContentProblem) => `${file}: ${field}: ${message}`;

/**
 * What a file the editor is about to write may not hold: a drawing (under the pictures' folder) or a
 * legal text (a body.mdx). The same messages as the content check's, one per line, file first.
 * `dom`: the DOM a drawing is read with (drawing-check.ts).
 */
export function uploadProblems(path: string, text: string, dom: DrawingDom): string[] {
  if (path.startsWith(ART_PUBLIC_PATH.slice(1)) && path.toLowerCase().endsWith(".svg")) {
    // The editor files a slide's picture under hero/: the page draws those inside itself.
    const message = drawingMessage(path, text, path.startsWith(`${ART_PUBLIC_PATH.slice(1)}hero/`), dom);
    return message ? [message] : [];
  }
  if (path.startsWith("src/content/") && path.endsWith(".mdx")) return legalTextProblems(path, text).map(problemLine);
  return [];
}

/**
 * The editor's answer to a save with problems (uploadProblems), which it shows as it is and keeps
 * the changes unsaved; undefined for none. One answer wherever the save is refused.
 */
export const nothingSaved = (problems: readonly string[]): string | undefined =>
  problems.length === 0 ? undefined : `Nothing was saved: ${problems.join("\n")}`;
