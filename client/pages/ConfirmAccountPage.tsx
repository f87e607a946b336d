import { useSearchParams } from "react-router-dom";
import { ConfirmAccountLinkView } from "../features/account/components/ConfirmAccountLinkView";

/** /confirm-account?action=delete|two_factor&token=, the link an account with no password nor two-factor gets. */
export function ConfirmAccountPage() {
  const [params] = useSearchParams();
  return <ConfirmAccountLinkView action={params.get("action")} token={params.get("token")} />;
}
