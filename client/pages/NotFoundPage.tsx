import { Trans } from "@lingui/react/macro";
import { Link } from "react-router-dom";

/** Any address the router does not know, inside the layout. */
export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-lg py-16 text-center">
      <h1 className="mb-2 font-semibold text-2xl">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mb-6 opacity-80">
        <Trans>The address does not match any page of Polysub.</Trans>
      </p>
      <Link to="/" className="btn btn-primary min-h-11">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}
