import type { Entry } from "@keystatic/core/reader";
import type { IconNode } from "lucide";

import type schema from "./schema";

// The content's types come from its one schema (./schema.ts); what the site adds to the data (a
// picture's frame, an icon's drawing) is added here.

type Singletons = (typeof schema)["singletons"];

/** What a content file holds (src/content/**\/*.json), as the schema describes it. */
export type ContentOf<K extends keyof Singletons> = Omit<Entry<Singletons[K]>, "body">;

/** Content as the pages use it: each icon's name is the icon's drawing (withIcons, ./entries.ts). */
export type WithIcons<T> = T extends readonly (infer U)[]
  ? WithIcons<U>[]
  : T extends object
    ? { [K in keyof T]: K extends "icon" ? IconNode : WithIcons<T[K]> }
    : T;

/** An illustration or photo. `src` is its built URL; width/height are the frame it is drawn in. */
export type Artwork = {
  src: string;
  width: number;
  height: number;
  /** Describes what the picture shows. */
  alt: string;
  /** A photo's smaller and lighter copies (AVIF, WebP), for the browser to pick from by `sizes`. */
  sources?: readonly { type: string; srcSet: string }[];
  sizes?: string;
};

/** A drawing drawn inside the page (the hero's): its markup, in the frame it is drawn in. */
export type Drawing = { markup: string; alt: string; width: number; height: number };

/** A photo as the build imports it (vite-imagetools, `as=picture`): its copies by format, and the fallback. */
export type ImportedPhoto = { sources: Record<string, string>; img: { src: string; w: number; h: number } };

/** An in-page link target on the home page. */
export type SectionId = "about" | "services" | "industries" | "contact";

export type NavItem = { label: string; section: SectionId };

/** A content item as the page uses it: its picture in its frame. */
type Resolved<T> = Omit<WithIcons<T>, "image" | "alt"> & (T extends { image: string } ? { image: Artwork } : unknown);

/** A slide's words: its drawing is drawn by the page (src/pages/index.astro), not by the island. */
export type HeroSlide = Omit<ContentOf<"hero">["slides"][number], "image" | "alt">;

export type Feature = Resolved<ContentOf<"about">["capabilities"]["items"][number]>;

export type Step = Resolved<ContentOf<"howItWorks">["steps"][number]>;

export type UseCase = Resolved<ContentOf<"useCases">["items"][number]>;

export type IndustryOption = { value: string; label: string };

export type FooterLink = { label: string; section: SectionId };
