import { LOCALE_NATIVE_NAMES, LOCALES } from "@client/lib/locales";
import { useLingui } from "@lingui/react/macro";
import { Clock, Languages, Mail } from "lucide-react";
import { useContactInfo } from "../api/getContactInfo";

/**
 * How to reach the team: the support address when the server has one (SUPPORT_EMAIL; else the form), opening
 * hours, languages.
 */
export function ContactMethods() {
  const { t } = useLingui();
  const info = useContactInfo();
  const languages = LOCALES.map((code) => LOCALE_NATIVE_NAMES[code]).join(", ");

  return (
    <section aria-labelledby="methods-title" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4 p-4 sm:p-6">
        <h2 id="methods-title" className="font-semibold text-lg">
          {t`Other ways to reach us`}
        </h2>
        <dl className="space-y-4">
          <div className="min-w-0">
            <dt className="flex items-center gap-3 font-medium">
              <Mail aria-hidden="true" className="size-5 shrink-0 opacity-70" />
              {t`Email`}
            </dt>
            <dd className="pl-8 text-sm [overflow-wrap:anywhere]">
              {info.data?.support_email ? (
                <a className="link" href={`mailto:${info.data.support_email}`}>
                  {info.data.support_email}
                </a>
              ) : info.isPending ? (
                <span className="skeleton inline-block h-4 w-40" />
              ) : (
                t`Use the form: it reaches the same team.`
              )}
            </dd>
            <dd className="pl-8 text-sm opacity-70">{t`Answer within 24 hours on working days`}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-3 font-medium">
              <Clock aria-hidden="true" className="size-5 shrink-0 opacity-70" />
              {t`Hours`}
            </dt>
            <dd className="pl-8 text-sm">{t`Monday to Friday, 9:00 to 18:00 CET`}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-3 font-medium">
              <Languages aria-hidden="true" className="size-5 shrink-0 opacity-70" />
              {t`Languages`}
            </dt>
            <dd className="pl-8 text-sm">{languages}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
