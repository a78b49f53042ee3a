"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getJson } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { ConnectionsResponse } from "@/lib/validation/cloud-connection";

/** The user's cloud storage connections and which providers the server has credentials for. */
export function useCloudConnections() {
  const query = useQuery({
    queryKey: queryKeys.connections,
    queryFn: () => getJson<ConnectionsResponse>("/api/cloud-storage/connections") as Promise<ConnectionsResponse>,
  });
  const client = useQueryClient();
  return { ...query, refetchConnections: () => client.invalidateQueries({ queryKey: queryKeys.connections }) };
}
