import { wantsNotification } from "@shared/api/profile";
import type { Db } from "../db";
import { findJob } from "../jobs/repository";
import { jobSignals } from "../jobs/signals";
import { appLinks } from "../mail/links";
import { languageName } from "../mail/render";
import { findUserById, preferencesOf } from "../users/repository";
import { inBackground, type MailDeps, mailLanguage, sendToUser } from "./send";

export interface JobMailDeps extends MailDeps {
  db: Db;
}

/**
 * "Translation finished": when a job of an account completes or fails, its owner gets a mail with the file name,
 * the languages and a link to the result, unless their preferences turn it off. A visitor's job has nobody to mail.
 * Returns whether a mail was sent.
 */
export async function sendJobFinishedMail(deps: JobMailDeps, jobId: string): Promise<boolean> {
  const job = await findJob(deps.db, jobId);
  if (!job?.user_id || (job.status !== "completed" && job.status !== "failed")) return false;
  const user = await findUserById(deps.db, job.user_id);
  if (!user || !wantsNotification(preferencesOf(user), "translation_finished")) return false;
  const language = mailLanguage(user);
  await sendToUser(deps, user, "translation_finished", {
    filename: job.original_filename,
    source: languageName(job.source_language, language),
    target: languageName(job.target_language, language),
    status: job.status,
    error: job.error_message,
    link: appLinks(deps.config.appUrl).job(job.id),
  });
  return true;
}

/** Mails the owner of each job this process finishes, until the returned function is called. */
export function startJobMails(deps: JobMailDeps): () => void {
  return jobSignals.onFinished((jobId) =>
    inBackground(deps.logger, "translation finished mail", () => sendJobFinishedMail(deps, jobId)),
  );
}
