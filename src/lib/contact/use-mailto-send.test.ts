import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { copyText } from "./copy-text";
import type { Mailto } from "./mailto";
import { openMailto } from "./open-mailto";
import { CLIPBOARD_WAIT_MS, SENDING_MS, SUCCESS_MS } from "../timing";
import { useMailtoSend } from "./use-mailto-send";

vi.mock("./open-mailto", () => ({ openMailto: vi.fn() }));
vi.mock("./copy-text", () => ({ copyText: vi.fn() }));

const SHORT: Mailto = {
  url: "mailto:contact@rymi.ai?subject=Hi&body=Hello",
  subject: "Hi",
  body: "Hello",
  fullBody: "Hello",
  shortened: false,
};
const LONG: Mailto = {
  url: "mailto:contact@rymi.ai?subject=Hi&body=Hel%0D%0A%0D%0A%5Bshortened%5D",
  subject: "Hi",
  body: "Hel\r\n\r\n[shortened]",
  fullBody: "Hello, in full",
  shortened: true,
};

/** The clipboard's answer, held until the test gives it (a permission prompt, a busy clipboard). */
function holdClipboard() {
  let answer: (ok: boolean) => void = () => {};
  vi.mocked(copyText).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  return (ok: boolean) => act(async () => answer(ok));
}

function setup() {
  const onDelivered = vi.fn();
  const onFailed = vi.fn();
  const hook = renderHook(() => useMailtoSend({ onDelivered, onFailed }));
  return { ...hook, onDelivered, onFailed, send: (mail: Mailto) => act(() => hook.result.current.send(() => mail)) };
}

/** Moves the clock, running timers and the promise callbacks they let through. */
const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe("useMailtoSend", () => {
  it("hands over the URL at once, reads 'Sending...' for SENDING_MS, then confirms for SUCCESS_MS", async () => {
    const { result, send, onDelivered } = setup();
    send(SHORT);
    expect(openMailto).toHaveBeenCalledExactlyOnceWith(SHORT.url);
    expect(copyText).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ sending: true, sent: null });

    await advance(SENDING_MS - 1);
    expect(result.current).toMatchObject({ sending: true, sent: null });
    expect(onDelivered).not.toHaveBeenCalled();
    await advance(1);
    expect(result.current).toMatchObject({ sending: false, sent: "sent" });
    expect(onDelivered).toHaveBeenCalledOnce();

    await advance(SUCCESS_MS - 1);
    expect(result.current.sent).toBe("sent");
    await advance(1);
    expect(result.current.sent).toBeNull();
    expect(openMailto).toHaveBeenCalledOnce();
    expect(onDelivered).toHaveBeenCalledOnce();
  });

  it("refuses a send while one is under way, even before React re-renders, and not after", async () => {
    const { result, onDelivered } = setup();
    const build = vi.fn(() => SHORT);
    act(() => {
      result.current.send(build);
      result.current.send(build); // a double-click: same render, `sending` not yet true
    });
    await advance(SENDING_MS - 1);
    act(() => result.current.send(build)); // Enter, or a scripted requestSubmit, while 'Sending...'
    expect(build).toHaveBeenCalledOnce();
    expect(openMailto).toHaveBeenCalledOnce();

    await advance(1);
    expect(onDelivered).toHaveBeenCalledOnce();
    act(() => result.current.send(build));
    expect(openMailto).toHaveBeenCalledTimes(2);
  });

  it("reports a link that cannot be built, and stays ready", () => {
    const { result, send, onFailed } = setup();
    act(() =>
      result.current.send(() => {
        throw new URIError("malformed");
      }),
    );
    expect(onFailed).toHaveBeenCalledOnce();
    expect(openMailto).not.toHaveBeenCalled();
    expect(result.current.sending).toBe(false);
    send(SHORT);
    expect(openMailto).toHaveBeenCalledOnce();
  });

  it("copies a shortened message's full text before handing over, and empties the form once it is copied", async () => {
    vi.mocked(copyText).mockResolvedValue(true);
    const { result, send, onDelivered } = setup();
    send(LONG);
    expect(copyText).toHaveBeenCalledExactlyOnceWith(LONG.fullBody);
    expect(vi.mocked(copyText).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(openMailto).mock.invocationCallOrder[0] ?? 0,
    );
    await advance(SENDING_MS);
    expect(result.current).toMatchObject({ sending: false, sent: "shortenedCopied" });
    expect(onDelivered).toHaveBeenCalledOnce();
  });

  it("keeps a shortened message in the form when copying is refused", async () => {
    vi.mocked(copyText).mockResolvedValue(false);
    const { result, send, onDelivered } = setup();
    send(LONG);
    await advance(SENDING_MS);
    expect(result.current).toMatchObject({ sending: false, sent: "shortenedKept" });
    expect(onDelivered).not.toHaveBeenCalled();
  });

  it.each([
    [true, "shortenedCopied", 1],
    [false, "shortenedKept", 0],
  ] as const)(
    "waits for a clipboard slower than SENDING_MS, and reports its real answer (%s)",
    async (ok, outcome, delivered) => {
      const answer = holdClipboard();
      const { result, send, onDelivered } = setup();
      send(LONG);
      await advance(SENDING_MS + 500);
      expect(result.current).toMatchObject({ sending: true, sent: null });
      expect(onDelivered).not.toHaveBeenCalled();

      await answer(ok);
      expect(result.current).toMatchObject({ sending: false, sent: outcome });
      expect(onDelivered).toHaveBeenCalledTimes(delivered);
      await advance(SUCCESS_MS - 1);
      expect(result.current.sent).toBe(outcome);
      await advance(1);
      expect(result.current.sent).toBeNull();
    },
  );

  it("gives up on a clipboard that never answers after CLIPBOARD_WAIT_MS, keeping the message", async () => {
    const answer = holdClipboard();
    const { result, send, onDelivered } = setup();
    send(LONG);
    await advance(CLIPBOARD_WAIT_MS - 1);
    expect(result.current.sending).toBe(true);
    await advance(1);
    expect(result.current).toMatchObject({ sending: false, sent: "shortenedKept" });

    await answer(true); // too late to count: the outcome has been shown
    expect(result.current.sent).toBe("shortenedKept");
    expect(onDelivered).not.toHaveBeenCalled();
  });

  it("shows a new confirmation for its full duration", async () => {
    const { result, send } = setup();
    send(SHORT);
    await advance(SENDING_MS + 1000);
    send(SHORT);
    await advance(SENDING_MS);
    expect(result.current.sent).toBe("sent");
    await advance(SUCCESS_MS - 1);
    expect(result.current.sent).toBe("sent");
    await advance(1);
    expect(result.current.sent).toBeNull();
  });

  it("does nothing more once unmounted, even when the clipboard answers later", async () => {
    const answer = holdClipboard();
    const { send, unmount, onDelivered } = setup();
    send(LONG);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    await answer(true);
    await advance(CLIPBOARD_WAIT_MS);
    expect(onDelivered).not.toHaveBeenCalled();
  });
});
