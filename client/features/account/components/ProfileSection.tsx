import { ErrorPanel } from "@client/components/ErrorPanel";
import { FormField } from "@client/components/FormField";
import { SubmitButton } from "@client/components/SubmitButton";
import { TextField } from "@client/components/TextField";
import { showToast } from "@client/lib/toasts";
import { useFormFailure } from "@client/lib/useFormFailure";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { displayName, ProfileUpdate, type User } from "@shared/api/profile";
import { intlLocale } from "@shared/locales";
import { Pencil } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useUpdateProfile } from "../api/updateProfile";
import { AvatarUpload } from "./AvatarUpload";
import { CodeField } from "./CodeField";
import { CurrentPasswordField } from "./CurrentPasswordField";
import { EmailChangeNotice } from "./EmailChangeNotice";
import { PlanBadge } from "./PlanBadge";

type Field = "name" | "email" | "phone" | "company" | "website" | "address" | "bio";
type Draft = Record<Field, string>;

const FIELD_ERRORS: Record<Field, MessageDescriptor> = {
  name: msg`At most 100 characters.`,
  email: msg`Enter a valid email address.`,
  phone: msg`Enter a phone number (digits, spaces, +, -, parentheses).`,
  company: msg`At most 100 characters.`,
  website: msg`Enter a full address starting with https:// or http://.`,
  address: msg`At most 255 characters.`,
  bio: msg`At most 2000 characters.`,
};

function draftOf(user: User): Draft {
  return {
    name: user.name ?? "",
    email: user.email,
    phone: user.phone ?? "",
    company: user.company ?? "",
    website: user.website ?? "",
    address: user.address ?? "",
    bio: user.bio ?? "",
  };
}

/** The same schema as the server's, so a refused field is named before anything is sent. */
function validateDraft(draft: Draft): { update?: ProfileUpdate; invalid: Set<Field> } {
  const parsed = ProfileUpdate.safeParse(draft);
  if (parsed.success) return { update: parsed.data, invalid: new Set() };
  return { invalid: new Set(parsed.error.issues.map((issue) => issue.path[0] as Field)) };
}

/** Avatar, name, email, plan and member-since; the fields of spec section 3, read-only until 'Edit profile'. */
export function ProfileSection({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const [invalid, setInvalid] = useState<Set<Field>>(new Set());
  // The proof a new address needs (issue 35): the password, or the second factor of an account without one.
  const [currentPassword, setCurrentPassword] = useState("");
  const [code, setCode] = useState("");
  const { failure, fail, clear } = useFormFailure("profile");
  const saving = useUpdateProfile();
  const memberSince = new Intl.DateTimeFormat(intlLocale(i18n.locale), {
    month: "long",
    year: "numeric",
  }).format(new Date(user.created_at));

  const field = (name: Field) => ({
    value: draft[name],
    onChange: (value: string) => setDraft((previous) => ({ ...previous, [name]: value })),
    readOnly: !editing,
    error: invalid.has(name) ? i18n._(FIELD_ERRORS[name]) : undefined,
    name,
  });

  const changesEmail = editing && draft.email.trim().toLowerCase() !== user.email;
  const proof = user.has_password ? "password" : user.two_factor_enabled ? "code" : "approval";

  const cancel = () => {
    setDraft(draftOf(user));
    setCurrentPassword("");
    setCode("");
    setInvalid(new Set());
    clear();
    setEditing(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateDraft(draft);
    setInvalid(result.invalid);
    clear();
    if (!result.update) return;
    const update = changesEmail
      ? {
          ...result.update,
          current_password: proof === "password" ? currentPassword : undefined,
          totp_code: proof === "code" ? code : undefined,
        }
      : result.update;
    saving.mutate(update, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        setCurrentPassword("");
        setCode("");
        setEditing(false);
        const waiting = changesEmail ? saved.email_change : null;
        showToast({
          type: "success",
          description: !waiting
            ? t`Profile saved.`
            : waiting.waiting_for === "approval"
              ? t`Profile saved. Approve the new address with the link we sent to ${saved.email}.`
              : t`Profile saved. Confirm the new address with the link we sent to ${waiting.email}.`,
        });
      },
      onError: fail,
    });
  };

  return (
    <section aria-labelledby="profile-title" className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <AvatarUpload user={user} />
        <div className="min-w-0 flex-1">
          <h2 id="profile-title" className="truncate font-semibold text-xl">
            {displayName(user)}
          </h2>
          <p className="truncate text-sm opacity-80">{user.email}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <PlanBadge plan={user.plan} />
            <span className="opacity-80">{t`Member since ${memberSince}`}</span>
          </p>
        </div>
      </div>

      <EmailChangeNotice user={user} />

      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="profile-form">
        {failure && <ErrorPanel {...failure} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t`Full name`} autoComplete="name" maxLength={100} {...field("name")} />
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            hint={editing ? t`A new address becomes yours once you open the link we send to it.` : undefined}
            {...field("email")}
          />
          {changesEmail && proof === "password" && (
            <CurrentPasswordField
              label={t`Current password`}
              value={currentPassword}
              onChange={setCurrentPassword}
            />
          )}
          {changesEmail && proof === "code" && <CodeField value={code} onChange={setCode} allowBackup />}
          {changesEmail && proof === "approval" && (
            <p className="self-end text-sm" data-testid="email-change-approval-hint">
              {t`We will first send a link to ${user.email} to approve the change.`}
            </p>
          )}
          <TextField label={t`Phone`} type="tel" autoComplete="tel" {...field("phone")} />
          <TextField label={t`Company`} autoComplete="organization" {...field("company")} />
          <TextField
            label={t`Website`}
            type="url"
            autoComplete="url"
            placeholder="https://"
            {...field("website")}
          />
          <TextField label={t`Address`} autoComplete="street-address" {...field("address")} />
        </div>
        <FormField label={t`Bio`} error={invalid.has("bio") ? i18n._(FIELD_ERRORS.bio) : undefined}>
          {({ id, describedBy }) => (
            <textarea
              id={id}
              className={`textarea w-full read-only:border-transparent read-only:bg-base-200 ${invalid.has("bio") ? "textarea-error" : ""}`}
              rows={4}
              value={draft.bio}
              readOnly={!editing}
              aria-invalid={invalid.has("bio") ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => setDraft((previous) => ({ ...previous, bio: event.target.value }))}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          {editing ? (
            <>
              <SubmitButton pending={saving.isPending} className="btn-primary">
                {saving.isPending ? t`Saving…` : t`Save`}
              </SubmitButton>
              <button type="button" className="btn min-h-11" onClick={cancel} disabled={saving.isPending}>
                {t`Cancel`}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="btn min-h-11"
              onClick={() => setEditing(true)}
              data-testid="edit-profile"
            >
              <Pencil aria-hidden="true" className="size-4" />
              {t`Edit profile`}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
