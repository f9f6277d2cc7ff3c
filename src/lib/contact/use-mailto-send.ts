import { useEffect, useRef, useState } from "react";

import { copyText } from "./copy-text";
import type { Mailto } from "./mailto";
import { openMailto } from "./open-mailto";
import { countLead } from "~/lib/statistics/lead";
import { CLIPBOARD_WAIT_MS, SENDING_MS, SUCCESS_MS } from "../timing";

/** After a send: plain, or shortened with the full text on the clipboard, or shortened and kept in the form. */
export type Sent = "sent" | "shortenedCopied" | "shortenedKept";

type Options = {
  /** The whole message is safe (in the mail app, or in full on the clipboard): the form may be emptied. */
  onDelivered: () => void;
  /** Building the mailto: URL threw; nothing was sent. */
  onFailed: () => void;
};

/**
 * Sends through the visitor's mail app. `send` hands over one mailto: URL at once, after putting
 * a shortened message's full text on the clipboard; `sending` then holds for SENDING_MS, and on
 * until the clipboard has answered; `sent` then says how it went, for SUCCESS_MS. While `sending`,
 * another send is refused.
 */
export function useMailtoSend({ onDelivered, onFailed }: Options) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  // A ref too: a double-click or Enter can submit again before React re-renders with `sending`.
  const busy = useRef(false);
  const timers = useRef(new Set<number>());
  const hideTimer = useRef<number | undefined>(undefined);
  const unmounted = useRef(false);

  useEffect(() => {
    const pending = timers.current;
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      pending.forEach((timer) => window.clearTimeout(timer));
      pending.clear();
    };
  }, []);

  const later = (fn: () => void, ms: number) => {
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      fn();
    }, ms);
    timers.current.add(timer);
    return timer;
  };
  const cancel = (timer: number | undefined) => {
    if (timer === undefined) return;
    window.clearTimeout(timer);
    timers.current.delete(timer);
  };

  const send = (build: () => Mailto) => {
    if (busy.current) return;
    let mail: Mailto;
    try {
      mail = build();
    } catch {
      onFailed();
      return;
    }
    busy.current = true;
    setSending(true);

    // The outcome waits for both SENDING_MS and the clipboard's answer, whichever comes last: a
    // clipboard slower than SENDING_MS must not be reported (and its message kept) as refused.
    let waited = false;
    let copied: boolean | undefined = mail.shortened ? undefined : true;
    let giveUp: number | undefined;
    const finish = () => {
      if (!waited || copied === undefined || unmounted.current) return;
      // A shortened message whose full text did not reach the clipboard stays in the form.
      if (copied) onDelivered();
      busy.current = false;
      setSending(false);
      setSent(mail.shortened ? (copied ? "shortenedCopied" : "shortenedKept") : "sent");
      cancel(hideTimer.current);
      hideTimer.current = later(() => setSent(null), SUCCESS_MS);
    };
    const answer = (ok: boolean) => {
      if (copied !== undefined) return; // too late: already given up on
      copied = ok;
      cancel(giveUp);
      finish();
    };

    // Both inside the click's user activation, or browsers may refuse them: the clipboard first,
    // while the page still has focus, then the mail app.
    if (mail.shortened) void copyText(mail.fullBody).then(answer);
    openMailto(mail.url);
    countLead("contact-sent");
    later(() => {
      waited = true;
      finish();
    }, SENDING_MS);
    // A clipboard that never answers must not lock the form in 'Sending...'; unsure, keep the message.
    if (mail.shortened) giveUp = later(() => answer(false), CLIPBOARD_WAIT_MS);
  };

  return { sending, sent, send };
}
