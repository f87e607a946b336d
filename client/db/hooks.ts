import { getCurrentFile } from "./currentFile";
import { getCurrentJobId } from "./currentJob";
import { useLiveQuery } from "./useLiveQuery";

export function useCurrentFile() {
  return useLiveQuery(getCurrentFile);
}

export function useCurrentJobId() {
  return useLiveQuery(getCurrentJobId);
}
