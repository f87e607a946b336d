import { Modal } from "@client/components/Modal";
import { ModalForm } from "@client/components/ModalForm";
import { showToast } from "@client/lib/toasts";
import { useFormFailure } from "@client/lib/useFormFailure";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useDisableTwoFactor } from "../api/twoFactor";
import { CodeField, isCompleteCode } from "./CodeField";
import { CurrentPasswordField } from "./CurrentPasswordField";

/** Turning two-factor off takes a current code (or a backup code) and the password. */
export function TwoFactorDisableModal({
  open,
  onClose,
  hasPassword,
}: {
  open: boolean;
  onClose: () => void;
  hasPassword: boolean;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const { failure, fail, clear } = useFormFailure("twoFactorDisable");
  const disabling = useDisableTwoFactor();
  const ready = isCompleteCode(code, true) && (!hasPassword || password !== "");

  const close = () => {
    setCode("");
    setPassword("");
    clear();
    onClose();
  };

  const onSubmit = () => {
    clear();
    disabling.mutate(
      { token: code, password: hasPassword ? password : undefined },
      {
        onSuccess: () => {
          showToast({ type: "success", description: t`Two-factor authentication is off.` });
          close();
        },
        onError: fail,
      },
    );
  };

  return (
    <Modal open={open} onClose={close} title={t`Turn off two-factor authentication`}>
      <ModalForm
        testId="two-factor-disable"
        onSubmit={onSubmit}
        onCancel={close}
        ready={ready}
        pending={disabling.isPending}
        failure={failure}
        submitLabel={t`Turn off`}
        submitClassName="btn-error"
      >
        <p>{t`Sign-in will then ask only for your password.`}</p>
        <CodeField value={code} onChange={setCode} allowBackup />
        {hasPassword && <CurrentPasswordField value={password} onChange={setPassword} />}
      </ModalForm>
    </Modal>
  );
}
