import { useSearchParams } from "react-router-dom";
import { ConfirmEmailChangeView } from "../features/auth/components/ConfirmEmailChangeView";

/** /confirm-email?token=, the page of both links of an email change (approval and confirmation). */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  return <ConfirmEmailChangeView token={params.get("token")} />;
}
