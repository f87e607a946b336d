import { type HistoryEntry, VISITOR } from "@client/db/types";
import type { JobStatus } from "@shared/api/translate";
import { buildEntry } from "@test/helpers/history";
import { describe, expect, it } from "vitest";
import { historyPage } from "./state";

/** The i-th job, created i minutes into the day. */
function entry(i: number, status: JobStatus, patch: Partial<HistoryEntry> = {}): HistoryEntry {
  const created_at = new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString();
  return buildEntry(`j${i}`, patch, { status, created_at });
}

const ids = (page: { entries: HistoryEntry[] }) => page.entries.map((e) => e.job_id);

describe("historyPage", () => {
  const all = [
    ...Array.from({ length: 12 }, (_, i) => entry(i, "completed")),
    entry(20, "failed"),
    entry(21, "cancelled"),
    entry(22, "in_progress"),
    entry(23, "completed", { deleted: true }),
    entry(24, "completed", { account: "user-1" }),
  ];

  it("shows 10 a page, newest first, without deleted entries or other accounts' ones", () => {
    const first = historyPage(all, VISITOR, "all", 1);
    expect(first).toMatchObject({ total: 15, page: 1, pages: 2 });
    expect(ids(first)).toEqual(["j22", "j21", "j20", "j11", "j10", "j9", "j8", "j7", "j6", "j5"]);
    expect(ids(historyPage(all, VISITOR, "all", 2))).toEqual(["j4", "j3", "j2", "j1", "j0"]);
  });

  it("filters completed, and failed with cancelled", () => {
    expect(historyPage(all, VISITOR, "completed", 1).total).toBe(12);
    expect(ids(historyPage(all, VISITOR, "failed", 1))).toEqual(["j21", "j20"]);
  });

  it("shows a signed-in account its entries and the device's visitor ones, never another account's", () => {
    const shared = [
      entry(1, "completed"),
      entry(2, "completed", { account: "user-1" }),
      entry(3, "completed", { account: "user-2" }),
    ];
    expect(ids(historyPage(shared, "user-1", "all", 1))).toEqual(["j2", "j1"]);
    expect(ids(historyPage(shared, VISITOR, "all", 1))).toEqual(["j1"]);
  });

  it("keeps the page in range when entries go away", () => {
    expect(historyPage(all, VISITOR, "failed", 5)).toMatchObject({ page: 1, pages: 1 });
    expect(historyPage([], VISITOR, "all", 1)).toMatchObject({ entries: [], total: 0, page: 1, pages: 1 });
  });
});
