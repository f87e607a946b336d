import { ErrorPanel } from "@client/components/ErrorPanel";
import { useAuth } from "@client/features/auth/hooks/useAuth";
import { useContactInfo } from "@client/features/contact/api/getContactInfo";
import { GdprRequests } from "@client/features/contact/components/GdprRequests";
import { LegalDocumentView } from "@client/features/legal/components/LegalDocumentView";
import { LEGAL_DOCUMENTS, type LegalDocumentId } from "@client/features/legal/content/types";
import { useLegalTexts } from "@client/features/legal/hooks/useLegalTexts";
import { LEGAL_TITLES } from "@client/features/legal/titles";
import { intlLocale } from "@client/lib/locales";
import { useLingui } from "@lingui/react/macro";
import { displayName } from "@shared/api/profile";
import { DATA_PROTECTION_EMAIL, LEGAL_UPDATED } from "@shared/legal";
import { Mail } from "lucide-react";
import { NavLink } from "react-router-dom";

/** Loaded with the page before a prerender is hydrated (routes.tsx): its text is in the prerender. */
export { loadLegalTexts } from "@client/features/legal/hooks/useLegalTexts";

function LegalTabs() {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Legal`} className="tabs tabs-box w-fit max-w-full flex-wrap">
      {LEGAL_DOCUMENTS.map((id) => (
        <NavLink
          key={id}
          to={`/legal/${id}`}
          className={({ isActive }) => `tab min-h-11 ${isActive ? "tab-active" : ""}`}
        >
          {i18n._(LEGAL_TITLES[id].tab)}
        </NavLink>
      ))}
    </nav>
  );
}

function LoadingText() {
  return (
    <div className="space-y-3" aria-hidden="true">
      <div className="skeleton h-6 w-full" />
      <div className="skeleton h-4 w-5/6" />
      <div className="skeleton h-4 w-4/6" />
      <div className="skeleton mt-6 h-5 w-1/3" />
      <div className="skeleton h-4 w-full" />
      <div className="skeleton h-4 w-5/6" />
    </div>
  );
}

/**
 * The data protection address the server is configured with (PRIVACY_EMAIL); the default when the server cannot
 * be asked (offline), undefined while it is being asked.
 */
function usePrivacyEmail(): string | undefined {
  const info = useContactInfo();
  if (info.data) return info.data.privacy_email;
  return info.isError ? DATA_PROTECTION_EMAIL : undefined;
}

/** The GDPR page's request buttons, their forms prefilled for a signed-in user. */
function GdprRequestsOfUser() {
  const { user } = useAuth();
  return <GdprRequests requester={user && { name: displayName(user), email: user.email }} />;
}

/** /legal/privacy, /legal/terms, /legal/cookies and /legal/gdpr: the text in the interface language. */
export function LegalPage({ document }: { document: LegalDocumentId }) {
  const { i18n, t } = useLingui();
  const email = usePrivacyEmail();
  const state = useLegalTexts(email);
  const updated = new Intl.DateTimeFormat(intlLocale(i18n.locale), {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(LEGAL_UPDATED));
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <LegalTabs />
      <header className="space-y-1">
        <h1 className="font-bold text-3xl tracking-tight">{i18n._(LEGAL_TITLES[document].title)}</h1>
        <p className="text-sm opacity-80">
          {t`Last updated:`} <time dateTime={LEGAL_UPDATED}>{updated}</time>
        </p>
      </header>
      {document === "gdpr" && <GdprRequestsOfUser />}
      {state.status === "loading" && <LoadingText />}
      {state.status === "failed" && (
        <ErrorPanel
          title={t`This text could not be loaded`}
          description={t`It has not been saved on this device yet. Connect to the internet and try again.`}
          onRetry={state.retry}
        />
      )}
      {state.status === "ready" && <LegalDocumentView document={state.texts[document]} email={email} />}
      <aside className="card border border-base-300 bg-base-200">
        <div className="card-body flex-row items-center gap-3 p-4">
          <Mail aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <p className="text-sm">
            {t`Data protection contact:`}{" "}
            {email ? (
              <a
                className="link link-primary [overflow-wrap:anywhere]"
                href={`mailto:${email}`}
                data-testid="privacy-email"
              >
                {email}
              </a>
            ) : (
              <span className="skeleton inline-block h-4 w-40 align-middle" />
            )}
          </p>
        </div>
      </aside>
    </article>
  );
}
