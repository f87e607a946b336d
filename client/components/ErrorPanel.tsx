import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** The inline error of a section: what failed, why, and (as children) the way out. */
export function ErrorPanel({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <div role="alert" className="alert alert-error alert-soft items-start">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        {description && <p className="text-sm [overflow-wrap:anywhere]">{description}</p>}
        {children}
      </div>
    </div>
  );
}
