import { type AccountMailDeps, sendLoginAlert } from "../notifications/accountMails";
import { inBackground } from "../notifications/send";
import { createSession, hasSessions, type IssuedToken, isKnownDevice } from "../sessions/repository";
import type { UserRow } from "../users/repository";
import { attachDeviceWork } from "./attachDeviceWork";

/** The device a sign-in comes from. */
export interface SigningInDevice {
  /** The caller's X-Device-Id: its visitor work becomes the account's. */
  deviceId: string | null;
  userAgent: string | null;
  ip: string | null;
}

/**
 * What every successful sign-in does (password or social): a session for the device; the device's visitor files
 * and jobs moved to the account, so the work done before signing in is kept and from then on only the account
 * sees it; and, from a device the account never used, a login alert mail (after the answer, if the user wants it).
 */
export async function signIn(
  deps: AccountMailDeps,
  user: UserRow,
  device: SigningInDevice,
  remember: boolean,
): Promise<IssuedToken> {
  const { db } = deps;
  // The first sign-in of an account is from a new device by definition; alerting on it would only be noise.
  const newDevice = (await hasSessions(db, user.id)) && !(await isKnownDevice(db, user.id, device));
  const issued = await createSession(db, { userId: user.id, ...device, remember });
  if (device.deviceId) await attachDeviceWork(db, { deviceId: device.deviceId, userId: user.id });
  if (newDevice) {
    const at = new Date();
    inBackground(deps.logger, "login alert mail", () => sendLoginAlert(deps, user, { ...device, at }));
  }
  return issued;
}
