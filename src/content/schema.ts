// The one schema of the site's content: what each content file under src/content/ holds, in the
// words the editor shows (npm run edit), in the order of the editor's side bar. The editor's forms,
// the build's content check (build-plugins/content-check.ts) and the TypeScript types of the content
// (src/content/types.ts) all come from it. Its fields' shapes are ./fields.ts; the words and counts
// the specification fixes, ./spec.ts. Build and dev tooling only: the site imports types from here,
// never code.
import { config, fields } from "@keystatic/core";

import {
  eyebrow,
  exactly,
  features,
  fixed,
  formField,
  icon,
  jsonFile,
  legalPage,
  line,
  lines,
  paragraph,
  picture,
  searchFields,
  template,
} from "./fields.ts";
import { SPEC_COUNTS, SPEC_WORDS } from "./spec.ts";

export default config({
  storage: { kind: "local" },
  ui: {
    brand: { name: "RYMI website" },
    navigation: {
      "Home page": ["home", "hero", "about", "howItWorks", "useCases", "contact"],
      "On every page": ["header", "footer", "controls", "sharing"],
      "Legal pages": ["privacyPolicy", "termsConditions", "legal"],
      "Other pages": ["notFound", "errorPage"],
    },
  },
  singletons: {
    // Home page
    home: jsonFile("Title and description", "src/content/home/page", searchFields("home page")),
    hero: jsonFile("Slides at the top", "src/content/home/hero", {
      heading: line("Main heading of the page", "The one big heading above the slides; also on the social card."),
      label: line("Name of the slide show", "Read by screen readers when they reach the slides."),
      slides: exactly(
        SPEC_COUNTS.slides,
        fields.object({
          subtitle: line("Small line above the title"),
          title: line("Title"),
          description: paragraph("Text", undefined, 300),
          cta: fixed(
            "Button",
            SPEC_WORDS.hero.slides.map((slide) => slide.cta),
          ),
          // build-plugins/content-check.ts refuses a photo here (HERO_DRAWINGS_ONLY says why).
          ...picture("hero", "A drawing (SVG), at most 300 KB: the slides draw their pictures inside the page."),
        }),
        {
          label: "Slides",
          description: `Exactly ${SPEC_COUNTS.slides}: the slide show is made for ${SPEC_COUNTS.slides}.`,
          itemLabel: (slide) => slide.fields.title.value || "New slide",
        },
      ),
    }),
    about: jsonFile("About Us", "src/content/home/about", {
      eyebrow: eyebrow(SPEC_WORDS.about.eyebrow),
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
          cards: exactly(
            SPEC_COUNTS.techCards,
            fields.object({
              name: line("Name"),
              role: line("What it does (one line)"),
              description: paragraph("Text", undefined, 300),
              icon,
            }),
            { label: "Cards", itemLabel: (c) => c.fields.name.value || "New card" },
          ),
        },
        { label: "Tech stack" },
      ),
      closing: fields.object(
        { heading: line("Heading"), text: paragraph("Text", undefined, 300), cta: line("Button", undefined, 40) },
        { label: "Closing call to action" },
      ),
    }),
    howItWorks: jsonFile("How It Works", "src/content/home/how-it-works", {
      eyebrow: eyebrow(SPEC_WORDS.howItWorks.eyebrow),
      heading: line("Heading"),
      intro: paragraph("Introduction", undefined, 300),
      learnMore: fixed("Button on each step", SPEC_WORDS.howItWorks.learnMore),
      learnMoreAbout: template("What screen readers hear after that button", ["{step}"], "about {step}"),
      benefitsLabel: line("Name of each step's list, for screen readers", undefined, 40),
      steps: exactly(
        SPEC_COUNTS.steps,
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
        { label: "Steps", itemLabel: (step) => step.fields.title.value || "New step" },
      ),
    }),
    useCases: jsonFile("Use cases (industries)", "src/content/home/use-cases", {
      eyebrow: eyebrow(SPEC_WORDS.useCases.eyebrow),
      heading: line("Heading"),
      intro: paragraph("Introduction", undefined, 300),
      capabilitiesHeading: line("Heading of each use case's list", undefined, 40),
      items: exactly(
        SPEC_COUNTS.useCases,
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
        },
      ),
    }),
    contact: jsonFile("Contact", "src/content/home/contact", {
      eyebrow: eyebrow(SPEC_WORDS.contact.eyebrow),
      heading: fixed("Heading", SPEC_WORDS.contact.heading),
      intro: paragraph("Introduction", undefined, 300),
      cards: exactly(
        SPEC_COUNTS.contactCards,
        fields.object({
          title: line("Title"),
          description: paragraph("Text", undefined, 300),
          button: line("Button", undefined, 40),
          icon,
        }),
        { label: "Cards", itemLabel: (card) => card.fields.title.value || "New card" },
      ),
      form: fields.object(
        {
          heading: fixed("Heading", SPEC_WORDS.contact.form.heading),
          name: formField("Name", SPEC_WORDS.contact.form.name),
          email: formField("Email", SPEC_WORDS.contact.form.email),
          company: formField("Company", SPEC_WORDS.contact.form.company),
          industry: formField("Industry", SPEC_WORDS.contact.form.industry),
          message: formField("Message", SPEC_WORDS.contact.form.message),
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
    }),
    // On every page
    header: jsonFile("Header and menu", "src/content/shared/header", {
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
    }),
    footer: jsonFile("Footer", "src/content/shared/footer", {
      tagline: paragraph("Tagline under the logo", undefined, 200),
      servicesHeading: line("Heading of the services links", undefined, 30),
      services: lines("Services links (to How It Works)", "Link", 1, 6),
      industriesHeading: line("Heading of the industries links", undefined, 30),
      industries: lines("Industries links (to the use cases)", "Link", 1, 6),
      legalHeading: line("Heading of the legal links", undefined, 30),
      privacy: line("Link to the privacy policy", undefined, 40),
      terms: line("Link to the terms", undefined, 40),
      rights: line("After the year and company name", undefined, 60),
    }),
    controls: jsonFile("Slide show buttons", "src/content/shared/controls", {
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
    }),
    sharing: jsonFile("Link previews and app", "src/content/shared/sharing", {
      cardTagline: line(
        "Line on the preview picture",
        "Under the page's main heading on the picture shown when the site is shared.",
        100,
      ),
      cardAlt: paragraph("What the preview picture shows", undefined, 300),
      appName: line("App name", "When the site is added to a phone's home screen.", 45),
      appShortName: line("Short app name", "Under the icon on a home screen.", 12),
    }),
    // Legal pages
    privacyPolicy: legalPage("Privacy policy", "privacy-policy", SPEC_WORDS.privacyPolicy.heading),
    termsConditions: legalPage("Terms and conditions", "terms-conditions", SPEC_WORDS.termsConditions.heading),
    legal: jsonFile("Words on both pages", "src/content/legal/shared", {
      lastUpdated: line("Before the date on the legal pages", undefined, 30),
      statisticsStop: line(
        "Link to stop counting visits",
        "The privacy policy's opt-out from the site's statistics (inserted in its text with /).",
        60,
      ),
      statisticsResume: line("Link to count visits again", "In its place once the visitor has opted out.", 60),
      statisticsStopped: line("Said once the visitor has opted out", undefined, 120),
      statisticsRefused: line(
        "Said when the browser asks not to be tracked",
        "Global Privacy Control or Do Not Track: nothing is counted, and the link is hidden.",
        120,
      ),
    }),
    // Other pages
    notFound: jsonFile("Page not found (404)", "src/content/pages/not-found", {
      ...searchFields("page-not-found page"),
      heading: fixed("Heading", SPEC_WORDS.notFound.heading),
      text: paragraph("Text", undefined, 300),
      home: fixed("Link home", SPEC_WORDS.notFound.home),
    }),
    errorPage: jsonFile("Error page", "src/content/pages/error", {
      heading: fixed("Heading", SPEC_WORDS.errorPage.heading),
      text: paragraph("Text", undefined, 300),
      home: fixed("Link home", SPEC_WORDS.errorPage.home),
    }),
  },
});
