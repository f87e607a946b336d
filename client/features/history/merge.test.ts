import { type HistoryEntry, VISITOR } from "@client/db/types";
import { buildEntry, buildJob } from "@test/helpers/history";
import { describe, expect, it } from "vitest";
import { mergeHistory } from "./merge";

const job = buildJob;
const entry = buildEntry;

const byId = (entries: HistoryEntry[]) => Object.fromEntries(entries.map((e) => [e.job_id, e]));

describe("mergeHistory as a visitor (the device is the source of truth)", () => {
  it("takes the server's record of a job and keeps the documents the device holds", () => {
    const device = [entry("a", { has_result: true }, { status: "in_progress", progress: 40 })];
    const { put, remove } = mergeHistory(device, { jobs: [job("a")], complete: true }, VISITOR);
    expect(remove).toEqual([]);
    expect(put).toEqual([
      expect.objectContaining({
        job_id: "a",
        job: job("a"),
        has_result: true,
        synced: true,
        on_server: true,
      }),
    ]);
  });

  it("adds jobs only the server knew, and keeps entries the server no longer has, marked so", () => {
    const device = [entry("kept", { synced: true, has_result: true })];
    const { put, remove } = mergeHistory(device, { jobs: [job("new")], complete: true }, VISITOR);
    expect(remove).toEqual([]);
    expect(byId(put).new).toMatchObject({ account: VISITOR, synced: true, has_result: false });
    expect(byId(put).kept).toMatchObject({ on_server: false, has_result: true });
  });

  it("keeps a deletion hidden while the server still lists the job, and forgets it once it does not", () => {
    const device = [entry("gone", { deleted: true }), entry("pending", { deleted: true })];
    const { put, remove } = mergeHistory(device, { jobs: [job("pending")], complete: true }, VISITOR);
    expect(put).toEqual([]);
    expect(remove).toEqual(["gone"]);
  });

  it("forgets nothing and changes nothing it was not told about from a partial list", () => {
    const device = [entry("old", { synced: true }), entry("gone", { deleted: true })];
    expect(mergeHistory(device, { jobs: [], complete: false }, VISITOR)).toEqual({ put: [], remove: [] });
  });
});

describe("mergeHistory signed in (the server is the source of truth for the account)", () => {
  it("updates the device's visitor entries the server lists (the sign-in gave them to the account), which stay the visitor's", () => {
    const device = [entry("a", { has_result: true }), entry("b")];
    const { put, remove } = mergeHistory(
      device,
      { jobs: [job("a"), job("b"), job("c")], complete: true },
      "user-1",
    );
    expect(remove).toEqual([]);
    expect(put.map((e) => [e.job_id, e.account, e.has_result, e.synced])).toEqual([
      ["a", VISITOR, true, true],
      ["b", VISITOR, false, true],
      ["c", "user-1", false, true],
    ]);
  });

  it("forgets the account's entries the complete list lacks, keeps the visitor's marked, leaves other accounts alone", () => {
    const device = [
      entry("deleted-elsewhere", { account: "user-1", synced: true, has_result: true }),
      entry("visitor-expired", { has_result: true }),
      entry("visitor-deleted", { deleted: true }),
      entry("someone-else", { account: "user-2", synced: true }),
    ];
    const { put, remove } = mergeHistory(device, { jobs: [], complete: true }, "user-1");
    expect(put).toEqual([expect.objectContaining({ job_id: "visitor-expired", on_server: false })]);
    expect(remove.sort()).toEqual(["deleted-elsewhere", "visitor-deleted"]);
  });

  it("never touches a translation made on the device, which the server never had", () => {
    const made = entry("device-job-1", { account: "user-1", on_server: false, has_result: true });
    const device = [{ ...made, job: { ...made.job, service: "device" as const } }];
    expect(mergeHistory(device, { jobs: [], complete: true }, "user-1")).toEqual({ put: [], remove: [] });
  });

  it("forgets nothing from a partial list", () => {
    const device = [entry("v"), entry("mine", { account: "user-1", synced: true })];
    expect(mergeHistory(device, { jobs: [], complete: false }, "user-1")).toEqual({ put: [], remove: [] });
  });
});
