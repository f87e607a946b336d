import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { isPublicAddress, publicAddressOf, RefusedAddressError } from "./publicAddress";
import { postWebhook } from "./send";

const REFUSED = [
  "0.0.0.0",
  "127.0.0.1",
  "127.255.0.9",
  "10.1.2.3",
  "172.16.0.1",
  "172.31.255.255",
  "192.168.1.1",
  "100.64.0.1",
  "169.254.169.254",
  "224.0.0.1",
  "255.255.255.255",
  "::",
  "::1",
  "::ffff:127.0.0.1",
  "::ffff:7f00:1",
  "::ffff:169.254.169.254",
  "::ffff:10.0.0.1",
  "::127.0.0.1",
  "64:ff9b::a00:1",
  "64:ff9b::192.168.0.1",
  "2002:7f00:1::",
  "fd00::1",
  "fd00:ec2::254",
  "fc00::1",
  "fe80::1",
  "ff02::1",
  "2001:db8::1",
  "not an address",
];
const PUBLIC = [
  "93.184.215.14",
  "8.8.8.8",
  "172.32.0.1",
  "2606:4700::1111",
  "::ffff:8.8.8.8",
  "64:ff9b::808:808",
];

describe("webhook addresses", () => {
  it("refuses this machine, private, shared, link-local, metadata, multicast and reserved ones, IPv4 and IPv6", () => {
    for (const address of REFUSED) expect(isPublicAddress(address, false), address).toBe(false);
    for (const address of PUBLIC) expect(isPublicAddress(address, false), address).toBe(true);
  });

  it("lets loopback through only where allowed (tests, development), and nothing else private", () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"])
      expect(isPublicAddress(address, true), address).toBe(true);
    for (const address of ["0.0.0.0", "10.0.0.1", "169.254.169.254", "fd00::1", "::ffff:192.168.0.1"])
      expect(isPublicAddress(address, true), address).toBe(false);
  });

  it("resolves a name and refuses it when any of its addresses is not public", async () => {
    await expect(publicAddressOf("localhost", false)).rejects.toBeInstanceOf(RefusedAddressError);
    await expect(publicAddressOf("[::ffff:169.254.169.254]", true)).rejects.toBeInstanceOf(
      RefusedAddressError,
    );
    expect(await publicAddressOf("[::1]", true)).toEqual({ address: "::1", family: 6 });
  });
});

describe("postWebhook", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("connects to the address it checked, and never to a refused one", async () => {
    let received = 0;
    server = createServer((request, response) => {
      received++;
      request.resume();
      response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const send = (url: string, allowLoopback: boolean) =>
      postWebhook(url, { headers: {}, body: "{}", timeoutMs: 2_000, allowLoopback });
    // "localhost" resolves through the system's resolver; its checked address is the one connected to.
    expect(await send(`http://localhost:${port}/hook`, true)).toBe(204);
    expect(await send(`http://127.0.0.1:${port}/hook`, true)).toBe(204);
    expect(received).toBe(2);
    for (const url of [
      `http://localhost:${port}/hook`,
      `http://127.0.0.1:${port}/hook`,
      `http://[::ffff:127.0.0.1]:${port}/hook`,
      `http://0x7f.1:${port}/hook`,
      `http://2130706433:${port}/hook`,
      `http://0.0.0.0:${port}/hook`,
    ])
      await expect(send(url, false), url).rejects.toBeInstanceOf(RefusedAddressError);
    expect(received).toBe(2);
  });
});
