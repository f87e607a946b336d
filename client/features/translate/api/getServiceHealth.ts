import { DetailedHealthResponse } from "../../../../shared/api/health";
import { apiRequest } from "../../../lib/api";

export function getServiceHealth(signal?: AbortSignal): Promise<DetailedHealthResponse> {
  return apiRequest("/health/detailed", { schema: DetailedHealthResponse, signal });
}
