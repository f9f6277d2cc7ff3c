// html-validate for the pre-rendered pages (checked in e2e/build-output.spec.ts). The recommended
// rules, less the ones that only restate how React serialises valid HTML, and two that cannot
// see CSS.
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes charSet, fetchPriority, encType: HTML attribute names are case-insensitive.
    "attr-case": "off",
    // React writes <meta/> and required="": both valid HTML.
    "void-style": "off",
    "attribute-boolean-style": "off",
    // React's useId ids (_R_55_) are valid HTML ids, just not CSS-friendly ones.
    "valid-id": ["error", { relaxed: true }],
    // The header has two "Main" navs, the desktop one and the phone menu's; CSS shows one at a
    // time (md:hidden / hidden md:block), so assistive technology never meets both.
    "unique-landmark": "off",
    // The APG carousel pattern: a div with role="region" and aria-roledescription="carousel".
    "prefer-native-element": ["error", { exclude: ["region"] }],
  },
};
