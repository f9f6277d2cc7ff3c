// The side bar's "Other pages": the page-not-found page (pages/not-found.json), pre-rendered at
// /404, and the error page (pages/error.json), which the root route shows when a page fails.
import { notFoundPath } from "../lib/routes";

import { entry } from "./entries";

const notFoundContent = await entry("notFound");

export const notFoundPage = {
  path: notFoundPath,
  title: notFoundContent.title,
  heading: notFoundContent.heading,
  text: notFoundContent.text,
  home: notFoundContent.home,
} as const;

/** The page-not-found page's meta description. */
export const notFoundDescription = notFoundContent.description;

export const errorPage = await entry("errorPage");
