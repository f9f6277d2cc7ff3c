/** Index arithmetic for carousels and tabs: every index wraps into 0..count-1, both ways. */
export function wrapIndex(index: number, count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  return ((Math.trunc(index) % count) + count) % count;
}

export const nextIndex = (index: number, count: number) => wrapIndex(index + 1, count);
export const prevIndex = (index: number, count: number) => wrapIndex(index - 1, count);

/** Where a roving-focus key press moves within `count` items (APG tabs / carousel pickers), or null. */
export function indexForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    // Up/Down too: on small screens the tabs stack vertically.
    case "ArrowRight":
    case "ArrowDown":
      return nextIndex(index, count);
    case "ArrowLeft":
    case "ArrowUp":
      return prevIndex(index, count);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
