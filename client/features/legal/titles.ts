import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { LegalDocumentId } from "./content/types";

/** Page titles and tab labels of the legal texts; the texts themselves live in content/, one module per language. */
export const LEGAL_TITLES: Record<LegalDocumentId, { title: MessageDescriptor; tab: MessageDescriptor }> = {
  privacy: { title: msg`Privacy policy`, tab: msg`Privacy` },
  terms: { title: msg`Terms of use`, tab: msg`Terms` },
  cookies: { title: msg`Cookies and storage`, tab: msg`Cookies` },
  gdpr: { title: msg`Your GDPR rights`, tab: msg`GDPR` },
};
