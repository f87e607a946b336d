import { useSearchParams } from "react-router-dom";
import { VerifyEmailView } from "../features/auth/components/VerifyEmailView";

/** /verify-email?token= from the mail, or ?email= right after registration (the pending view). */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  return <VerifyEmailView token={params.get("token")} email={params.get("email")} />;
}
