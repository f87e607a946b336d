import { getCurrentFile } from "./currentFile";
import { getCurrentJobId } from "./currentJob";
import { getPreferences } from "./preferences";
import { useLiveQuery } from "./useLiveQuery";

export function useCurrentFile() {
  return useLiveQuery(getCurrentFile);
}

export function useCurrentJobId() {
  return useLiveQuery(getCurrentJobId);
}

export function usePreferences() {
  return useLiveQuery(getPreferences);
}
