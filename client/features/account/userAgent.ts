/** A session's browser and system in words a person recognises, from its user agent; null parts are unknown. */
export interface DeviceSummary {
  browser: string | null;
  system: string | null;
  /** A phone or tablet: its system is a mobile one, or its browser says "Mobile". */
  mobile: boolean;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const MOBILE_SYSTEMS = new Set(["Android", "iOS"]);

const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export function summarizeUserAgent(userAgent: string | null): DeviceSummary {
  if (!userAgent) return { browser: null, system: null, mobile: false };
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const mobile = (system !== null && MOBILE_SYSTEMS.has(system)) || /Mobi/.test(userAgent);
  return { browser, system, mobile };
}
