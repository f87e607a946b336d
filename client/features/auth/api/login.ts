import { apiRequest } from "@client/lib/api";
import { TokenResponse } from "@shared/api/auth";
import { useMutation } from "@tanstack/react-query";
import { signIn } from "../session";

export interface LoginInput {
  email: string;
  password: string;
  /** A code from the authenticator app or a backup code, once the server asked for it. */
  totpCode?: string;
  rememberMe: boolean;
}

export function login(input: LoginInput): Promise<TokenResponse> {
  return apiRequest("/auth/login", {
    method: "POST",
    bearer: null,
    body: {
      username: input.email,
      password: input.password,
      totp_code: input.totpCode || undefined,
      remember_me: input.rememberMe,
    },
    schema: TokenResponse,
  });
}

/** POST /auth/login; success signs in. A two_factor_required failure is the form's cue to ask for the code. */
export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: (answer) => signIn(answer.access_token) });
}
