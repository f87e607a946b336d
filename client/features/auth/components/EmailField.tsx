import { TextField } from "@client/components/TextField";
import { useLingui } from "@lingui/react/macro";
import type { ComponentProps } from "react";

type Props = Omit<ComponentProps<typeof TextField>, "label" | "type">;

/** The address an auth form sends a link to or signs in with; `autoComplete` is "email" unless given. */
export function EmailField(props: Props) {
  const { t } = useLingui();
  return <TextField label={t`Email`} type="email" name="email" autoComplete="email" {...props} />;
}
