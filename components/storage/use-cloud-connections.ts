"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getJson } from "@/lib/api/client";
import type { ConnectionsResponse } from "@/lib/validation/cloud-connection";

export const CONNECTIONS_QUERY_KEY = ["/api/cloud-storage/connections"] as const;

/** The user's cloud storage connections and which providers the server has credentials for. */
export function useCloudConnections() {
  const query = useQuery({
    queryKey: CONNECTIONS_QUERY_KEY,
    queryFn: () => getJson<ConnectionsResponse>("/api/cloud-storage/connections") as Promise<ConnectionsResponse>,
  });
  const client = useQueryClient();
  return { ...query, refetchConnections: () => client.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY }) };
}
