import { showToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router-dom";
import { logoutOnServer } from "../api/logout";
import { currentToken, endSession } from "../session";

/**
 * Logout as spec section 4 says: the state is cleared at once, the server is told in the background (a failure
 * changes nothing here), then /login with an info toast.
 */
export function useLogout() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return () => {
    const token = currentToken();
    endSession();
    if (token) void logoutOnServer(token).catch(() => undefined);
    showToast({ type: "info", description: t`You have been signed out successfully.` });
    navigate("/login");
  };
}
