import "@scalar/api-reference-react/style.css";
import { ApiReferenceReact } from "@scalar/api-reference-react";

/**
 * The interactive reference of GET /api/v1/openapi.json, by Scalar (a Vue app inside): its own chunk, loaded only
 * when the developers page asks for it, in the app's theme of the moment.
 */
export default function ApiReference() {
  const dark = document.documentElement.classList.contains("dark");
  return (
    <ApiReferenceReact
      configuration={{
        url: "/api/v1/openapi.json",
        hideDarkModeToggle: true,
        forceDarkModeState: dark ? "dark" : "light",
        withDefaultFonts: false,
        hideModels: true,
        layout: "modern",
        // Scalar's own services (its AI chat, its SDK and deploy offers, its telemetry) are not ours to send
        // visitors to, and the policy's connect-src would refuse them anyway.
        agent: { disabled: true },
        showDeveloperTools: "never",
        telemetry: false,
      }}
    />
  );
}
