import {
  type AnalysisFailure,
  analysisErrorMessage,
  analysisRetryDelay,
  analyzeProductResponseSchema,
  type ProductAnalysis,
} from "@reelsmith/contract/product";
import { useMutation } from "@tanstack/react-query";
import { ApiError, api, NetworkError, TimeoutError } from "@/lib/api-client";

/** An analysis that failed: the failure kind (for the retry policy) and the spec's message. */
export class AnalysisError extends Error {
  override name = "AnalysisError";
  constructor(readonly failure: AnalysisFailure) {
    super(analysisErrorMessage(failure));
  }
}

/** An analysis names the product (not only blanks), describes it and lists its images. */
const analysisSchema = analyzeProductResponseSchema.refine((d) => d.product_name.trim() !== "");

/** The spec words the other messages by HTTP status, which a proxy's answer without a code has too. */
function failureOf(error: unknown): AnalysisFailure {
  if (error instanceof ApiError) return error.code === "INVALID_PRODUCT_DATA" ? "invalid" : error.status;
  if (error instanceof NetworkError || error instanceof TimeoutError) return "network";
  return 0;
}

export interface AnalyzeOptions {
  /** Called before each retry with its number (1-3) and its delay. */
  onRetry?: (retry: number, delayMs: number) => void;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POST analyze-product, retried up to 3 times after 2 s, 4 s and 8 s on 503, 429 or a
 * network error only; every failure is an AnalysisError with the spec's message.
 */
export async function analyzeProduct(
  input: { url: string; language: string },
  { onRetry, sleep = wait }: AnalyzeOptions = {},
): Promise<ProductAnalysis> {
  for (let attempt = 0; ; attempt++) {
    let data: unknown;
    try {
      data = await api.post<unknown>("/api/functions/analyze-product", input);
    } catch (error) {
      const failure = failureOf(error);
      const delay = analysisRetryDelay(failure, attempt);
      if (delay === null) throw new AnalysisError(failure);
      onRetry?.(attempt + 1, delay);
      await sleep(delay);
      continue;
    }
    const parsed = analysisSchema.safeParse(data);
    if (!parsed.success) throw new AnalysisError("invalid");
    return parsed.data;
  }
}

export function useAnalyzeProduct(options: AnalyzeOptions = {}) {
  return useMutation({
    mutationFn: (input: { url: string; language: string }) => analyzeProduct(input, options),
  });
}
