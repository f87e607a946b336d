import { ErrorPanel } from "@client/components/ErrorPanel";
import { FormField } from "@client/components/FormField";
import { SubmitButton } from "@client/components/SubmitButton";
import { TextField } from "@client/components/TextField";
import { describeError } from "@client/lib/errorMessages";
import { showErrorToast, showToast } from "@client/lib/toasts";
import { useKeptBeforeHydration } from "@client/lib/useHydrated";
import { useLingui } from "@lingui/react/macro";
import {
  CONTACT_CATEGORIES,
  CONTACT_LIMITS,
  type ContactCategory,
  ContactRequest,
} from "@shared/api/contact";
import { isInterfaceLanguage } from "@shared/locales";
import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useSendContactMessage } from "../api/sendContactMessage";
import { type ContactField, type FieldProblem, fieldProblems } from "../formErrors";
import { useProblemText } from "../hooks/useProblemText";

interface Draft {
  name: string;
  email: string;
  category: ContactCategory;
  subject: string;
  message: string;
}

const EMPTY: Draft = { name: "", email: "", category: "general", subject: "", message: "" };

/** The message form (spec: name, email, category, subject, message), checked by the route's own zod schema. */
export function ContactForm() {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<ContactField, FieldProblem>>>({});
  const sending = useSendContactMessage({
    onSuccess: () => {
      setDraft(EMPTY);
      showToast({
        type: "success",
        title: t`Message sent`,
        description: t`We answer within 24 hours, Monday to Friday. A copy is on its way to your inbox.`,
      });
    },
    onError: (error) => {
      showErrorToast(describeError(i18n, error, "contact"));
    },
  });

  const categoryLabels: Record<ContactCategory, string> = {
    general: t`General question`,
    technical: t`Technical problem`,
    billing: t`Billing`,
    account: t`My account`,
    other: t`Something else`,
  };
  const describeProblem = useProblemText();
  const problemText = (field: ContactField) => describeProblem(problems[field]);
  const set = (patch: Partial<Draft>) => {
    setDraft((previous) => ({ ...previous, ...patch }));
    setProblems((previous) => {
      const next = { ...previous };
      for (const key of Object.keys(patch)) delete next[key as ContactField];
      return next;
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const language = isInterfaceLanguage(i18n.locale) ? i18n.locale : undefined;
    const parsed = ContactRequest.safeParse({ ...draft, language });
    if (!parsed.success) {
      setProblems(fieldProblems(parsed.error.issues));
      return;
    }
    sending.mutate(parsed.data);
  };
  const textField = (
    field: "name" | "email" | "subject",
    label: string,
    type: string,
    autoComplete?: string,
  ) => (
    <TextField
      className="w-full"
      label={label}
      error={problemText(field)}
      type={type}
      name={field}
      autoComplete={autoComplete}
      maxLength={CONTACT_LIMITS[field]}
      value={draft[field]}
      onChange={(value) => set({ [field]: value })}
    />
  );
  const categoryRef = useKeptBeforeHydration<HTMLSelectElement, string>(draft.category, (category) =>
    set({ category: category as ContactCategory }),
  );
  const messageRef = useKeptBeforeHydration<HTMLTextAreaElement, string>(draft.message, (message) =>
    set({ message }),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-labelledby="contact-form-title"
      data-testid="contact-form"
    >
      <h2 id="contact-form-title" className="font-semibold text-lg">
        {t`Send us a message`}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {textField("name", t`Name`, "text", "name")}
        {textField("email", t`Email`, "email", "email")}
      </div>
      <FormField className="w-full" label={t`Category`} error={problemText("category")}>
        {({ id, describedBy }) => (
          <select
            ref={categoryRef}
            id={id}
            name="category"
            className="select w-full min-h-11"
            value={draft.category}
            aria-describedby={describedBy}
            onChange={(event) => set({ category: event.target.value as ContactCategory })}
          >
            {CONTACT_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {categoryLabels[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {textField("subject", t`Subject`, "text")}
      <FormField className="w-full" label={t`Message`} error={problemText("message")}>
        {({ id, describedBy }) => (
          <textarea
            ref={messageRef}
            id={id}
            name="message"
            rows={6}
            className={`textarea w-full ${problems.message ? "textarea-error" : ""}`}
            value={draft.message}
            maxLength={CONTACT_LIMITS.message}
            aria-invalid={problems.message ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => set({ message: event.target.value })}
          />
        )}
      </FormField>
      <SubmitButton pending={sending.isPending} className="btn-primary">
        {!sending.isPending && <Send aria-hidden="true" className="size-4" />}
        {sending.isPending ? t`Sending…` : t`Send the message`}
      </SubmitButton>
      {sending.isError && (
        <ErrorPanel
          title={t`Unable to send message. Please try again or contact us directly`}
          description={describeError(i18n, sending.error, "contact").description}
        />
      )}
    </form>
  );
}
