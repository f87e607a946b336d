import { describeError } from "@client/lib/errorMessages";
import { showErrorToast, showToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import { displayName, type User } from "@shared/api/profile";
import { Camera } from "lucide-react";
import { useRef, useState } from "react";
import { useUploadAvatar } from "../api/uploadAvatar";

/** The avatar, or the name's initial, with a button to upload a new image (images only; the server checks the content). */
export function AvatarUpload({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const uploading = useUploadAvatar();
  const initial = displayName(user).charAt(0).toLocaleUpperCase();

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      setError(t`Choose an image file (PNG, JPEG, WebP or GIF).`);
      return;
    }
    setError(undefined);
    uploading.mutate(file, {
      onSuccess: () => showToast({ type: "success", description: t`Photo updated` }),
      onError: (caught) => {
        const text = describeError(i18n, caught, "avatar");
        setError(text.description);
        showErrorToast(text);
      },
    });
  };

  return (
    <div className="flex flex-col items-center gap-1">
      <div className="relative">
        {user.avatar_url ? (
          <img
            src={user.avatar_url}
            alt={t`Your avatar`}
            className="size-20 rounded-full border border-base-300 object-cover"
          />
        ) : (
          <div
            className="flex size-20 items-center justify-center rounded-full bg-primary font-semibold text-3xl text-primary-content"
            aria-hidden="true"
          >
            {initial}
          </div>
        )}
        <button
          type="button"
          className="btn btn-circle btn-sm absolute -right-3 -bottom-2 min-h-11 min-w-11"
          onClick={() => input.current?.click()}
          disabled={uploading.isPending}
          aria-label={t`Change the photo`}
        >
          {uploading.isPending ? (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          ) : (
            <Camera aria-hidden="true" className="size-4" />
          )}
        </button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="hidden"
          data-testid="avatar-input"
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </div>
      {error && <p className="max-w-40 text-center text-error text-xs">{error}</p>}
    </div>
  );
}
