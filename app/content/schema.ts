// The one schema of the site's content: what each content file under app/content/ holds, in the
// words the editor shows (npm run edit). The editor's forms, the build's content check
// (tooling/content-check.ts) and the TypeScript types of the content (app/content/types.ts) all
// come from it. Build and dev tooling only: the site imports types from here, never code.
import { config, fields, singleton } from "@keystatic/core";
import { inline } from "@keystatic/core/content-components";

import { escapeRegExp } from "./escape-regexp.ts";
import { iconNames } from "./icons.ts";

/** Where pictures live, and the prefix a content file writes before a picture's file name. */
export const ART_DIRECTORY = "app/assets/art";
export const ART_PUBLIC_PATH = `/${ART_DIRECTORY}/`;

/** The counts the product requirements fix (docs/requirements.md); the layout and timers rely on them. */
export const SPEC_COUNTS = { slides: 3, steps: 4, useCases: 5, techCards: 4, contactCards: 3 } as const;

/**
 * The words the product requirements (docs/requirements.md) fix, by content file and field, as the files hold them. The
 * editor shows these fields but refuses any other words (fixed() below), and the build's content
 * check refuses a file whose words differ (tooling/content-check.ts), naming what they must read.
 * The product owner changes them here, together with docs/requirements.md. Everything else in the
 * content files is the marketing team's to change.
 */
export const SPEC_WORDS = {
  hero: { slides: [{ cta: "Request Access" }, { cta: "View Documentation" }, { cta: "Talk to Sales" }] },
  about: {
    eyebrow: "About Us",
    what: { heading: "What the product does" },
    capabilities: { heading: "Core Capabilities" },
    security: { heading: "Security & Scale" },
    techStack: { heading: "Tech Stack" },
  },
  howItWorks: {
    eyebrow: "How It Works",
    learnMore: "Learn More",
    steps: [
      { title: "Audio Streaming" },
      { title: "Audio Processing" },
      { title: "AI Response Generation" },
      { title: "Audio Playback" },
    ],
  },
  useCases: {
    eyebrow: "Industries",
    items: [
      { name: "Customer Support Automation" },
      { name: "Voice-first IVR Bots" },
      { name: "AI Telemarketing" },
      { name: "Mental Health Voice Assistants" },
      { name: "Voice Appointment Agents" },
    ],
  },
  contact: {
    eyebrow: "Contact",
    heading: "Get Started with RYMI",
    form: {
      heading: "Contact Us",
      name: { label: "Full Name", placeholder: "Enter your full name" },
      email: { label: "Email Address", placeholder: "you@company.com" },
      company: { label: "Company Name", placeholder: "Your company name" },
      industry: { label: "Industry", placeholder: "Select your industry" },
      message: {
        label: "Tell us about your project",
        placeholder: "Describe your business challenges and how we can help...",
      },
      sending: "Sending...",
      promise: "We'll get back to you within 24 hours.",
      failed: "Error sending email",
    },
    success: { heading: "Message Sent!" },
  },
  header: {
    nav: { about: "About Us", services: "Services", industries: "Industries", contact: "Contact" },
    getStarted: "Get Started",
  },
  privacyPolicy: { heading: "Privacy Policy" },
  termsConditions: { heading: "Terms & Conditions" },
  notFound: { heading: "Oops! Page not found", home: "Return to Home" },
  errorPage: { heading: "Unexpected Application Error!", home: "Return to Home" },
} as const;

/** Why a fixed field cannot change, as the editor and the content check say it. */
export const FIXED_REASON =
  "named in the product requirements (docs/requirements.md); the product owner changes it there";

/**
 * A field whose words the specification fixes: the editor shows them and refuses others. In a list
 * whose items each have their own (the steps' titles), `words` are all of them, in order.
 */
