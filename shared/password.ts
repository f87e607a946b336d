/**
 * Password rules of spec section 5, written once for the register and change-password screens and for the server.
 * DECISIONS.md applies the change-password extras to registration too, so there is one score.
 */

export const PASSWORD_MIN_LENGTH = 12;
/** Long enough for any passphrase; bounds the work of scoring and hashing an attacker's input. */
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_MIN_SCORE = 3;
export const PASSWORD_MAX_SCORE = 5;

/** The spec's "common words" (section 5), matched anywhere, in any case. */
const COMMON_WORDS = ["password", "motdepasse", "123456", "azerty", "qwerty"];
/** Keyboard runs the spec names besides alphabetical and numerical ones. */
const KEYBOARD_RUNS = ["qwertyuiop", "azertyuiop", "asdfghjkl", "qsdfghjklm", "zxcvbnm", "wxcvbn"];
const SEQUENCE_LENGTH = 4;

export type PasswordCheck = "length" | "lowercase" | "uppercase" | "digit" | "special";
export const PASSWORD_CHECKS: readonly PasswordCheck[] = [
  "length",
  "lowercase",
  "uppercase",
  "digit",
  "special",
];

/** The register screen's checklist: each requirement and whether the password meets it. */
export function passwordChecklist(password: string): Record<PasswordCheck, boolean> {
  return {
    length: [...password].length >= PASSWORD_MIN_LENGTH,
    lowercase: /\p{Ll}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{Nd}]/u.test(password),
  };
}

/** Score 0..5 with the spec's rules: length, character kinds, common words, repeats, sequences, 16+ bonus. */
export function passwordScore(password: string): number {
  const length = [...password].length;
  const checks = passwordChecklist(password);
  const kinds = [checks.lowercase, checks.uppercase, checks.digit, checks.special].filter(Boolean).length;
  let score = 0;
  if (length >= 12) score += 2;
  else if (length >= 8) score += 1;
  if (kinds >= 3) score += 2;
  else if (kinds === 2) score += 1;
  if (containsCommonWord(password)) score -= 2;
  if (/(.)\1\1/u.test(password)) score -= 1;
  if (containsSequence(password)) score -= 1;
  if (length >= 16) score += 1;
  return Math.min(PASSWORD_MAX_SCORE, Math.max(0, score));
}

/** Message keys of the six labels (Très faible … Très fort), indexed by score. */
export const STRENGTH_LABELS = [
  "very_weak",
  "weak",
  "insufficient",
  "acceptable",
  "strong",
  "very_strong",
] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];

/** The meter's colour by score: 1-2 red, 3 warning, 4 blue, 5 green (spec section 5); 0 shows no bar. */
export type StrengthTone = "none" | "error" | "warning" | "info" | "success";
const TONES: readonly StrengthTone[] = ["none", "error", "error", "warning", "info", "success"];

export interface PasswordStrength {
  score: number;
  label: StrengthLabel;
  tone: StrengthTone;
}

export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  return { score, label: STRENGTH_LABELS[score] ?? "very_weak", tone: TONES[score] ?? "none" };
}

export type PasswordProblem = "too_short" | "too_long" | "too_weak" | "well_known";

export interface PasswordContext {
  /**
   * The verdict of `loadWellKnownPasswordCheck()` for this password, when it has been computed. The server always
   * computes it; the client passes it once the dictionary has loaded.
   */
  wellKnown?: boolean;
}

/** Why a new password is refused; an empty list means it is accepted. */
export function passwordProblems(password: string, context: PasswordContext = {}): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push("too_short");
  if (length > PASSWORD_MAX_LENGTH) problems.push("too_long");
  if (passwordScore(password) < PASSWORD_MIN_SCORE) problems.push("too_weak");
  if (context.wellKnown) problems.push("well_known");
  return problems;
}

export type WellKnownPasswordCheck = (password: string, userInputs?: readonly string[]) => boolean;

/**
 * The dictionary check (zxcvbn-ts with its common and English lists) is about 2 MB of data, so it is loaded on
 * demand: the client's bundler puts it in a chunk of its own, fetched when a password field first needs it.
 */
export async function loadWellKnownPasswordCheck(): Promise<WellKnownPasswordCheck> {
  const module = await import("./wellKnownPasswords");
  return module.isWellKnownPassword;
}

function containsCommonWord(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_WORDS.some((word) => lower.includes(word));
}

/** Four characters in a row that climb or fall by one (1234, abcd, dcba) or follow a keyboard row (qwer, azer). */
function containsSequence(password: string): boolean {
  const lower = password.toLowerCase();
  const chars = [...lower];
  for (let i = 0; i + SEQUENCE_LENGTH <= chars.length; i++) {
    const run = chars.slice(i, i + SEQUENCE_LENGTH);
    if (!run.every((c) => /[a-z0-9]/.test(c))) continue;
    const steps = run.slice(1).map((c, k) => c.charCodeAt(0) - (run[k] as string).charCodeAt(0));
    if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return true;
    const window = run.join("");
    if (KEYBOARD_RUNS.some((row) => row.includes(window))) return true;
  }
  return false;
}
