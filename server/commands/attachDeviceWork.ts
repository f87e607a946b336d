import type { Db } from "../db";
import { attachDeviceJobs } from "../jobs/repository";

/**
 * A visitor who signs in keeps their work: the files and jobs the device made before (device_id set, no account)
 * become the account's, in one transaction so a file never belongs to the account while its jobs do not. From
 * then on only the account sees them (policies/owner.ts). Work of another account is never taken.
 */
export async function attachDeviceWork(
  db: Db,
  input: { deviceId: string; userId: string },
): Promise<{ files: number; jobs: number }> {
  return db.transaction(async (trx) => {
    const files = await trx("files")
      .where({ device_id: input.deviceId })
      .whereNull("user_id")
      .update({ user_id: input.userId });
    const jobs = await attachDeviceJobs(trx, input);
    return { files, jobs };
  });
}
