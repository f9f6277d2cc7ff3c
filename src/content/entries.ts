// A content file's entry (src/content.config.ts), read in the pages' code at build time. The
// browser never reads one: an island gets its words from its page, as props.
import { run } from "@mdx-js/mdx";
import { getEntry } from "astro:content";
import { type IconNode, icons } from "lucide";
import type { MDXContent } from "mdx/types";
import * as runtime from "react/jsx-runtime";

import type { ContentKey } from "./files";
import type { ContentOf, WithIcons } from "./types";

export async function entry<K extends ContentKey>(key: K): Promise<ContentOf<K>> {
  // One collection per content file, each entry named as it is (src/content.config.ts).
  const found: { data: unknown } | undefined = await getEntry(key as "hero", key);
  if (!found) throw new Error(`No content entry "${key}" (src/content.config.ts)`);
  return found.data as ContentOf<K>;
}

/**
 * A legal page's text as a component (the legal page renders it with its own components): the code
 * MDX compiled from it when Astro loaded it (./legal-text-loader.ts), run here.
 */
export async function legalText(key: "privacyPolicy" | "termsConditions"): Promise<MDXContent> {
  const found = await getEntry(`${key}Text`, key);
  if (!found?.data.compiled) throw new Error(`The legal text of "${key}" did not compile: see the content check`);
  const { default: Content } = await run(found.data.compiled, { ...runtime, baseUrl: import.meta.url });
  return Content;
}

/** Content with each icon's name ("Zap", one of ./icons.ts) as lucide's drawing of it. */
export function withIcons<T>(value: T): WithIcons<T> {
  if (Array.isArray(value)) return value.map(withIcons) as WithIcons<T>;
  if (!value || typeof value !== "object") return value as WithIcons<T>;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, key === "icon" ? iconNode(item as string) : withIcons(item)]),
  ) as WithIcons<T>;
}

function iconNode(name: string): IconNode {
  const node = (icons as Record<string, IconNode | undefined>)[name];
  if (!node) throw new Error(`No icon "${name}" in lucide`);
  return node;
}
