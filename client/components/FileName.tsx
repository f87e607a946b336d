import { Fragment } from "react";

/** The places a file name may wrap: after each dot, dash and underscore, the separators of release names. */
function breakableParts(name: string): string[] {
  return name.split(/(?<=[._-])/);
}

/**
 * A file name as shown anywhere in the app: it wraps after its separators ("Miami.Vice.2006…" breaks between the
 * parts, not inside "Vice"), and only a part wider than its box is cut, where it must.
 */
export function FileName({ name }: { name: string }) {
  return (
    <span className="[overflow-wrap:anywhere]">
      {breakableParts(name).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name never move.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
