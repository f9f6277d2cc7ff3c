// The side bar's "Home page" → "Title and description" (home/page.json): read by the home page's
// head, its structured data and the app manifest. Its sections are ./home.ts.
import { homePath } from "../lib/routes";

// Field by field, so that the browser's bundle keeps only what its code reads: the description is
// read in the pre-rendered HTML only (app/lib/seo.ts).
import * as pageContent from "./home/page.json";

export const homePage = { path: homePath, title: pageContent.title } as const;

/** The home page's meta description; also the site's own, in its structured data and app manifest. */
export const homeDescription = pageContent.description;
