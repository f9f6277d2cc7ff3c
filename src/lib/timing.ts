/** The site's timings, one definition for the components and the browser tests. */

/** How long each hero slide shows before the next. */
export const HERO_INTERVAL_MS = 6000;
/** How long each use case shows before the next. */
export const USE_CASE_INTERVAL_MS = 5000;
/** How long the 'Message Sent!' overlay shows after a send. */
export const SUCCESS_MS = 3000;
/** How long the button reads 'Sending...' (and stays locked) at least, while the mail app opens. */
export const SENDING_MS = 800;
/**
 * How long 'Sending...' may wait for the clipboard to take a shortened message's full text (a
 * permission prompt, a busy clipboard); without an answer by then the message stays in the form.
 */
export const CLIPBOARD_WAIT_MS = 10_000;
