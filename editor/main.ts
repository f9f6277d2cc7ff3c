// The content editor page's own script (npm run edit, at /keystatic), beside Keystatic's app that
// @keystatic/astro renders there: the editor's typeface, and the notice of a save that Keystatic
// refused without saying why. editor/middleware.ts puts it in the page; the site never imports it.
import "@fontsource/inter/400.css";
import "@fontsource/inter/500.css";
import "@fontsource/inter/600.css";
import "@fontsource/inter/700.css";

import schema from "../src/content/schema";
import { watchSaves } from "./keystatic";

if (schema.storage.kind === "local") watchSaves();
