import { LOCALES } from "@client/lib/locales";
import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import { Logo } from "./Logo";

function FooterColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-2 font-semibold text-sm">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="link link-hover inline-flex min-h-11 items-center text-sm opacity-80"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { t } = useLingui();
  return (
    <footer className="border-t border-base-300 bg-base-200">
      {/* Two columns of links from the narrowest phone: one column made the footer longer than most pages. */}
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-4 gap-y-8 px-4 py-10 sm:px-6 lg:grid-cols-4">
        <div className="col-span-2 space-y-3 lg:col-span-1">
          <div className="flex items-center gap-2 font-semibold">
            <Logo className="size-6" />
            Polysub
          </div>
          <p className="text-sm opacity-80">
            {t`Translate SRT, VTT, ASS, SUB and SBV subtitles into other languages, keeping every timing and tag.`}
          </p>
          <p className="text-xs opacity-80">
            <span className="sr-only">{t`Interface languages:`} </span>
            {LOCALES.map((locale) => locale.toUpperCase()).join(" · ")}
          </p>
        </div>
        <FooterColumn
          title={t`Product`}
          links={[
            { to: "/translate", label: t`Translate` },
            { to: "/history", label: t`History` },
            { to: "/pricing", label: t`Pricing` },
            { to: "/docs/api", label: t`API` },
          ]}
        />
        <FooterColumn
          title={t`Support`}
          links={[
            { to: "/contact", label: t`Contact` },
            { to: "/help", label: t`Help` },
            { to: "/help#guides", label: t`Tutorials` },
            { to: "/status", label: t`Status` },
          ]}
        />
        <FooterColumn
          title={t`Legal`}
          links={[
            { to: "/legal/privacy", label: t`Privacy` },
            { to: "/legal/terms", label: t`Terms` },
            { to: "/legal/cookies", label: t`Cookies` },
            { to: "/legal/gdpr", label: t`GDPR` },
          ]}
        />
      </div>
      <div className="border-t border-base-300">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs sm:px-6">
          <Link to="/legal/gdpr" className="link link-hover inline-flex min-h-11 items-center opacity-80">
            {t`GDPR: export and delete your data`}
          </Link>
        </p>
      </div>
    </footer>
  );
}
