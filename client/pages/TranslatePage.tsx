import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useId, useRef } from "react";
import { useCurrentFile, useCurrentJobId } from "../db/hooks";
import { UploadCard } from "../features/upload/components/UploadCard";
import { useMountedHydrating } from "../lib/useHydrated";

const JobScreens = lazy(() =>
  import("./translate/JobScreens").then(({ JobScreens }) => ({ default: JobScreens })),
);

const skeleton = <div className="skeleton h-96 w-full" />;

/** No file yet: the upload card right here, whose file then opens the setup view in its place. */
function NoFile() {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section className="mx-auto max-w-lg space-y-6">
      <div className="text-center">
        <h1 className="mb-2 font-semibold text-2xl">{t`Please upload a subtitle file first.`}</h1>
        <p className="opacity-80">{t`Polysub needs a file to translate: choose it here, then the languages and the service.`}</p>
      </div>
      <UploadCard titleId={titleId} />
    </section>
  );
}

/**
 * /translate: the upload card while the device has no file, else the job's screens (JobScreens). Prerendered as a
 * first visit sees it, which hydration keeps until the device's records are read.
 */
export function TranslatePage() {
  const file = useCurrentFile();
  const jobId = useCurrentJobId();
  const prerendered = useMountedHydrating();
  const screen = !file.loaded || !jobId.loaded ? "loading" : file.value || jobId.value ? "job" : "no-file";
  // The upload card in place of a job's screens (its file removed) starts from the top, as each of them does; not
  // once the device's records are read, which would move a prerendered page already scrolled.
  const previous = useRef(screen);
  useEffect(() => {
    if (screen === "no-file" && previous.current === "job") window.scrollTo({ top: 0 });
    previous.current = screen;
  }, [screen]);

  if (screen === "loading") return prerendered ? <NoFile /> : skeleton;
  if (screen === "no-file") return <NoFile />;
  return (
    <Suspense fallback={skeleton}>
      <JobScreens file={file.value} jobId={jobId.value} />
    </Suspense>
  );
}
