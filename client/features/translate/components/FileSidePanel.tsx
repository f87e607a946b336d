import { FileFacts } from "@client/components/FileFacts";
import { FileName } from "@client/components/FileName";
import type { StoredFile } from "@client/db/types";
import { useLingui } from "@lingui/react/macro";
import { Lightbulb } from "lucide-react";
import type { ReactNode } from "react";

/** The side panel: the plan card the page passes in (features do not import each other), the file, tips. */
export function FileSidePanel({ file, id, plan }: { file: StoredFile; id: string; plan?: ReactNode }) {
  const { t } = useLingui();
  return (
    <aside id={id} aria-label={t`File details and tips`} className="space-y-4">
      {plan}
      <section className="rounded-box border border-base-300 p-4">
        <h2 className="mb-3 font-semibold">{t`File`}</h2>
        <p className="mb-3 text-sm font-medium">
          <FileName name={file.filename} />
        </p>
        <FileFacts file={file} className="!grid-cols-2" />
      </section>
      <section className="rounded-box border border-base-300 p-4">
        <h2 className="mb-3 flex items-center gap-2 font-semibold">
          <Lightbulb aria-hidden="true" className="size-4" />
          {t`Tips`}
        </h2>
        <ul className="list-disc space-y-2 pl-5 text-sm opacity-80">
          <li>{t`Describe the film or series under "More options": the AI service uses it to pick the right tone.`}</li>
          <li>
            {t`Timings and lines are kept: each speaker of a dialogue and each styled line keeps a line of its own. A line is added only where one would be too long to read.`}
          </li>
          <li>{t`If a service is unavailable, the next one takes over automatically.`}</li>
        </ul>
      </section>
    </aside>
  );
}
