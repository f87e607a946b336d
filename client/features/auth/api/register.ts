import { apiRequest } from "@client/lib/api";
import { useLingui } from "@lingui/react/macro";
import { RegisterResponse } from "@shared/api/auth";
import { isInterfaceLanguage } from "@shared/locales";
import { useMutation, useQueryClient } from "@tanstack/react-query";

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
}

export function register(input: RegisterInput, language: string): Promise<RegisterResponse> {
  return apiRequest("/auth/register", {
    method: "POST",
    bearer: null,
    body: {
      name: input.name.trim() || undefined,
      email: input.email,
      password: input.password,
      interface_language: isInterfaceLanguage(language) ? language : undefined,
    },
    schema: RegisterResponse,
  });
}

/**
 * POST /auth/register, in the interface language (the language of the verification mail). The account starts
 * signed out; the device's work now belongs to it, so cached answers are refetched.
 */
export function useRegister() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => register(input, i18n.locale),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
