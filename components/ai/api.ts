"use client";
import { apiRequest, serverMessage } from "@/lib/api/client";

/** POSTs JSON to an AI endpoint and reads the answer; errors carry the server's message. */
export async function postAi<T>(url: string, body: unknown): Promise<T> {
  return (await (await apiRequest("POST", url, body)).json()) as T;
}

export function errorText(error: unknown) {
  return serverMessage(error) ?? (error instanceof Error ? error.message : "Something went wrong");
}
