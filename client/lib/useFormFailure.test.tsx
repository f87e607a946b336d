import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { appStore } from "./store";
import { toastsAtom } from "./toasts";
import { useFormFailure } from "./useFormFailure";

function WrongPassword() {
  const { failAt } = useFormFailure("login");
  let shown = "";
  failAt(new ApiError(401, "invalid_credentials", "Invalid email or password"), (text) => {
    shown = text.title;
  });
  return <p>{shown}</p>;
}

describe("useFormFailure", () => {
  it("hands the error to the form alone: a wrong password adds no toast, however often it is tried", () => {
    const i18n = setupI18n({ locale: "en", messages: { en: {} } });
    const render = () =>
      renderToStaticMarkup(
        <I18nProvider i18n={i18n}>
          <WrongPassword />
        </I18nProvider>,
      );
    for (let i = 0; i < 4; i++) expect(render()).not.toBe("<p></p>");
    expect(appStore.get(toastsAtom)).toEqual([]);
  });
});
