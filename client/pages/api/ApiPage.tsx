import { useLingui } from "@lingui/react/macro";
import { KeyRound } from "lucide-react";
import { Link } from "react-router-dom";

/** /docs/api: says once what the public API will offer; no button until there is something to press. */
export function ApiPage() {
  const { t } = useLingui();
  const planned = [
    t`Upload a subtitle file and read what Polysub found in it.`,
    t`Start a translation, follow its progress and download the result in any export format.`,
    t`Authenticate with API keys that Pro accounts create and revoke in their profile.`,
  ];
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="font-bold text-3xl tracking-tight">{t`Polysub API`}</h1>
        <p className="opacity-80">
          {t`The public API is being prepared. It will let your own tools do what the web app does:`}
        </p>
      </header>
      <ul className="space-y-2 rounded-box border border-base-300 bg-base-100 p-5">
        {planned.map((item) => (
          <li key={item} className="flex gap-3">
            <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <p className="opacity-80">
        {t`Its reference documentation will appear on this page when it opens. Until then, the web app does everything the API will do.`}{" "}
        <Link to="/translate" className="link link-primary">
          {t`Translate a file`}
        </Link>
      </p>
    </div>
  );
}
