import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PasswordCheck, PasswordProblem, StrengthLabel } from "@shared/password";

/** The spec's six labels (Très faible … Très fort). */
export const STRENGTH_LABEL_TEXT: Record<StrengthLabel, MessageDescriptor> = {
  very_weak: msg`Very weak`,
  weak: msg`Weak`,
  insufficient: msg`Insufficient`,
  acceptable: msg`Acceptable`,
  strong: msg`Strong`,
  very_strong: msg`Very strong`,
};

export const CHECK_TEXT: Record<PasswordCheck, MessageDescriptor> = {
  length: msg`At least 12 characters`,
  lowercase: msg`A lowercase letter`,
  uppercase: msg`An uppercase letter`,
  digit: msg`A digit`,
  special: msg`A special character`,
};

export const PROBLEM_TEXT: Record<PasswordProblem, MessageDescriptor> = {
  too_short: msg`The password needs at least 12 characters.`,
  too_long: msg`The password is too long.`,
  too_weak: msg`The password does not meet the security requirements: at least 12 characters and 3 of 4 character types, without common words or sequences.`,
  well_known: msg`This password is among the most used ones. Choose another.`,
};
