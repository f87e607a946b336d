import { FormField } from "@client/components/FormField";
import { Modal } from "@client/components/Modal";
import { ModalForm } from "@client/components/ModalForm";
import { TextField } from "@client/components/TextField";
import { useFormFailure } from "@client/lib/useFormFailure";
import { useLingui } from "@lingui/react/macro";
import { CONTACT_LIMITS, GdprRequest, type GdprRequestKind } from "@shared/api/contact";
import { DATA_PROTECTION_REPLY_HOURS } from "@shared/legal";
import { isInterfaceLanguage } from "@shared/locales";
import { CircleCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { useSendGdprRequest } from "../api/sendGdprRequest";
import { type FieldProblem, fieldProblems } from "../formErrors";
import { useGdprRights } from "../hooks/useGdprRights";
import { useProblemText } from "../hooks/useProblemText";

/** The signed-in user the form is prefilled for. */
export interface Requester {
  name: string;
  email: string;
}

type GdprField = "name" | "email" | "details";

/** Where a signed-in user carries the right out at once, in the profile, instead of waiting for an answer. */
const PROFILE_SHORTCUTS: Partial<
  Record<GdprRequestKind, { to: string; kind: "download" | "delete" | "edit" }>
> = {
  access: { to: "/profile?section=security", kind: "download" },
  portability: { to: "/profile?section=security", kind: "download" },
  erasure: { to: "/profile?section=security", kind: "delete" },
  rectification: { to: "/profile", kind: "edit" },
};

function ProfileShortcut({ kind }: { kind: GdprRequestKind }) {
  const { t } = useLingui();
  const shortcut = PROFILE_SHORTCUTS[kind];
  if (!shortcut) return null;
  const label = {
    download: t`Download my data`,
    delete: t`Delete my account`,
    edit: t`Edit my profile`,
  }[shortcut.kind];
  return (
    <p className="rounded-box border border-base-300 p-3 text-sm" data-testid="gdpr-shortcut">
      {t`With your account you can do this yourself, at once:`}{" "}
      <Link to={shortcut.to} className="link link-primary">
        {label}
      </Link>
    </p>
  );
}

/**
 * One GDPR request: who asks (prefilled for a signed-in user), what it is about, and the requester's confirmation
 * that the data is theirs; sent with POST /contact/gdpr, then a confirmation of what happens next.
 */
export function GdprRequestModal({
  kind,
  requester,
  onClose,
}: {
  kind: GdprRequestKind;
  requester?: Requester;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const right = useGdprRights()[kind];
  const describeProblem = useProblemText();
  const [draft, setDraft] = useState({
    name: requester?.name ?? "",
    email: requester?.email ?? "",
    details: "",
  });
  const [confirmed, setConfirmed] = useState(false);
  // A prerendered page learns who is signed in once hydrated, which may be after the modal opened: the request is
  // prefilled then, in the fields still empty.
  const requesterName = requester?.name ?? "";
  const requesterEmail = requester?.email ?? "";
  useEffect(() => {
    setDraft((before) => ({
      ...before,
      name: before.name || requesterName,
      email: before.email || requesterEmail,
    }));
  }, [requesterName, requesterEmail]);
  const [problems, setProblems] = useState<Partial<Record<GdprField, FieldProblem>>>({});
  const { failure, fail, clear } = useFormFailure("gdpr");
  const sending = useSendGdprRequest();
  const hours = DATA_PROTECTION_REPLY_HOURS;
  const email = draft.email.trim();

  const set = (field: GdprField, value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setProblems(({ [field]: _, ...others }) => others);
  };

  const onSubmit = () => {
    clear();
    const language = isInterfaceLanguage(i18n.locale) ? i18n.locale : undefined;
    const parsed = GdprRequest.safeParse({ kind, ...draft, language });
    if (!parsed.success) {
      setProblems(fieldProblems<GdprField>(parsed.error.issues));
      return;
    }
    sending.mutate(parsed.data, { onError: fail });
  };

  return (
    <Modal
      open
      title={right.title}
      onClose={onClose}
      testId="gdpr-request"
      actions={
        sending.isSuccess && (
          <button type="button" className="btn btn-primary min-h-11" onClick={onClose}>
            {t`Close`}
          </button>
        )
      }
    >
      {sending.isSuccess ? (
        <div role="status" className="flex items-start gap-3" data-testid="gdpr-request-sent">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
          <div className="min-w-0 space-y-1">
            <p className="font-semibold">{t`Request sent`}</p>
            <p className="text-sm">
              {t`Our data protection contact answers within ${hours} hours and acts within one month at most. A confirmation is on its way to ${email}.`}
            </p>
          </div>
        </div>
      ) : (
        <ModalForm
          testId="gdpr-request-form"
          onSubmit={onSubmit}
          onCancel={onClose}
          ready={confirmed && draft.name.trim() !== "" && email !== ""}
          pending={sending.isPending}
          failure={failure}
          submitLabel={t`Send the request`}
        >
          <p>{right.about}</p>
          {requester && <ProfileShortcut kind={kind} />}
          <TextField
            label={t`Name`}
            name="name"
            autoComplete="name"
            value={draft.name}
            maxLength={CONTACT_LIMITS.name}
            onChange={(value) => set("name", value)}
            error={describeProblem(problems.name)}
          />
          <TextField
            label={t`Email`}
            name="email"
            type="email"
            autoComplete="email"
            value={draft.email}
            maxLength={CONTACT_LIMITS.email}
            onChange={(value) => set("email", value)}
            error={describeProblem(problems.email)}
            hint={t`The answer goes to this address.`}
          />
          <FormField
            label={t`What is your request about?`}
            hint={t`The data or the processing concerned, and anything that helps us find it.`}
            error={describeProblem(problems.details)}
          >
            {({ id, describedBy }) => (
              <textarea
                id={id}
                name="details"
                rows={4}
                className={`textarea w-full ${problems.details ? "textarea-error" : ""}`}
                value={draft.details}
                maxLength={CONTACT_LIMITS.message}
                aria-invalid={problems.details ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => set("details", event.target.value)}
              />
            )}
          </FormField>
          <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
            <input
              type="checkbox"
              name="confirm"
              className="checkbox mt-0.5"
              checked={confirmed}
              onChange={(event) => setConfirmed(event.target.checked)}
            />
            <span>{t`I am the person this data is about. We may ask you to prove it before acting.`}</span>
          </label>
        </ModalForm>
      )}
    </Modal>
  );
}
