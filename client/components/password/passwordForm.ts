import {
  PASSWORD_MAX_SCORE,
  type PasswordProblem,
  passwordProblems,
  type StrengthTone,
} from "@shared/password";

/** The 5-bar meter: as many bars lit as the score, all in the score's tone (spec section 5). */
export function meterBars(score: number, tone: StrengthTone): StrengthTone[] {
  return Array.from({ length: PASSWORD_MAX_SCORE }, (_, index) => (index < score ? tone : "none"));
}

export type ConfirmProblem = "mismatch";

export interface NewPasswordErrors {
  password?: PasswordProblem;
  confirm?: ConfirmProblem;
}

/**
 * What stops a new password with its confirmation, first problem per field. `wellKnown` is the dictionary's
 * verdict once loaded; until then only the spec's rules apply and the server has the last word.
 */
export function newPasswordErrors(password: string, confirm: string, wellKnown?: boolean): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const [problem] = passwordProblems(password, { wellKnown });
  if (problem) errors.password = problem;
  if (confirm !== password) errors.confirm = "mismatch";
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some((value) => value !== undefined);
}
