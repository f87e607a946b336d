import { basename } from "node:path";
import type { Locator, Page } from "@playwright/test";

/** The upload card's drop zone once it takes a file, or the file it keeps (on the home page and on /translate). */
export function readyUploadCard(page: Page): Locator {
  return page.locator('[data-testid="upload-dropzone"]:not([aria-busy])').or(page.getByTestId("file-card"));
}

/** The home page's upload card, as a person uses it: pick a file, read what the app says about it. */
export class HomePage {
  readonly fileInput: Locator;
  readonly fileCard: Locator;
  readonly diagnostics: Locator;

  constructor(readonly page: Page) {
    this.fileInput = page.getByTestId("upload-input");
    this.fileCard = page.getByTestId("file-card");
    this.diagnostics = page.getByTestId("upload-diagnostics");
  }

  /**
   * The page paints from its prerendered HTML before the app's scripts load (client/public/theme.js), its drop zone
   * pending (aria-busy): it is ready once the upload card takes a file or shows the kept one, which only the running
   * app decides.
   */
  async open(): Promise<void> {
    await this.page.goto("/");
    await readyUploadCard(this.page).waitFor();
  }

  async chooseFile(path: string): Promise<void> {
    await this.fileInput.setInputFiles(path);
  }

  async chooseGeneratedFile(name: string, content: string): Promise<void> {
    await this.fileInput.setInputFiles({
      name,
      mimeType: "text/plain",
      buffer: Buffer.from(content, "utf8"),
    });
  }

  async proceedToTranslation(): Promise<void> {
    await this.page.goto("/translate");
  }

  /** Uploads a file from the home page and goes on to /translate once the app has read it. */
  async uploadThenTranslate(path: string): Promise<void> {
    await this.open();
    await this.chooseFile(path);
    await this.fileCard.filter({ hasText: basename(path) }).waitFor();
    await this.proceedToTranslation();
  }
}
