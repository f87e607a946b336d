import { Trans } from "@lingui/react/macro";
import { Hourglass } from "lucide-react";
import { Link } from "react-router-dom";

/** Placeholder inside the layout for routes of the spec that later issues build. */
export function ComingSoonPage() {
  return (
    <section className="mx-auto max-w-lg py-16 text-center">
      <Hourglass aria-hidden="true" className="mx-auto mb-4 size-10 opacity-60" />
      <h1 className="mb-2 font-semibold text-2xl">
        <Trans>Coming soon</Trans>
      </h1>
      <p className="mb-6 opacity-80">
        <Trans>This page is not available yet. You can already translate a subtitle file.</Trans>
      </p>
      <Link to="/translate" className="btn btn-primary min-h-11">
        <Trans>Translate a file</Trans>
      </Link>
    </section>
  );
}
