import { ApiError } from "@client/lib/api";
import { createQueryClient } from "@client/lib/queryClient";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { LinkRefused } from "./VerifyEmailView";

function render(error: Error): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={setupI18n({ locale: "en", messages: { en: {} } })}>
        <MemoryRouter>
          <LinkRefused error={error} />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe("a verification link that does not verify", () => {
  it("opened again for a verified address says so and offers sign-in, not 'create the account again'", () => {
    const html = render(
      new ApiError(409, "email_already_verified", "This email address is already verified"),
    );
    expect(html).toContain("Your email address is already verified");
    expect(html).toContain('href="/login"');
    expect(html).not.toContain("invalid");
    expect(html).not.toContain("/register");
  });

  it("expired, offers a new link", () => {
    const html = render(new ApiError(410, "token_expired", "Verification link has expired"));
    expect(html).toContain("Verification link has expired");
    expect(html).toContain('data-testid="resend-verification"');
    expect(html).toContain("Send the link again");
    expect(html).not.toContain("create the account again");
  });
});
