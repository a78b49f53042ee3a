"use client";
import { ApiError, apiRequest, type RequestOptions } from "@/lib/api/client";

/**
 * POSTs JSON to an AI endpoint and reads the answer; errors carry the server's message. Every
 * generation spends quota, so callers pass their click's Idempotency-Key (useCreateAction).
 */
export async function postAi<T>(url: string, body: unknown, request: RequestOptions): Promise<T> {
  return (await (await apiRequest("POST", url, body, request)).json()) as T;
}

/** The server's message; an answer without one names its status; anything else its own text. */
export function errorText(error: unknown) {
  if (error instanceof ApiError) return error.serverMessage ?? `The request failed (${error.status}). Please try again.`;
  return error instanceof Error ? error.message : "Something went wrong";
}
