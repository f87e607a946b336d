import { describe, expect, it } from "vitest";
import { summarizeUserAgent } from "./userAgent";

describe("summarizeUserAgent", () => {
  it("names the browser and system of common user agents", () => {
    const cases: [string, string, string, boolean][] = [
      [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0",
        "Edge",
        "Windows",
        false,
      ],
      [
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
        "Safari",
        "macOS",
        false,
      ],
      [
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1",
        "Chrome",
        "iOS",
        true,
      ],
      ["Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0", "Firefox", "Linux", false],
      [
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
        "Chrome",
        "Android",
        true,
      ],
      [
        "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
        "Chrome",
        "Android",
        true,
      ],
    ];
    for (const [ua, browser, system, mobile] of cases)
      expect(summarizeUserAgent(ua)).toEqual({ browser, system, mobile });
  });

  it("says nothing it cannot tell", () => {
    expect(summarizeUserAgent(null)).toEqual({ browser: null, system: null, mobile: false });
    expect(summarizeUserAgent("curl/8.5.0")).toEqual({ browser: null, system: null, mobile: false });
  });
});
