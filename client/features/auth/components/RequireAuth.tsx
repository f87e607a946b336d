import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { authAtom } from "../state";

/** Pages for signed-in users: a visitor (or a session that just ended) goes to /login and comes back after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAtomValue(authAtom);
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