const fixed = (label: string, words: string | readonly string[]) => {
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

/** A one-line text that may not be empty. */
const line = (label: string, description?: string, max = 120) =>
  fields.text({ label, description, validation: { isRequired: true, length: { min: 1, max } } });

/** A paragraph that may not be empty. */
const paragraph = (label: string, description?: string, max = 600) =>
  fields.text({ label, description, multiline: true, validation: { isRequired: true, length: { min: 1, max } } });

/** A text that must keep the placeholders it shows, e.g. "Slide {n}". */
const template = (label: string, placeholders: readonly string[], example: string) =>
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
const lines = (label: string, itemLabel: string, min: number, max: number) =>
  fields.array(line(itemLabel), {
    label,
    itemLabel: (item) => item.value || itemLabel,
    validation: { length: { min, max } },
  });

/** A search-result title and description: what Google and link previews show. */
const searchFields = (page: string) => ({
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
 * position: app/assets/art/<folder>/<list>/<n>/image.<ext> (it renames them when items move).
 */
const picture = (folder: string, description = "SVG, PNG, JPEG or WebP, at most 300 KB.") => ({
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

const icon = fields.select({
  label: "Icon",
  options: iconNames.map((name) => ({ label: name.replace(/(?<=[a-z])(?=[A-Z])/g, " "), value: name })),
  defaultValue: iconNames[0],
});

/** A heading over two to six titled items with a short text and an icon (About's capabilities and security). */
const features = (label: string, heading: string, itemsLabel: string, newItem: string) =>
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

/** What the editor's "/" menu calls the two things a legal text may insert. */
export const LEGAL_TEXT_INSERTS = { ContactEmail: "Contact email address", SiteUrl: "Website address" } as const;

const legalPage = (name: string, file: string, heading: string) =>
  singleton({
    label: name,
    path: `app/content/legal/${file}/`,
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
        // What the legal pages style (app/components/layout/legal-page.tsx), and no more.
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
        // The only components a legal text may hold (tooling/legal-text.ts, LEGAL_TEXT_COMPONENTS).
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
        },
      }),
    },
  });

export default config({
  storage: { kind: "local" },
  ui: {
    brand: { name: "RYMI website" },
    navigation: {
      "Home page": ["home", "hero", "about", "howItWorks", "useCases", "contact"],
      "On every page": ["header", "footer", "controls", "sharing"],
      "Legal pages": ["privacyPolicy", "termsConditions"],
      "Other pages": ["notFound", "errorPage"],
    },
  },
  singletons: {
    home: singleton({
      label: "Title and description",
      path: "app/content/home/page",
      format: { data: "json" },
      schema: searchFields("home page"),
    }),
    hero: singleton({
      label: "Slides at the top",
      path: "app/content/home/hero",
      format: { data: "json" },
      schema: {
        heading: line("Main heading of the page", "The one big heading above the slides; also on the social card."),
        label: line("Name of the slide show", "Read by screen readers when they reach the slides."),
        slides: fields.array(
          fields.object({
            subtitle: line("Small line above the title"),
            title: line("Title"),
            description: paragraph("Text", undefined, 300),
            cta: fixed(
              "Button",
              SPEC_WORDS.hero.slides.map((slide) => slide.cta),
            ),
            // tooling/content-check.ts refuses a photo here (HERO_DRAWINGS_ONLY says why).
            ...picture("hero", "A drawing (SVG), at most 300 KB: the slides draw their pictures inside the page."),
          }),
          {
            label: "Slides",
            description: `Exactly ${SPEC_COUNTS.slides}: the slide show is made for ${SPEC_COUNTS.slides}.`,
            itemLabel: (slide) => slide.fields.title.value || "New slide",
            validation: { length: { min: SPEC_COUNTS.slides, max: SPEC_COUNTS.slides } },
          },
        ),
      },
    }),
    about: singleton({
      label: "About Us",
      path: "app/content/home/about",
      format: { data: "json" },
      schema: {
        eyebrow: fixed("Small line above the heading", SPEC_WORDS.about.eyebrow),
        heading: line("Heading"),
        what: fields.object(
          {
            heading: fixed("Heading", SPEC_WORDS.about.what.heading),
            paragraphs: fields.array(paragraph("Paragraph"), {
              label: "Paragraphs",
              itemLabel: (p) => p.value.slice(0, 60) || "Paragraph",
              validation: { length: { min: 1, max: 4 } },
            }),
          },
          { label: "What the product does" },
        ),
        capabilities: features(
          "Core capabilities",
          SPEC_WORDS.about.capabilities.heading,
          "Capabilities",
          "New capability",
        ),
        security: features("Security and scale", SPEC_WORDS.about.security.heading, "Points", "New point"),
        techStack: fields.object(
          {
            heading: fixed("Heading", SPEC_WORDS.about.techStack.heading),
            intro: paragraph("Introduction", undefined, 300),
            cards: fields.array(
              fields.object({
                name: line("Name"),
                role: line("What it does (one line)"),
                description: paragraph("Text", undefined, 300),
                icon,
              }),
              {
                label: "Cards",
                description: `Exactly ${SPEC_COUNTS.techCards}.`,
                itemLabel: (c) => c.fields.name.value || "New card",
                validation: { length: { min: SPEC_COUNTS.techCards, max: SPEC_COUNTS.techCards } },
              },
            ),
          },
          { label: "Tech stack" },
        ),
        closing: fields.object(
          { heading: line("Heading"), text: paragraph("Text", undefined, 300), cta: line("Button", undefined, 40) },
          { label: "Closing call to action" },
        ),
      },
    }),
    howItWorks: singleton({
      label: "How It Works",
      path: "app/content/home/how-it-works",
      format: { data: "json" },
      schema: {
        eyebrow: fixed("Small line above the heading", SPEC_WORDS.howItWorks.eyebrow),
        heading: line("Heading"),
        intro: paragraph("Introduction", undefined, 300),
        learnMore: fixed("Button on each step", SPEC_WORDS.howItWorks.learnMore),
        learnMoreAbout: template("What screen readers hear after that button", ["{step}"], "about {step}"),
        benefitsLabel: line("Name of each step's list, for screen readers", undefined, 40),
        steps: fields.array(
          fields.object({
            title: fixed(
              "Title",
              SPEC_WORDS.howItWorks.steps.map((step) => step.title),
            ),
            description: paragraph("Text", undefined, 300),
            benefits: lines("Benefits", "Benefit", 1, 5),
            icon,
            ...picture("how-it-works"),
          }),
          {
            label: "Steps",
            description: `Exactly ${SPEC_COUNTS.steps}.`,
            itemLabel: (step) => step.fields.title.value || "New step",
            validation: { length: { min: SPEC_COUNTS.steps, max: SPEC_COUNTS.steps } },
          },
        ),
      },
    }),
    useCases: singleton({
      label: "Use cases (industries)",
      path: "app/content/home/use-cases",
      format: { data: "json" },
      schema: {
        eyebrow: fixed("Small line above the heading", SPEC_WORDS.useCases.eyebrow),
        heading: line("Heading"),
        intro: paragraph("Introduction", undefined, 300),
        capabilitiesHeading: line("Heading of each use case's list", undefined, 40),
        items: fields.array(
          fields.object({
            name: fixed(
              "Name (on its tab)",
              SPEC_WORDS.useCases.items.map((item) => item.name),
            ),
            icon,
            description: paragraph("Text", undefined, 400),
            capabilities: lines("Key capabilities", "Capability", 1, 6),
            ...picture("use-cases"),
          }),
          {
            label: "Use cases",
            description: `Exactly ${SPEC_COUNTS.useCases}, one tab each, in this order: the specification names them.`,
            itemLabel: (item) => item.fields.name.value || "New use case",
            validation: { length: { min: SPEC_COUNTS.useCases, max: SPEC_COUNTS.useCases } },
          },
        ),
      },
    }),
    contact: singleton({
      label: "Contact",
      path: "app/content/home/contact",
      format: { data: "json" },
      schema: {
        eyebrow: fixed("Small line above the heading", SPEC_WORDS.contact.eyebrow),
        heading: fixed("Heading", SPEC_WORDS.contact.heading),
        intro: paragraph("Introduction", undefined, 300),
        cards: fields.array(
          fields.object({
            title: line("Title"),
            description: paragraph("Text", undefined, 300),
            button: line("Button", undefined, 40),
            icon,
          }),
          {
            label: "Cards",
            description: `Exactly ${SPEC_COUNTS.contactCards}.`,
            itemLabel: (card) => card.fields.title.value || "New card",
            validation: { length: { min: SPEC_COUNTS.contactCards, max: SPEC_COUNTS.contactCards } },
          },
        ),
        form: fields.object(
          {
            heading: fixed("Heading", SPEC_WORDS.contact.form.heading),
            name: fields.object(
              {
                label: fixed("Label", SPEC_WORDS.contact.form.name.label),
                placeholder: fixed("Example in the empty box", SPEC_WORDS.contact.form.name.placeholder),
              },
              { label: "Name" },
            ),
            email: fields.object(
              {
                label: fixed("Label", SPEC_WORDS.contact.form.email.label),
                placeholder: fixed("Example in the empty box", SPEC_WORDS.contact.form.email.placeholder),
              },
              { label: "Email" },
            ),
            company: fields.object(
              {
                label: fixed("Label", SPEC_WORDS.contact.form.company.label),
                placeholder: fixed("Example in the empty box", SPEC_WORDS.contact.form.company.placeholder),
              },
              { label: "Company" },
            ),
            industry: fields.object(
              {
                label: fixed("Label", SPEC_WORDS.contact.form.industry.label),
                placeholder: fixed("Example in the empty box", SPEC_WORDS.contact.form.industry.placeholder),
              },
              { label: "Industry" },
            ),
            message: fields.object(
              {
                label: fixed("Label", SPEC_WORDS.contact.form.message.label),
                placeholder: fixed("Example in the empty box", SPEC_WORDS.contact.form.message.placeholder),
              },
              { label: "Message" },
            ),
            optional: line("Word after optional fields", undefined, 20),
            submit: line("Send button", undefined, 30),
            sending: fixed("Send button while sending", SPEC_WORDS.contact.form.sending),
            promise: fixed("Promise under the button", SPEC_WORDS.contact.form.promise),
            emailDirect: line("Line before the email address"),
            copyEmail: fields.object(
              {
                label: line("Copy button", undefined, 20),
                name: line(
                  "What the copy button copies, for screen readers",
                  'Read after the button\'s word (for example "email address": "Copy email address").',
                  60,
                ),
                failed: line("When copying is blocked", undefined, 200),
              },
              { label: "Copying the email address" },
            ),
            failed: fixed("Console message when the mail link fails", SPEC_WORDS.contact.form.failed),
            long: fields.object(
              {
                notice: paragraph("Notice under a message too long for an email link", undefined, 300),
                copy: line("Copy button", undefined, 40),
                failed: line("When copying is blocked", undefined, 200),
                marker: paragraph("Last line of a shortened email", undefined, 200),
              },
              { label: "Very long messages" },
            ),
            copied: line("Shown after copying", undefined, 20),
          },
          { label: "Form" },
        ),
        success: fields.object(
          {
            heading: fixed("Heading", SPEC_WORDS.contact.success.heading),
            text: line("Text (the address and a full stop follow)", undefined, 200),
            shortenedCopied: line("Added when a long message was shortened and copied", undefined, 200),
            shortenedKept: line("Added when it was shortened and copying was blocked", undefined, 200),
          },
          { label: "After sending" },
        ),
      },
    }),
    header: singleton({
      label: "Header and menu",
      path: "app/content/shared/header",
      format: { data: "json" },
      schema: {
        nav: fields.object(
          {
            about: fixed("Link to About", SPEC_WORDS.header.nav.about),
            services: fixed("Link to How It Works", SPEC_WORDS.header.nav.services),
            industries: fixed("Link to the use cases", SPEC_WORDS.header.nav.industries),
            contact: fixed("Link to Contact", SPEC_WORDS.header.nav.contact),
          },
          { label: "Menu links" },
        ),
        getStarted: fixed("Button", SPEC_WORDS.header.getStarted),
        skipToContent: line("Skip link (for keyboard users)", undefined, 40),
        homeLabel: line(
          "The logo link, for screen readers",
          'Read after the company name, which the logo shows (for example "home": "RYMI home").',
          40,
        ),
        openMenu: line("Menu button on phones, closed", undefined, 30),
        closeMenu: line("Menu button on phones, open", undefined, 30),
        navLabel: line("Name of the menu, for screen readers", undefined, 30),
      },
    }),
    footer: singleton({
      label: "Footer",
      path: "app/content/shared/footer",
      format: { data: "json" },
      schema: {
        tagline: paragraph("Tagline under the logo", undefined, 200),
        servicesHeading: line("Heading of the services links", undefined, 30),
        services: lines("Services links (to How It Works)", "Link", 1, 6),
        industriesHeading: line("Heading of the industries links", undefined, 30),
        industries: lines("Industries links (to the use cases)", "Link", 1, 6),
        legalHeading: line("Heading of the legal links", undefined, 30),
        privacy: line("Link to the privacy policy", undefined, 40),
        terms: line("Link to the terms", undefined, 40),
        rights: line("After the year and company name", undefined, 60),
      },
    }),
    controls: singleton({
      label: "Slide show buttons",
      path: "app/content/shared/controls",
      format: { data: "json" },
      schema: {
        previousSlide: line("Previous slide", undefined, 40),
        nextSlide: line("Next slide", undefined, 40),
        previousStep: line("Previous step", undefined, 40),
        nextStep: line("Next step", undefined, 40),
        stopRotation: line("Stop the slides", undefined, 60),
        startRotation: line("Start the slides", undefined, 60),
        stopTabs: line("Stop the use cases", undefined, 60),
        startTabs: line("Start the use cases", undefined, 60),
        slidePicker: template("Dot of a slide", ["{n}"], "Slide {n}"),
        stepPicker: template("Dot of a step", ["{n}"], "Step {n}"),
        position: template("Position", ["{n}", "{total}"], "{n} of {total}"),
        stepsCarousel: line("Name of the steps on phones", undefined, 40),
        slide: line("The word for one slide", undefined, 20),
        carousel: line("The word for a slide show", undefined, 20),
        lastUpdated: line("Before the date on the legal pages", undefined, 30),
      },
    }),
    sharing: singleton({
      label: "Link previews and app",
      path: "app/content/shared/sharing",
      format: { data: "json" },
      schema: {
        cardTagline: line(
          "Line on the preview picture",
          "Under the page's main heading on the picture shown when the site is shared.",
          100,
        ),
        cardAlt: paragraph("What the preview picture shows", undefined, 300),
        appName: line("App name", "When the site is added to a phone's home screen.", 45),
        appShortName: line("Short app name", "Under the icon on a home screen.", 12),
      },
    }),
    privacyPolicy: legalPage("Privacy policy", "privacy-policy", SPEC_WORDS.privacyPolicy.heading),
    termsConditions: legalPage("Terms and conditions", "terms-conditions", SPEC_WORDS.termsConditions.heading),
    notFound: singleton({
      label: "Page not found (404)",
      path: "app/content/pages/not-found",
      format: { data: "json" },
      schema: {
        ...searchFields("page-not-found page"),
        heading: fixed("Heading", SPEC_WORDS.notFound.heading),
        text: paragraph("Text", undefined, 300),
        home: fixed("Link home", SPEC_WORDS.notFound.home),
      },
    }),
    errorPage: singleton({
      label: "Error page",
      path: "app/content/pages/error",
      format: { data: "json" },
      schema: {
        heading: fixed("Heading", SPEC_WORDS.errorPage.heading),
        text: paragraph("Text", undefined, 300),
        home: fixed("Link home", SPEC_WORDS.errorPage.home),
      },
    }),
  },
});
