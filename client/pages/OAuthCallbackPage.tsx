import type { OAuthProvider } from "@shared/api/oauth";
import { adoptAccountDefaultsOnNewDevice } from "../features/account/translateDefaults";
import { OAuthCallbackView } from "../features/auth/components/OAuthCallbackView";

const onSignedIn = () => void adoptAccountDefaultsOnNewDevice();

/** /auth/google/callback and /auth/github/callback. */
export function OAuthCallbackPage({ provider }: { provider: OAuthProvider }) {
  return <OAuthCallbackView provider={provider} onSignedIn={onSignedIn} />;
}
