// The Mirage Video step's server data, one key each (to fold into the wizard's key factory).
export const MIRAGE_QUERY_KEYS = {
  script: (characterId: string) => ["characters", characterId, "script"] as const,
};
