import { describe, expect, it } from "vitest";
import { CLIENT_ROUTES, isClientRoute } from "./clientRoutes";

describe("isClientRoute", () => {
  it("knows every page of the table, with or without a trailing slash", () => {
    for (const route of CLIENT_ROUTES) {
      expect(isClientRoute(route)).toBe(true);
      expect(isClientRoute(`${route}/`)).toBe(true);
    }
  });

  it("refuses other paths, longer or shorter ones included", () => {
    expect(isClientRoute("/nope")).toBe(false);
    expect(isClientRoute("/legal")).toBe(false);
    expect(isClientRoute("/legal/privacy/more")).toBe(false);
    expect(isClientRoute("/tutorials")).toBe(false);
  });
});
