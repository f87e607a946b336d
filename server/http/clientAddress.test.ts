import { randomUUID } from "node:crypto";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { afterEach, describe, expect, it } from "vitest";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const message = {
  name: "Zoé Martin",
  email: "zoe@example.org",
  category: "technical",
  subject: "A question",
  message: "How long do you keep my files?",
  language: "en",
};

/** Sends the contact form, whose rate limit (5 an hour per address) shows which address the server saw. */
function send(origin: TestServer, forwardedFor?: string): Promise<number> {
  const headers: Record<string, string> = { "Content-Type": "application/json", "X-Device-Id": randomUUID() };
  if (forwardedFor) headers["X-Forwarded-For"] = forwardedFor;
  return fetch(`${origin.url}/contact/send`, { method: "POST", headers, body: JSON.stringify(message) }).then(
    (response) => response.status,
  );
}

describe("the client's address", () => {
  it("behind one trusted proxy, is the address the proxy appended: each client is limited apart", async () => {
    server = await startTestServer({ env: { TRUST_PROXY: "1" } });
    for (let i = 0; i < 5; i++) expect(await send(server, "203.0.113.10")).toBe(201);
    expect(await send(server, "203.0.113.10")).toBe(429);
    // What the client wrote before the proxy's entry does not change who it is.
    expect(await send(server, "198.51.100.99, 203.0.113.10")).toBe(429);
    expect(await send(server, "198.51.100.7")).toBe(201);
  });

  it("without a trusted proxy, is the connection's: X-Forwarded-For cannot escape a limit", async () => {
    server = await startTestServer();
    for (let i = 0; i < 5; i++) expect(await send(server, `203.0.113.${i}`)).toBe(201);
    expect(await send(server, "198.51.100.7")).toBe(429);
  });
});
