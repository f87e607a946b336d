import { describe, expect, it } from "vitest";
import { termsErrorShown } from "./RegisterForm";

describe("the register form's terms error", () => {
  it("stays quiet while the email is left and the password typed, before the terms are touched", () => {
    expect(termsErrorShown(false, new Set(["email"]))).toBe(false);
  });

  it("shows once the box is unticked again, or on submit", () => {
    expect(termsErrorShown(false, new Set(["terms"]))).toBe(true);
    expect(termsErrorShown(false, new Set(["email", "terms"]))).toBe(true);
    expect(termsErrorShown(true, new Set(["email", "terms"]))).toBe(false);
  });
});
