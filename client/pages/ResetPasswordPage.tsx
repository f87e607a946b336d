import { useSearchParams } from "react-router-dom";
import { ResetPasswordForm } from "../features/auth/components/ResetPasswordForm";

/** /reset-password?token=, the page of the mailed reset link. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  return <ResetPasswordForm token={params.get("token")} />;
}
