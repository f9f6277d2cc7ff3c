// What the content editor's tests do in Keystatic's forms, in local mode (editor.spec.ts) and in
// GitHub mode (editor-github.spec.ts) alike.
import type { Page } from "@playwright/test";

/** Opens a list item by its row and chooses a picture file for it; the item's dialog stays open. */
export async function choosePicture(page: Page, row: string, file: string) {
  await page.getByRole("row", { name: row }).click();
  const dialog = page.getByRole("dialog");
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Choose file" }).click();
  await (await chooser).setFiles(file);
  return dialog;
}
