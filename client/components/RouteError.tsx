import { Trans } from "@lingui/react/macro";
import { isRouteErrorResponse, useRouteError } from "react-router-dom";

/** Shown instead of a blank page when rendering throws; offers the two ways out that always work. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "";
  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="mb-2 font-semibold text-2xl">
        <Trans>Unexpected application error</Trans>
      </h1>
      {detail && (
        <pre className="mb-6 overflow-x-auto rounded bg-base-200 p-3 text-left text-sm">{detail}</pre>
      )}
      <div className="flex justify-center gap-2">
        <button type="button" className="btn btn-primary min-h-11" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </button>
        <a href="/" className="btn min-h-11">
          <Trans>Back to home</Trans>
        </a>
      </div>
    </main>
  );
}
