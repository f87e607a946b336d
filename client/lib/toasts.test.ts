import { describe, expect, it } from "vitest";
import { appStore } from "./store";
import {
  DEFAULT_TOAST_DURATION,
  dismissToast,
  makeToast,
  showErrorToast,
  toastsAtom,
  withoutToast,
  withToast,
} from "./toasts";

describe("toast list", () => {
  it("defaults to an info toast that closes after 5 s", () => {
    const toast = makeToast({ title: "Saved" }, "a");
    expect(toast).toEqual({ id: "a", title: "Saved", type: "info", duration: DEFAULT_TOAST_DURATION });
    expect(DEFAULT_TOAST_DURATION).toBe(5000);
  });

  it("keeps an explicit duration of 0 (stays until dismissed)", () => {
    expect(makeToast({ title: "Update", duration: 0 }, "b").duration).toBe(0);
  });

  it("adds at the end, drops the oldest beyond four, and removes by id", () => {
    let list = ["1", "2", "3", "4", "5"].reduce(
      (acc, id) => withToast(acc, makeToast({ title: id }, id)),
      [] as ReturnType<typeof withToast>,
    );
    expect(list.map((t) => t.id)).toEqual(["2", "3", "4", "5"]);
    list = withoutToast(list, "3");
    expect(list.map((t) => t.id)).toEqual(["2", "4", "5"]);
  });
});

describe("showErrorToast", () => {
  it("shows a failed request's described title and description as an error toast that closes by itself", () => {
    showErrorToast({ title: "Upload failed", description: "The file is larger than 50 MB." });
    const shown = appStore.get(toastsAtom).at(-1);
    expect(shown).toMatchObject({
      type: "error",
      title: "Upload failed",
      description: "The file is larger than 50 MB.",
      duration: DEFAULT_TOAST_DURATION,
    });
    if (shown) dismissToast(shown.id);
    expect(appStore.get(toastsAtom)).toEqual([]);
  });
});
