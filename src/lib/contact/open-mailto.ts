/**
 * Hands a mailto: URL to the browser, which passes it to the visitor's mail app. A real link
 * click (rather than assigning location) keeps the page alive if no mail app is registered.
 */
export function openMailto(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
