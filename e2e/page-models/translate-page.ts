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
  /** The link to /pricing shown while the plan locks a service. */
  readonly upgradeButton: Locator;
  /** The offer to collapse rolling auto-captions, and its checkbox. */
  readonly rollingCaptions: Locator;
  /** In place of "Ready to translate": the plan's rules that block this start, in words. */
  readonly planRefusals: Locator;
  /** The link to /pricing beside a Start the plan blocks. */
  readonly upgradePlan: Locator;

  constructor(readonly page: Page) {
    this.sourceLanguage = page.getByTestId("source-language");
    this.targetLanguage = page.getByTestId("target-language");
    this.startButton = page.getByTestId("start-translation");
    this.progressCard = page.getByTestId("progress-card");
    this.exportFormat = page.getByTestId("export-format");
    this.exportEncoding = page.getByTestId("export-encoding");
    this.downloadButton = page.getByTestId("export-download");
    this.upgradeButton = page.getByTestId("upgrade-services");
    this.rollingCaptions = page.getByTestId("rolling-captions");
    this.planRefusals = page.getByTestId("plan-refusals");
    this.upgradePlan = page.getByTestId("refusal-upgrade");
  }

  async open(): Promise<void> {
    await this.page.goto("/translate");
  }

  service(id: "mymemory" | "deepl" | "openai"): Locator {
    return this.page.getByTestId(`service-${id}`);
  }

  /** What a service card says when the plan does not include it. */
  lockNotice(id: "mymemory" | "deepl" | "openai"): Locator {
    return this.page.getByTestId(`service-${id}-locked`);
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
