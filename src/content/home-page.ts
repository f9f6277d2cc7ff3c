// The side bar's "Home page" → "Title and description" (home/page.json): read by the home page's
// head, its structured data and the app manifest. Its sections are ./home.ts.
import { homePath } from "../lib/routes";

import { entry } from "./entries";

const pageContent = await entry("home");

export const homePage = { path: homePath, title: pageContent.title } as const;

/** The home page's meta description; also the site's own, in its structured data and app manifest. */
export const homeDescription = pageContent.description;
