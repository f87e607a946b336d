import { useLingui } from "@lingui/react/macro";
import type { GdprRequestKind } from "@shared/api/contact";

export interface GdprRightText {
  /** The button that opens the request. */
  action: string;
  /** The request form's title. */
  title: string;
  /** What the right gives, in one sentence. */
  about: string;
}

/** The words of each right a GDPR request may invoke (articles 15 to 21). */
export function useGdprRights(): Record<GdprRequestKind, GdprRightText> {
  const { t } = useLingui();
  return {
    access: {
      action: t`Access my data`,
      title: t`Request access to my data`,
      about: t`Know what Polysub holds about you and get a copy of it.`,
    },
    rectification: {
      action: t`Correct my data`,
      title: t`Request a correction`,
      about: t`Have inaccurate or incomplete data about you corrected.`,
    },
    erasure: {
      action: t`Erase my data`,
      title: t`Request erasure`,
      about: t`Have your personal data deleted.`,
    },
    portability: {
      action: t`Take my data elsewhere`,
      title: t`Request my data in a portable format`,
      about: t`Receive the data you gave us in a machine-readable format, to pass it to another service.`,
    },
    objection: {
      action: t`Object to a processing`,
      title: t`Object to a processing`,
      about: t`Object to a processing of your data, or have it limited.`,
    },
  };
}
