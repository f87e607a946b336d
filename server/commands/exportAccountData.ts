import { safeZipName } from "@shared/zipEntryNames";
import { strToU8, type Zippable, zipSync } from "fflate";
import type { Db } from "../db";
import { findFileContent, findFilesOfUser } from "../files/repository";
import { listGlossaries } from "../glossaries/repository";
import { listOwnedJobs } from "../jobs/repository";
import { linkedProviders } from "../oauth/accounts";
import { presentFile } from "../presenters/file";
import { presentJob } from "../presenters/job";
import { presentSession, presentUser } from "../presenters/user";
import { listSessions } from "../sessions/repository";
import { preferencesOf, type UserRow } from "../users/repository";

/** Jobs are read in pages of this size; an account's history has no upper bound. */
const PAGE = 500;

function json(value: unknown): Uint8Array {
  return strToU8(`${JSON.stringify(value, null, 2)}\n`);
}

/**
 * GET /auth/data-export (GDPR): one zip with the account, its preferences, sessions, translation jobs and glossaries as JSON,
 * and each uploaded file's original bytes under files/<id>/<name>. No hash, secret or token is in it.
 */
export async function exportAccountData(
  db: Db,
  user: UserRow,
  currentSessionId: string,
): Promise<Uint8Array> {
  const owner = { userId: user.id, deviceId: null };
  const jobs = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await listOwnedJobs(db, owner, PAGE, offset);
    jobs.push(...page.jobs.map(presentJob));
    if (offset + PAGE >= page.total) break;
  }
  const files = await findFilesOfUser(db, user.id);
  const entries: Zippable = {
    "account.json": json({
      ...presentUser(user),
      linked_providers: await linkedProviders(db, user.id),
      exported_at: new Date().toISOString(),
    }),
    "preferences.json": json(preferencesOf(user)),
    "sessions.json": json((await listSessions(db, user.id)).map((s) => presentSession(s, currentSessionId))),
    "jobs.json": json(jobs),
    "files.json": json(files.map(presentFile)),
    "glossaries.json": json(await listGlossaries(db, user.id)),
  };
  for (const file of files) {
    entries[`files/${file.id}/${safeZipName(file.filename)}`] = [
      new Uint8Array(await findFileContent(db, file.id)),
      { level: 0 },
    ];
  }
  return zipSync(entries, { level: 6 });
}
