/**
 * Who is asking: a visitor's device (X-Device-Id) and, once accounts exist, the signed-in user.
 * Resources carry both columns from their first migration.
 */
export interface Owner {
  deviceId: string;
  userId: string | null;
}

export interface Owned {
  device_id: string;
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
