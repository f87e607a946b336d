import { MAX_GLOSSARIES, putGlossary } from "@server/glossaries/repository";
import type { GlossaryList } from "@shared/api/glossary";
import { GLOSSARY_MAX_TERM_LENGTH, GLOSSARY_MAX_TERMS } from "@shared/glossary";
import { createAccount, signedIn } from "@test/helpers/accounts";
import { apiClient } from "@test/helpers/api";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { afterEach, describe, expect, it } from "vitest";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const list = async (response: Promise<Response>) =>
  ((await (await response).json()) as GlossaryList).glossaries;

const glossary = (series: string, terms: { source: string; target: string }[], target = "fr") => ({
  series,
  source_language: "en",
  target_language: target,
  terms,
});

describe("PUT and GET /glossary", () => {
  it("keeps a user's terms per series and language pair, replaces them, and deletes them when emptied", async () => {
    server = await startTestServer();
    const api = await signedIn(server, await createAccount(server));
    const winter = [{ source: "Winterfell", target: "Hiverfell" }];
    expect((await api.put("/glossary", glossary("Thrones", winter))).status).toBe(200);
    await api.put("/glossary", glossary("Thrones", [{ source: "Winterfell", target: "Winterfell" }], "de"));
    await api.put("/glossary", glossary("Other", [{ source: "A", target: "B" }]));

    const listed = await list(api.get("/glossary?series=Thrones"));
    expect(listed.map((g) => g.target_language)).toEqual(["de", "fr"]);
    expect(listed[1]?.terms).toEqual(winter);
    expect(await list(api.get("/glossary"))).toHaveLength(3);

    const night = [{ source: "Night's Watch", target: "Garde de Nuit" }];
    await api.put("/glossary", glossary("Thrones", night));
    expect((await list(api.get("/glossary?series=Thrones")))[1]?.terms).toEqual(night);

    await api.put("/glossary", glossary("Thrones", [], "de"));
    expect(await list(api.get("/glossary?series=Thrones"))).toHaveLength(1);
  });

  it("shows a user only their own glossaries, and none to a visitor", async () => {
    server = await startTestServer();
    const alice = await signedIn(server, await createAccount(server));
    const bob = await signedIn(server, await createAccount(server));
    await alice.put("/glossary", glossary("Thrones", [{ source: "Winterfell", target: "Hiverfell" }]));
    expect(await list(bob.get("/glossary?series=Thrones"))).toEqual([]);
    // Bob writing the same series makes his own, and leaves Alice's as it was.
    await bob.put("/glossary", glossary("Thrones", [{ source: "Winterfell", target: "X" }]));
    expect((await list(alice.get("/glossary?series=Thrones")))[0]?.terms).toEqual([
      { source: "Winterfell", target: "Hiverfell" },
    ]);
    const visitor = apiClient(server);
    expect((await visitor.get("/glossary")).status).toBe(401);
    expect((await visitor.put("/glossary", glossary("X", []))).status).toBe(401);
  });

  it("refuses more terms, or longer ones, than a glossary holds", async () => {
    server = await startTestServer();
    const api = await signedIn(server, await createAccount(server));
    const many = Array.from({ length: GLOSSARY_MAX_TERMS + 1 }, (_, i) => ({ source: `T${i}`, target: "x" }));
    expect((await api.put("/glossary", glossary("S", many))).status).toBe(400);
    const long = [{ source: "a".repeat(GLOSSARY_MAX_TERM_LENGTH + 1), target: "x" }];
    expect((await api.put("/glossary", glossary("S", long))).status).toBe(400);
    expect(
      (await api.put("/glossary", glossary("S".repeat(101), [{ source: "a", target: "b" }]))).status,
    ).toBe(400);
    expect((await api.put("/glossary", glossary("S", many.slice(1)))).status).toBe(200);
  });

  it("keeps at most MAX_GLOSSARIES per account: a new one beyond is refused, an existing one still updates", async () => {
    server = await startTestServer();
    const api = await signedIn(server, await createAccount(server));
    const term = [{ source: "Winterfell", target: "Hiverfell" }];
    await api.put("/glossary", glossary("Season 0", term));
    const [mine] = await list(api.get("/glossary"));
    const userId = (await server.db("glossaries").where({ series: mine?.series }).first()).user_id as string;
    for (let i = 1; i < MAX_GLOSSARIES; i++)
      await putGlossary(server.db, userId, glossary(`Season ${i}`, term), new Date());

    const refused = await api.put("/glossary", glossary("One too many", term));
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe("account_limit_reached");
    const night = [{ source: "Night's Watch", target: "Garde de Nuit" }];
    expect((await api.put("/glossary", glossary("Season 0", night))).status).toBe(200);
    expect((await list(api.get("/glossary?series=Season 0")))[0]?.terms).toEqual(night);
    expect(await list(api.get("/glossary"))).toHaveLength(MAX_GLOSSARIES);
  });
});
