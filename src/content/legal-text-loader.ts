// The legal texts (body.mdx) as Astro's content layer loads them (src/content.config.ts): Astro's
// file loader reads the file, and this parser compiles it with MDX, behind the allow-list
// (remarkLegalText), to the body of a function: code that only ever came out of the compiler. A text
// the allow-list refuses is stored without it, and the build's content check, which runs next,
// names what it holds (build-plugins/content-check.ts): the loader never stops the build with a message of its own.
import { compileSync } from "@mdx-js/mdx";
import rehypeSlug from "rehype-slug";

import { remarkLegalText } from "./legal-text.ts";

/** A legal text's entry: its text compiled (src/content/legal.ts runs it), or nothing if refused. */
export type LegalText = { compiled?: string };

/**
 * The file loader's parser for one legal text: its one entry, named `id`. rehype-slug gives every
 * heading an id from its text, so a section can be linked to.
 */
export const legalTextParser =
  (id: string) =>
  (text: string): Record<string, LegalText> => {
    try {
      const compiled = compileSync(text, {
        outputFormat: "function-body",
        remarkPlugins: [remarkLegalText],
        rehypePlugins: [rehypeSlug],
      });
      return { [id]: { compiled: String(compiled) } };
    } catch {
      return { [id]: {} };
    }
  };
