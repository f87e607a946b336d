import { ForgotPasswordForm } from "../features/auth/components/ForgotPasswordForm";

export function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
