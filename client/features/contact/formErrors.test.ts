import { ContactRequest } from "@shared/api/contact";
import { describe, expect, it } from "vitest";
import { fieldProblems } from "./formErrors";

describe("fieldProblems", () => {
  it("names the first problem of each field, from the same schema the server uses", () => {
    const result = ContactRequest.safeParse({
      name: "   ",
      email: "zoe@",
      category: "general",
      subject: "x".repeat(151),
      message: "",
      language: "fr",
    });
    expect(result.success).toBe(false);
    expect(fieldProblems(result.error?.issues ?? [])).toEqual({
      name: "required",
      email: "invalid_email",
      subject: "too_long",
      message: "required",
    });
  });

  it("finds nothing wrong with a complete message", () => {
    const result = ContactRequest.safeParse({
      name: "Zoé",
      email: "zoe@example.org",
      category: "billing",
      subject: "Invoice",
      message: "Hello",
    });
    expect(result.success).toBe(true);
  });
});
