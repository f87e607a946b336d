import { Modal } from "@client/components/Modal";
import { showToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { CopyButton } from "./CopyButton";

/** The 10 backup codes, shown once: hidden until asked, each copied by a click, all at once by a button. */
export function BackupCodesModal({ codes, onClose }: { codes: string[] | undefined; onClose: () => void }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const list = codes ?? [];

  const copyOne = (code: string) =>
    navigator.clipboard
      .writeText(code)
      .then(() => showToast({ type: "success", description: t`Copied to the clipboard.` }))
      .catch(() => undefined);

  return (
    <Modal
      open={codes !== undefined}
      onClose={onClose}
      title={t`Your backup codes`}
      actions={
        <button
          type="button"
          className="btn btn-primary min-h-11"
          onClick={onClose}
          data-testid="backup-codes-done"
        >
          {t`I have saved my codes`}
        </button>
      }
    >
      <p className="mb-2">{t`Two-factor authentication is on.`}</p>
      <p className="mb-4 text-sm opacity-80">
        {t`If you lose your phone, each of these codes signs you in once. Keep them somewhere safe: they are not shown again.`}
      </p>
      <ul className="grid grid-cols-2 gap-2" data-testid="backup-codes">
        {list.map((code) => (
          <li key={code}>
            <button
              type="button"
              className="btn btn-ghost btn-sm min-h-11 w-full font-mono tabular-nums"
              onClick={() => copyOne(code)}
              aria-label={shown ? t`Copy ${code}` : t`Copy a hidden code`}
            >
              {shown ? code : "••••••••"}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-sm min-h-11"
          onClick={() => setShown((value) => !value)}
          aria-pressed={shown}
        >
          {shown ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
          {shown ? t`Hide the codes` : t`Show the codes`}
        </button>
        <CopyButton text={list.join("\n")} label={t`Copy all the codes`}>
          {t`Copy all`}
        </CopyButton>
      </div>
    </Modal>
  );
}
