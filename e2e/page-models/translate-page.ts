import type { Download, Locator, Page } from "@playwright/test";

/** The /translate screen: setup, progress and export views. */
export class TranslatePage {
  readonly sourceLanguage: Locator;
  readonly targetLanguage: Locator;
  readonly startButton: Locator;
  readonly progressCard: Locator;
  readonly exportFormat: Locator;
  readonly exportEncoding: Locator;
  readonly downloadButton: Locator;

  constructor(readonly page: Page) {
    this.sourceLanguage = page.getByTestId("source-language");
    this.targetLanguage = page.getByTestId("target-language");
    this.startButton = page.getByTestId("start-translation");
    this.progressCard = page.getByTestId("progress-card");
    this.exportFormat = page.getByTestId("export-format");
    this.exportEncoding = page.getByTestId("export-encoding");
    this.downloadButton = page.getByTestId("export-download");
  }

  service(id: "mymemory" | "deepl" | "openai"): Locator {
    return this.page.getByTestId(`service-${id}`);
  }

  async chooseLanguages(source: string, target: string): Promise<void> {
    await this.sourceLanguage.selectOption(source);
    await this.targetLanguage.selectOption(target);
  }

  async start(): Promise<void> {
    await this.startButton.click();
  }

  async download(format: string, encoding = "utf-8"): Promise<Download> {
    await this.exportFormat.selectOption(format);
    await this.exportEncoding.selectOption(encoding);
    const download = this.page.waitForEvent("download");
    await this.downloadButton.click();
    return download;
  }
}
