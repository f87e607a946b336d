import { type Download, expect, type Locator, type Page } from "@playwright/test";

/** The /history screen: the list of jobs, their actions, the export dialog and Clear all. */
export class HistoryPage {
  readonly items: Locator;
  readonly empty: Locator;
  readonly exportDialog: Locator;

  constructor(readonly page: Page) {
    this.items = page.getByTestId("history-item");
    this.empty = page.getByTestId("history-empty");
    this.exportDialog = page.getByTestId("history-export");
  }

  async open(): Promise<void> {
    await this.page.goto("/history");
  }

  /** Waits until the history has been merged with the server's and the past results kept on the device. */
  async synced(): Promise<void> {
    await expect(this.page.getByTestId("history-sync")).toHaveAttribute("data-state", "idle");
  }

  item(filename: string): Locator {
    return this.items.filter({ hasText: filename });
  }

  /** Opens the item's export panel and downloads the translation in `format`. */
  async download(filename: string, format: string): Promise<Download> {
    await this.item(filename).getByTestId("history-download").click();
    await this.exportDialog.getByTestId("export-format").selectOption(format);
    const download = this.page.waitForEvent("download");
    await this.exportDialog.getByTestId("export-download").click();
    return download;
  }

  /** Selects every finished job and downloads them in `format` as one zip. */
  async downloadAll(format: string): Promise<Download> {
    const selectAll = this.page.getByTestId("history-select-all");
    if (!(await selectAll.isChecked())) await selectAll.check();
    await this.page.getByTestId("history-batch-format").selectOption(format);
    const download = this.page.waitForEvent("download");
    await this.page.getByTestId("history-download-all").click();
    return download;
  }

  async delete(filename: string): Promise<void> {
    await this.item(filename).getByTestId("history-delete").click();
  }

  async clearAll(): Promise<void> {
    await this.page.getByTestId("history-clear").click();
    await this.page.getByTestId("confirm-clear").click();
  }

  /** How many jobs the server lists for this browser's device (the app's X-Device-Id, read from IndexedDB). */
  async serverTotal(): Promise<number> {
    return this.page.evaluate(async () => {
      const deviceId = await new Promise<string>((resolve, reject) => {
        const open = indexedDB.open("polysub");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction("kv").objectStore("kv").get("deviceId");
          read.onsuccess = () => resolve((read.result as { value: string }).value);
          read.onerror = () => reject(read.error);
        };
      });
      const response = await fetch("/api/v1/translate/history", { headers: { "X-Device-Id": deviceId } });
      return ((await response.json()) as { total: number }).total;
    });
  }
}
