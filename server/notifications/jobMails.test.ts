import { createAccount, signedIn } from "@test/helpers/accounts";
import { uploadFixture } from "@test/helpers/api";
import { buildFile, buildJob } from "@test/helpers/factories";
import { readOutbox, waitForMails } from "@test/helpers/outbox";
import { buildSrt } from "@test/helpers/subtitles";
import { jobsHarnessPerTest, startJob, waitForJob } from "@test/jobs/harness";
import { afterEach, describe, expect, it } from "vitest";
import { updatePreferences } from "../users/repository";
import { sendJobFinishedMail, startJobMails } from "./jobMails";

const startHarness = jobsHarnessPerTest();
let stopMails: (() => void) | undefined;
// Registered after the harnesses' hook, so it runs before they close (Vitest runs after-hooks last first).
afterEach(() => {
  stopMails?.();
});

const SRT = buildSrt([
  { start: 0, end: 1000, text: "Good evening." },
  { start: 1500, end: 3000, text: "The train leaves at noon." },
]);

describe("translation finished mail", () => {
  it("mails the owner when the worker completes a job of the account, with the file, languages and a link", async () => {
    const harness = await startHarness({ services: ["deepl"], worker: false });
    const { server } = harness;
    stopMails = startJobMails(server.deps);
    // DeepL comes with a paid plan.
    const account = await createAccount(server, { interfaceLanguage: "en", plan: "premium" });
    const client = await signedIn(server, account);
    const file = await uploadFixture(server, "evening.srt", SRT, client);
    const job = await startJob(client, file.file_id, { service: "deepl" });
    harness.startWorker();
    expect((await waitForJob(client, job.job_id)).status).toBe("completed");
    const [mail] = await waitForMails(server.config.dataDir, account.email, { kind: "translation_finished" });
    expect(mail?.subject).toBe("Your translation of evening.srt is ready");
    expect(mail?.text).toContain("from English to French");
    expect(mail?.text).toContain(`/history?job=${job.job_id}`);
    expect(mail?.text).toContain("/profile?section=notifications");
    // One mail per job, not one per batch or per status read.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mails = (await readOutbox(server.config.dataDir)).filter((m) =>
      m.file.includes("-translation_finished-"),
    );
    expect(mails).toHaveLength(1);
  });

  it("says a job failed and why, in the user's language; sends nothing when turned off or for a visitor", async () => {
    const harness = await startHarness({ services: [], worker: false });
    const { server } = harness;
    const account = await createAccount(server, { interfaceLanguage: "fr" });
    const device = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
    const fileId = await buildFile(server.db, { deviceId: device, userId: account.user.id });
    const jobId = await buildJob(server.db, fileId, { deviceId: device, userId: account.user.id });
    await server
      .db("translation_jobs")
      .where({ id: jobId })
      .update({ status: "failed", error_message: "Quota épuisé" });
    expect(await sendJobFinishedMail(server.deps, jobId)).toBe(true);
    const [mail] = await waitForMails(server.config.dataDir, account.email, { kind: "translation_finished" });
    expect(mail?.subject).toContain("a.srt");
    expect(mail?.text).toContain("Quota épuisé");
    expect(mail?.text).toContain("anglais");

    await updatePreferences(server.db, account.user.id, { translation_finished: false });
    expect(await sendJobFinishedMail(server.deps, jobId)).toBe(false);
    await updatePreferences(server.db, account.user.id, {
      translation_finished: true,
      email_notifications: false,
    });
    expect(await sendJobFinishedMail(server.deps, jobId)).toBe(false);

    const visitorFile = await buildFile(server.db, { deviceId: device });
    const visitorJob = await buildJob(server.db, visitorFile, { deviceId: device });
    await server.db("translation_jobs").where({ id: visitorJob }).update({ status: "completed" });
    expect(await sendJobFinishedMail(server.deps, visitorJob)).toBe(false);
    const pendingJob = await buildJob(server.db, fileId, { deviceId: device, userId: account.user.id });
    expect(await sendJobFinishedMail(server.deps, pendingJob)).toBe(false);
  });
});
