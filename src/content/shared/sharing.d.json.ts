import type { ContentOf } from "../types";

/** This file as the site imports it: its schema's type. */
declare const content: ContentOf<"sharing">;
export default content;
