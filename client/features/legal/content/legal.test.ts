import { describe, expect, it } from "vitest";
import { LEGAL_FIGURES, type LegalContentModule } from "./types";

const modules = import.meta.glob<LegalContentModule>("./legal.*.ts", { eager: true });

describe("privacy policy", () => {
  // A figure no other sentence holds, to find where the texts quote the free plan's history.
  const facts = { ...LEGAL_FIGURES, freeHistoryDays: 777, email: "dpo@example.org" };

  it("says in every language that the server keeps a visitor's history as long as the free plan's", () => {
    expect(Object.keys(modules)).toHaveLength(8);
    for (const [file, module] of Object.entries(modules)) {
      const retention = module
        .default(facts)
        .privacy.sections.find((section) =>
          section.blocks.some(
            (block) => typeof block !== "string" && block.some((item) => item.includes("777")),
          ),
        );
      const items = (retention?.blocks.flat() ?? []).filter((item) => item.includes("777"));
      // The account's history on the free plan, and the visitor's, which the server keeps too.
      expect(items, file).toHaveLength(2);
    }
  });
});
