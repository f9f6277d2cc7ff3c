// The shapes the content's fields share, as the editor shows them (npm run edit): a line, a
// paragraph, a picture, a fixed word, a list of an exact length, a legal page… The singletons
// (./schema.ts) are made of these. Build and dev tooling only, like the schema.
import { type ComponentSchema, fields, type GenericPreviewProps, singleton } from "@keystatic/core";
import { inline } from "@keystatic/core/content-components";

import { escapeRegExp } from "./escape-regexp.ts";
import { iconNames } from "./icons.ts";
import { FIXED_REASON } from "./spec.ts";

/** Where pictures live, and the prefix a content file writes before a picture's file name. */
export const ART_DIRECTORY = "src/assets/art";
export const ART_PUBLIC_PATH = `/${ART_DIRECTORY}/`;

/** A content file holding data (JSON): `path` without its extension, under the repository. */
export const jsonFile = <Schema extends Record<string, ComponentSchema>>(label: string, path: string, schema: Schema) =>
  singleton({ label, path, format: { data: "json" }, schema });

/**
 * A field whose words the specification fixes (./spec.ts): the editor shows them and refuses others.
 * In a list whose items each have their own (the steps' titles), `words` are all of them, in order.
 */
export const fixed = (label: string, words: string | readonly string[]) => {
  const all = typeof words === "string" ? [words] : words;
  const quoted = all.map((word) => `"${word}"`);
  const must = all.length === 1 ? `Must read ${quoted[0]}` : `Must read one of ${quoted.join(", ")}, in that order`;
  return fields.text({
    label,
    description: `${must}: ${FIXED_REASON}.`,
    validation: {
      isRequired: true,
      pattern: {
        regex: new RegExp(`^(?:${all.map((word) => escapeRegExp(word)).join("|")})$`),
        message: `${must} (${FIXED_REASON})`,
      },
    },
  });
};

/** The small fixed line above a home page section's heading ("About Us"). */
export const eyebrow = (words: string) => fixed("Small line above the heading", words);

/** A one-line text that may not be empty. */
export const line = (label: string, description?: string, max = 120) =>
  fields.text({ label, description, validation: { isRequired: true, length: { min: 1, max } } });

/** A paragraph that may not be empty. */
export const paragraph = (label: string, description?: string, max = 600) =>
  fields.text({ label, description, multiline: true, validation: { isRequired: true, length: { min: 1, max } } });

/** A text that must keep the placeholders it shows, e.g. "Slide {n}". */
export const template = (label: string, placeholders: readonly string[], example: string) =>
  fields.text({
    label,
    description: `Keep ${placeholders.join(" and ")}: the page puts the number or name there (for example "${example}").`,
    validation: {
      isRequired: true,
      length: { min: 1, max: 60 },
      pattern: {
        regex: new RegExp(placeholders.map((p) => `(?=.*\\{${p.slice(1, -1)}\\})`).join("")),
        message: `Must contain ${placeholders.join(" and ")}`,
      },
    },
  });

/** A list of short lines, between `min` and `max` of them. */
export const lines = (label: string, itemLabel: string, min: number, max: number) =>
  fields.array(line(itemLabel), {
    label,
    itemLabel: (item) => item.value || itemLabel,
    validation: { length: { min, max } },
  });

/**
 * A list of exactly `count` items, the number the specification fixes (SPEC_COUNTS): the editor
 * says so under the list's name ("Exactly 4." unless `description` says more).
 */
export const exactly = <Item extends ComponentSchema>(
  count: number,
  item: Item,
  options: {
    label: string;
    description?: string;
    itemLabel: (props: GenericPreviewProps<Item, unknown>) => string;
  },
) =>
  fields.array(item, {
    label: options.label,
    description: options.description ?? `Exactly ${count}.`,
    itemLabel: options.itemLabel,
    validation: { length: { min: count, max: count } },
  });

/** A search-result title and description: what Google and link previews show. */
export const searchFields = (page: string) => ({
  title: line("Title in the browser tab and search results", `The ${page}'s title.`, 70),
  description: fields.text({
    label: "Description in search results",
    description: "50 to 160 characters: shown under the title in search results and link previews.",
    multiline: true,
    validation: { isRequired: true, length: { min: 50, max: 160 } },
  }),
});

