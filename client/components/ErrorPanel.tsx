import { useLingui } from "@lingui/react/macro";
import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** The inline error of a section: what failed, why, and (as children, or a Try again button) the way out. */
export function ErrorPanel({
  title,
  description,
  onRetry,
  children,
}: {
  title: string;
  description?: string;
  /** Loads again what failed to load. */
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div role="alert" className="alert alert-error alert-soft items-start">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        {description && <p className="text-sm [overflow-wrap:anywhere]">{description}</p>}
        {children}
        {onRetry && (
          <button type="button" className="btn btn-sm mt-2 min-h-11" onClick={onRetry}>
            {t`Try again`}
          </button>
        )}
      </div>
    </div>
  );
}
