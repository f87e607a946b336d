import { passwordStrength } from "@shared/password";
import { describe, expect, it } from "vitest";
import { hasErrors, meterBars, newPasswordErrors } from "./passwordForm";

describe("meterBars", () => {
  it("lights as many of the 5 bars as the score, in the score's tone", () => {
    expect(meterBars(0, "none")).toEqual(["none", "none", "none", "none", "none"]);
    expect(meterBars(3, "warning")).toEqual(["warning", "warning", "warning", "none", "none"]);
    const strong = passwordStrength("Tr0ub4dor&Horse-Staple!");
    expect(meterBars(strong.score, strong.tone)).toEqual(Array(5).fill("success"));
  });
});

describe("newPasswordErrors", () => {
  it("accepts a strong password confirmed identically", () => {
    const errors = newPasswordErrors("Correct-Horse-7-Staple", "Correct-Horse-7-Staple");
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it("names the first problem of the password and a confirmation that differs", () => {
    expect(newPasswordErrors("Short1!", "Short1")).toEqual({ password: "too_short", confirm: "mismatch" });
    expect(newPasswordErrors("aaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaaa")).toEqual({ password: "too_weak" });
  });

  it("refuses a well-known password once the dictionary says so, even when it scores", () => {
    expect(newPasswordErrors("Summer-2024-Sun!", "Summer-2024-Sun!", true)).toEqual({
      password: "well_known",
    });
    expect(hasErrors(newPasswordErrors("Summer-2024-Sun!", "Summer-2024-Sun!", false))).toBe(false);
  });
});
