import type { Db } from "../db";
import { deleteJobsOfUser } from "../jobs/repository";
import { deleteUser, findUserById } from "../users/repository";

/**
 * Deletes an account with everything it owns, in one transaction. Files and jobs have no foreign key to users
 * (adding one to existing tables is not portable on SQLite), so they are deleted here; sessions, email tokens,
 * backup codes and linked identities go with the user row (ON DELETE CASCADE). Returns the avatar path, if any,
 * for the caller to remove from disk once the transaction has committed.
 */
export async function deleteAccount(
  db: Db,
  userId: string,
): Promise<{ deleted: boolean; avatarPath: string | null }> {
  return db.transaction(async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user) return { deleted: false, avatarPath: null };
    await deleteJobsOfUser(trx, userId);
    await trx("files").where({ user_id: userId }).delete();
    await deleteUser(trx, userId);
    return { deleted: true, avatarPath: user.avatar_path };
  });
}
