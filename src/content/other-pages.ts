// The side bar's "Other pages": the page-not-found page (pages/not-found.json), pre-rendered at
// /404, and the error page (pages/error.json), which the root route shows when a page fails.
import { notFoundPath } from "../lib/routes";

import notFoundContent from "./pages/not-found.json";

export const notFoundPage = {
  path: notFoundPath,
  title: notFoundContent.title,
  heading: notFoundContent.heading,
  text: notFoundContent.text,
  home: notFoundContent.home,
} as const;

/** The page-not-found page's meta description. */
export const notFoundDescription = notFoundContent.description;

/** Its type is its schema's (pages/error.d.json.ts). */
export { default as errorPage } from "./pages/error.json";
