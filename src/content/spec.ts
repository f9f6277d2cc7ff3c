// The words and counts the product requirements (docs/requirements.md) fix, and why they cannot
// change: plain data, no Keystatic, so that the site, the build's content check and the tests can
// read them without the editor. The editor's forms (./schema.ts) show them read-only.
//
// The fixed words stay content: the content files hold them like every other word, and the editor
// shows them in their place, so that it shows every word a page shows. Here they are what those
// fields must read; the build's content check refuses a file whose words differ.

/** The counts the product requirements fix (docs/requirements.md); the layout and timers rely on them. */
export const SPEC_COUNTS = { slides: 3, steps: 4, useCases: 5, techCards: 4, contactCards: 3 } as const;

/**
 * The words the product requirements (docs/requirements.md) fix, by content file and field, as the files hold them. The
 * editor shows these fields but refuses any other words (fixed() in ./fields.ts), and the build's content
 * check refuses a file whose words differ (build-plugins/content-check.ts), naming what they must read.
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
