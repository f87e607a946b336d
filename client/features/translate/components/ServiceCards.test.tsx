import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ServiceCards } from "./ServiceCards";

function render(models: Parameters<typeof ServiceCards>[0]["models"]): string {
  const i18n = setupI18n({ locale: "en", messages: { en: {} } });
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <ServiceCards
          value="mymemory"
          availability={null}
          models={models}
          allowed={null}
          awaitingVerification={[]}
          onChange={() => {}}
        />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe("ServiceCards", () => {
  it("names the model the server runs, not one of its own", () => {
    const html = render({ mymemory: null, deepl: null, openai: "gpt-4o-mini" });
    expect(html).toContain("Model: gpt-4o-mini");
    expect(html).not.toMatch(/GPT-\d/);
  });

  it("names no model while the server has not said", () => {
    expect(render(null)).not.toContain("Model:");
  });
});
