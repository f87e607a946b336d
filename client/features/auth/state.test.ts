import { describe, expect, it } from "vitest";
import { parseStoredAuth, SIGNED_OUT } from "./state";

describe("parseStoredAuth", () => {
  it("reads a stored token as signed in", () => {
    expect(parseStoredAuth(JSON.stringify({ token: "abc", isAuthenticated: true }))).toEqual({
      token: "abc",
      isAuthenticated: true,
    });
  });

  it("reads anything else as signed out, whatever isAuthenticated claims", () => {
    for (const text of [
      null,
      "",
      "{",
      "null",
      "[]",
      JSON.stringify({ isAuthenticated: true }),
      JSON.stringify({ token: "" }),
    ]) {
      expect(parseStoredAuth(text)).toEqual(SIGNED_OUT);
    }
  });
});
