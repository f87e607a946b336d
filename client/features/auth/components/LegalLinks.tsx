import { Trans } from "@lingui/react/macro";
import { Link } from "react-router-dom";

/** The terms and privacy links under the sign-in and registration forms. */
export function LegalLinks() {
  return (
    <p className="mt-6 text-center text-xs opacity-80">
      <Trans>
        By continuing you accept the{" "}
        <Link to="/legal/terms" className="link">
          terms of use
        </Link>{" "}
        and the{" "}
        <Link to="/legal/privacy" className="link">
          privacy policy
        </Link>
        .
      </Trans>
    </p>
  );
}
