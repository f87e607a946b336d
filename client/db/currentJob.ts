import { deleteValue, readValue, writeValue } from "./database";

export const CURRENT_JOB_KEY = "currentJobId";

export function getCurrentJobId(): Promise<string | undefined> {
  return readValue<string>(CURRENT_JOB_KEY);
}

export function setCurrentJobId(jobId: string): Promise<void> {
  return writeValue(CURRENT_JOB_KEY, jobId);
}

export function clearCurrentJobId(): Promise<void> {
  return deleteValue(CURRENT_JOB_KEY);
}
