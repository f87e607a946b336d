import { apiRequest } from "@client/lib/api";
import { type StartTranslationBody, TranslationEstimate } from "@shared/api/translate";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";

export function estimateTranslation(
  fileId: string,
  body: StartTranslationBody,
  signal?: AbortSignal,
): Promise<TranslationEstimate> {
  return apiRequest("/translate/estimate", {
    method: "POST",
    query: { file_id: fileId },
    body,
    schema: TranslationEstimate,
    signal,
  });
}

/** Choices settle before the estimate is asked again: a user typing a batch size does not send a request a key. */
const SETTLE_MS = 400;

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised value is the dependency
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return settled;
}

/**
 * What a start with these choices would send and cost (POST /translate/estimate), asked again once the choices
 * settle; the last answer stays shown while the next is on its way. `fileId` undefined: the file is not on the
 * server yet (checked offline), and there is nothing to ask.
 */
export function useEstimate(fileId: string | undefined, body: StartTranslationBody, online: boolean) {
  const settled = useSettled(body);
  return useQuery({
    queryKey: ["translate", "estimate", fileId, settled] as const,
    queryFn: ({ signal }) => estimateTranslation(fileId ?? "", settled, signal),
    enabled: Boolean(fileId) && online,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}
