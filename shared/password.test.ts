import { describe, expect, it } from "vitest";
import {
  loadWellKnownPasswordCheck,
  passwordChecklist,
  passwordProblems,
  passwordScore,
  passwordStrength,
} from "./password";

describe("passwordScore (spec section 5)", () => {
  it.each([
    ["", 0],
    ["abc", 0],
    // 8+ chars (+1), one kind
    ["abcxyzmn", 1],
    // 8+ (+1), two kinds (+1)
    ["abcxyzmN", 2],
    // 12+ (+2), two kinds (+1)
    ["kitchenTable", 3],
    // 12+ (+2), four kinds (+2)
    ["Kitchen-Table7", 4],
    // 16+ adds one, capped at 5
    ["Kitchen-Table7-Lamp", 5],
    // a common word takes two
    ["Kitchen-Password7", 3],
    // qwerty is a common word and a keyboard run
    ["MyQwerty-Lamp#9", 1],
    // three identical characters in a row take one
    ["Kitchen-Taaabl7", 3],
    // a run of four (ascending, descending, keyboard) takes one
    ["Kitchen-Table1234", 4],
    ["Kitchen-Tabledcba", 4],
    ["Kitchen-Tabl-Azer", 4],
  ])("%j scores %i", (password, expected) => {
    expect(passwordScore(password)).toBe(expected);
  });

  it("never leaves 0..5", () => {
    expect(passwordScore("aaa123456")).toBe(0);
    expect(passwordScore("Ab1!Ab1!Ab1!Ab1!Ab1!Ab1!")).toBe(5);
  });
});

describe("passwordChecklist", () => {
  it("reports each requirement", () => {
    expect(passwordChecklist("abc")).toEqual({
      length: false,
      lowercase: true,
      uppercase: false,
      digit: false,
      special: false,
    });
    expect(passwordChecklist("ÉCOLE-école-1234")).toEqual({
      length: true,
      lowercase: true,
      uppercase: true,
      digit: true,
      special: true,
    });
  });
});

describe("passwordStrength", () => {
  it("gives the label key and meter tone of the score", () => {
    expect(passwordStrength("")).toEqual({ score: 0, label: "very_weak", tone: "none" });
    expect(passwordStrength("abcxyzmN")).toEqual({ score: 2, label: "insufficient", tone: "error" });
    expect(passwordStrength("kitchenTable")).toEqual({ score: 3, label: "acceptable", tone: "warning" });
    expect(passwordStrength("Kitchen-Table7")).toEqual({ score: 4, label: "strong", tone: "info" });
    expect(passwordStrength("Kitchen-Table7-Lamp")).toEqual({
      score: 5,
      label: "very_strong",
      tone: "success",
    });
  });
});

describe("passwordProblems", () => {
  it("accepts 12+ characters scoring 3 or more", () => {
    expect(passwordProblems("kitchenTable")).toEqual([]);
  });

  it("refuses short, weak and over-long passwords", () => {
    expect(passwordProblems("Ab1!xyz")).toEqual(["too_short", "too_weak"]);
    expect(passwordProblems("abcdefghijkm")).toEqual(["too_weak"]);
    expect(passwordProblems(`Aa1!${"x".repeat(253)}`)).toContain("too_long");
  });

  it("refuses a password the dictionary knows", () => {
    expect(passwordProblems("kitchenTable", { wellKnown: true })).toEqual(["well_known"]);
  });
});

describe("loadWellKnownPasswordCheck", () => {
  it("refuses leaked and patterned passwords that the spec's score accepts", async () => {
    const isWellKnown = await loadWellKnownPasswordCheck();
    for (const password of ["Iloveyou2020!", "Sunshine1990!", "Welcome@2024", "Ab1!Ab1!Ab1!Ab1!"]) {
      expect(passwordProblems(password)).toEqual([]);
      expect(isWellKnown(password)).toBe(true);
    }
    expect(isWellKnown("Tapir-Vortex-Quill8")).toBe(false);
  });

  it("counts the account's own details as guessable", async () => {
    const isWellKnown = await loadWellKnownPasswordCheck();
    expect(isWellKnown("Ranavalona2024!")).toBe(false);
    expect(isWellKnown("Ranavalona2024!", ["zorglubette.ranavalona@example.org"])).toBe(true);
  });
});
