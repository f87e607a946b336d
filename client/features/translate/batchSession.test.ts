import { describe, expect, it } from "vitest";
import { readBatch, writeBatch } from "./batchSession";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe("the tab's batch", () => {
  it("is read back as written, and forgotten", () => {
    const storage = memoryStorage();
    expect(readBatch(storage)).toBeUndefined();
    const jobs = [{ file_id: "f1", target_language: "fr", job_id: "j1" }];
    writeBatch(storage, jobs);
    expect(readBatch(storage)).toEqual(jobs);
    writeBatch(storage, undefined);
    expect(readBatch(storage)).toBeUndefined();
  });

  it("ignores what it cannot read", () => {
    const storage = memoryStorage();
    storage.setItem("polysub.batch", "{not json");
    expect(readBatch(storage)).toBeUndefined();
    storage.setItem("polysub.batch", JSON.stringify([{ job_id: 3 }]));
    expect(readBatch(storage)).toBeUndefined();
  });
});
