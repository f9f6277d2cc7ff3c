import type { ContentOf, Imported } from "../types";

/** This file as the site imports it: its schema's type, with its icons and pictures imported. */
declare const content: Imported<ContentOf<"howItWorks">>;
export default content;
