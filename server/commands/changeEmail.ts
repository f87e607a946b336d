import { EMAIL_CHANGE_TTL_MS } from "../auth/emailTokens";
import { hashToken, newOpaqueToken } from "../auth/opaqueTokens";
import {
  type AccountMailDeps,
  sendEmailChangeConfirmation,
  sendEmailChangeNotice,
} from "../notifications/accountMails";
import {
  type AppliedEmailChange,
  applyPendingEmailChange,
  approvePendingEmailChange,
  findPendingEmailChange,
  setPendingEmailChange,
  type UserRow,
} from "../users/repository";

/**
 * An email change (issue 35, items 6 and 7): the account keeps its address until the link sent to the new one is
 * opened, so no account holds an address its holder has not proved, and the current address is told. A holder
 * who gave no proof with the request (no password, no two-factor) first approves it from the current address.
 */
export async function startEmailChange(
  deps: AccountMailDeps,
  user: UserRow,
  newEmail: string,
  proof: "proven" | "link",
): Promise<void> {
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + EMAIL_CHANGE_TTL_MS);
  if (proof === "link") {
    await setPendingEmailChange(deps.db, user.id, {
      email: newEmail,
      tokenHash: null,
      approvalHash: hashToken(token),
      expiresAt,
    });
    await sendEmailChangeNotice(deps, user, newEmail, token);
    return;
  }
  await setPendingEmailChange(deps.db, user.id, {
    email: newEmail,
    tokenHash: hashToken(token),
    approvalHash: null,
    expiresAt,
  });
  await sendEmailChangeConfirmation(deps, user, newEmail, token);
  await sendEmailChangeNotice(deps, user, newEmail, null);
}

export type OpenedEmailChangeLink =
  | { status: "approved"; email: string }
  | { status: "sign_in_required" }
  | AppliedEmailChange;

/**
 * Either link of an email change: the approval (from the current address) sends the confirmation link to the new
 * address; the confirmation makes the new address the account's. "gone": unknown, expired, spent or replaced.
 *
 * The confirmation works only in a browser signed in to the account that asked (`openedBy`, the caller's account):
 * otherwise someone could ask to move their own account to a victim's address, and the victim, opening the link
 * mailed to them, would give that account an address it proved, which a later Google sign-in or password reset of
 * the victim's would open (README, "Decisions taken in code"). Refused, the link stays unspent.
 */
export async function openEmailChangeLink(
  deps: AccountMailDeps,
  token: string,
  openedBy: string | null,
): Promise<OpenedEmailChangeLink> {
  const tokenHash = hashToken(token);
  const found = await findPendingEmailChange(deps.db, tokenHash);
  if (!found) return { status: "gone" };
  const { user, link } = found;
  if (link === "confirmation") {
    if (openedBy !== user.id) return { status: "sign_in_required" };
    return applyPendingEmailChange(deps.db, user.id, tokenHash);
  }
  const confirmation = newOpaqueToken();
  if (
    !user.pending_email ||
    !(await approvePendingEmailChange(deps.db, user.id, tokenHash, hashToken(confirmation)))
  )
    return { status: "gone" };
  await sendEmailChangeConfirmation(deps, user, user.pending_email, confirmation);
  return { status: "approved", email: user.pending_email };
}
