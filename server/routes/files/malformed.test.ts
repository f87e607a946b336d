import { randomUUID } from "node:crypto";
import { ErrorBody } from "@shared/api/common";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const B = "----polysub-boundary";
const CUE = "1\r\n00:00:01,000 --> 00:00:02,000\r\nHello\r\n";
const part = (headers: string, content = CUE) => `--${B}\r\n${headers}\r\n\r\n${content}\r\n`;
const FILE_HEADERS =
  'Content-Disposition: form-data; name="file"; filename="a.srt"\r\nContent-Type: text/plain';

/** Multipart bodies that are broken, as a careless or hostile client sends them: each is bad input, never a 500. */
const MALFORMED: [what: string, contentType: string, body: string][] = [
  ["a part cut off before its end", `multipart/form-data; boundary=${B}`, part(FILE_HEADERS).slice(0, -20)],
  ["a body that ends without the closing boundary", `multipart/form-data; boundary=${B}`, part(FILE_HEADERS)],
  ["a part without a body", `multipart/form-data; boundary=${B}`, `--${B}\r\n${FILE_HEADERS}--${B}--\r\n`],
  ["no boundary", "multipart/form-data", `${part(FILE_HEADERS)}--${B}--\r\n`],
  [
    "a NUL in a part header",
    `multipart/form-data; boundary=${B}`,
    `${part('Content-Disposition: form-data; name="file"; filename="a\0.srt"')}--${B}--\r\n`,
  ],
  [
    "headers that never end",
    `multipart/form-data; boundary=${B}`,
    `--${B}\r\n${"X-Filler: x\r\n".repeat(2000)}`,
  ],
];

describe("POST /files/upload with a malformed multipart body", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(MALFORMED)("answers 400 validation_error to %s", async (_, contentType, body) => {
    const response = await fetch(`${server.url}/files/upload`, {
      method: "POST",
      headers: { "Content-Type": contentType, "X-Device-Id": randomUUID() },
      body,
    });
    const error = ErrorBody.parse(await response.json());
    expect({ status: response.status, code: error.code }).toEqual({ status: 400, code: "validation_error" });
  });
});
