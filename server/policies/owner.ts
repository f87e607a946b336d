/**
 * Who is asking: a visitor's device (X-Device-Id), or a signed-in user (with the device they use, when it sent one).
 * Derived from `ctx.state.auth` by `ownerOf` (server/http/authenticate.ts). Files and jobs carry both columns, and
 * the database checks that one of them is set (migration 20261127000200).
 */
export type Owner = { deviceId: string; userId: null } | { deviceId: string | null; userId: string };

export interface Owned {
  device_id: string | null;
  user_id: string | null;
}

/**
 * A user sees what belongs to their account; a device sees what it created and no account has claimed yet.
 * Everything else is invisible: callers answer 404, never 403, so existence is not revealed.
 */
export function owns(owner: Owner, row: Owned): boolean {
  if (row.user_id !== null) return owner.userId !== null && row.user_id === owner.userId;
  return row.device_id === owner.deviceId;
}
