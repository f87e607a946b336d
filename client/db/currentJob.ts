import { deleteValue, readValue, writeValue } from "./database";

const KEY = "currentJobId";

export function getCurrentJobId(): Promise<string | undefined> {
  return readValue<string>(KEY);
}

export function setCurrentJobId(jobId: string): Promise<void> {
  return writeValue(KEY, jobId);
}

export function clearCurrentJobId(): Promise<void> {
  return deleteValue(KEY);
}
