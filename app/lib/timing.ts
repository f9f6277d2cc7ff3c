/** The site's timings (spec section 9), one definition for the components and the browser tests. */

/** Spec: the hero's 3 slides auto-advance every 6 s. */
export const HERO_INTERVAL_MS = 6000;
/** Spec: the 5 use cases rotate every 5 s. */
export const USE_CASE_INTERVAL_MS = 5000;
/** Spec: the 'Message Sent!' overlay shows for 3 s. */
export const SUCCESS_MS = 3000;
/** How long the button reads 'Sending...' (and stays locked) at least, while the mail app opens. */
export const SENDING_MS = 800;
/**
 * How long 'Sending...' may wait for the clipboard to take a shortened message's full text (a
 * permission prompt, a busy clipboard); without an answer by then the message stays in the form.
 */
export const CLIPBOARD_WAIT_MS = 10_000;
