import { createQueryClient } from "@client/lib/queryClient";
import { accountKeys } from "@client/lib/queryKeys";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { UsageStats } from "@shared/api/usage";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { UsageSection } from "./UsageSection";

const free: UsageStats = {
  current_month: {
    files_translated: 7,
    subtitles_translated: 420,
    storage_used_mb: 0.2,
    avg_processing_time_seconds: 3,
  },
  service_distribution: { openai: 0, deepl: 2, mymemory: 5 },
  total_stats: { files_processed: 9, subtitles_processed: 500, total_storage_mb: 0.3, last_activity: null },
  plan_limits: { monthly_file_limit: -1, daily_file_limit: 5, daily_remaining: 3, unlimited: false },
};

function render(stats: UsageStats): string {
  const queries = createQueryClient();
  queries.setQueryData(accountKeys.usage, stats);
  queries.setQueryData(accountKeys.recentTranslations, {
    translations: [],
    total: 0,
    has_next: false,
    has_more: false,
  });
  return renderToStaticMarkup(
    <QueryClientProvider client={queries}>
      <I18nProvider i18n={setupI18n({ locale: "en", messages: { en: {} } })}>
        <MemoryRouter>
          <UsageSection />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe("UsageSection", () => {
  it("shows the limit the free plan enforces, files today of 5, and no monthly infinity", () => {
    const html = render(free);
    expect(html).toMatch(/data-testid="usage-today">2 of 5</);
    expect(html).not.toContain("∞");
  });

  it("claims no storage limit, since none is enforced", () => {
    expect(render(free)).not.toContain("GB");
  });

  it("puts each service's count in the same cell as its name", () => {
    const html = render(free);
    expect(html).toContain("<dt");
    expect(html).toMatch(/<dt[^>]*>MyMemory<\/dt><dd[^>]*>5<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>DeepL<\/dt><dd[^>]*>2<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>OpenAI<\/dt><dd[^>]*>0<\/dd>/);
  });

  it("says a paid plan's files are unlimited", () => {
    const html = render({
      ...free,
      plan_limits: { monthly_file_limit: -1, daily_file_limit: -1, daily_remaining: -1, unlimited: true },
    });
    expect(html).toMatch(/data-testid="usage-today">Unlimited</);
  });
});