/**
 * A picture with its description. The editor keeps each list's pictures in a folder of its own, by
 * position: src/assets/art/<folder>/<list>/<n>/image.<ext> (it renames them when items move).
 */
export const picture = (folder: string, description = "SVG, PNG, JPEG or WebP, at most 300 KB.") => ({
  image: fields.image({
    label: "Picture",
    description: `${description} It is shown in the frame of the picture it replaces.`,
    directory: `${ART_DIRECTORY}/${folder}`,
    publicPath: `${ART_PUBLIC_PATH}${folder}/`,
    validation: { isRequired: true },
  }),
  alt: fields.text({
    label: "What the picture shows",
    description: "Read aloud to people who cannot see it, and shown if it fails to load. One sentence.",
    validation: { isRequired: true, length: { min: 1, max: 200 } },
  }),
});

export const icon = fields.select({
  label: "Icon",
  options: iconNames.map((name) => ({ label: name.replace(/(?<=[a-z])(?=[A-Z])/g, " "), value: name })),
  defaultValue: iconNames[0],
});

/** A heading over two to six titled items with a short text and an icon (About's capabilities and security). */
export const features = (label: string, heading: string, itemsLabel: string, newItem: string) =>
  fields.object(
    {
      heading: fixed("Heading", heading),
      items: fields.array(
        fields.object({ title: line("Title"), description: paragraph("Text", undefined, 300), icon }),
        {
          label: itemsLabel,
          itemLabel: (f) => f.fields.title.value || newItem,
          validation: { length: { min: 2, max: 6 } },
        },
      ),
    },
    { label },
  );

/** One of the contact form's boxes: its label and the example in the empty box, both fixed. */
export const formField = (label: string, words: { label: string; placeholder: string }) =>
  fields.object(
    {
      label: fixed("Label", words.label),
      placeholder: fixed("Example in the empty box", words.placeholder),
    },
    { label },
  );

/** What the editor's "/" menu calls the two things a legal text may insert. */
export const LEGAL_TEXT_INSERTS = {
  ContactEmail: "Contact email address",
  SiteUrl: "Website address",
  StatisticsChoice: "Opt-out from the statistics",
} as const;

/** A legal page: its search fields, its fixed heading, its date and its text (index.json and body.mdx). */
export const legalPage = (name: string, file: string, heading: string) =>
  singleton({
    label: name,
    path: `src/content/legal/${file}/`,
    format: { data: "json" },
    schema: {
      ...searchFields(name.toLowerCase()),
      heading: fixed("Heading", heading),
      updated: fields.date({
        label: "Last updated",
        description: "Shown under the heading and given to search engines. Change it with every change of the text.",
        validation: { isRequired: true },
      }),
      body: fields.mdx({
        label: "Text",
        description:
          "Headings, paragraphs, lists, bold and links. Insert the contact email or the website address with / so they follow the site's settings.",
        extension: "mdx",
        // What the legal pages style (src/components/layout/legal-page.tsx), and no more.
        options: {
          heading: [2, 3],
          italic: false,
          strikethrough: false,
          code: false,
          blockquote: false,
          table: false,
          image: false,
          divider: false,
          codeBlock: false,
        },
        // The only components a legal text may hold (./legal-text.ts, LEGAL_TEXT_COMPONENTS).
        components: {
          ContactEmail: inline({
            label: LEGAL_TEXT_INSERTS.ContactEmail,
            description: "The site's contact address, as a link.",
            schema: {},
          }),
          SiteUrl: inline({
            label: LEGAL_TEXT_INSERTS.SiteUrl,
            description: "The site's public address, e.g. https://rymi.ai.",
            schema: {},
          }),
          StatisticsChoice: inline({
            label: LEGAL_TEXT_INSERTS.StatisticsChoice,
            description:
              "A link that stops (or resumes) counting the reader's visits on their device, and says which holds. Its words are under Words on both pages.",
            schema: {},
          }),
        },
      }),
    },
  });
