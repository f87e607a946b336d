import { describe, expect, it } from "vitest";
import { displayAddress } from "./address";

describe("displayAddress", () => {
  it("shows an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(displayAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(displayAddress("::FFFF:203.0.113.9")).toBe("203.0.113.9");
  });

  it("leaves other addresses as they are", () => {
    expect(displayAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(displayAddress("2001:db8::1")).toBe("2001:db8::1");
    expect(displayAddress("::1")).toBe("::1");
  });
});
