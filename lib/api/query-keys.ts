// The one TanStack Query key factory. A key is the API path it reads, in segments, so
// invalidating a parent reaches everything below it: `characters` reaches each
// `character(id)` and that character's profile, social links and posts. Features add their key
// here instead of spelling an array where they fetch.
const CHARACTERS = "/api/user/characters";
const CLIENTS = "/api/user/clients";
const JOBS = "/api/ai/jobs";

import type { GenerationJobKind as JobKind } from "@/lib/db/generated/enums";

export const queryKeys = {
  user: ["/api/user"] as const,
  purchase: ["/api/user/purchase"] as const,
  /** GET /api/user/account: Settings › Account (issue 46). */
  account: ["/api/user/account"] as const,
  characters: [CHARACTERS] as const,
  /** The characters list's pages (GET /api/user/characters?cursor=), below `characters` so invalidating it reaches them. */
  characterPages: [CHARACTERS, "pages"] as const,
  character: (characterId: string) => [CHARACTERS, characterId] as const,
  profile: (characterId: string) => [CHARACTERS, characterId, "profile"] as const,
  /** GET /api/user/characters/{id}/voice: the Voice step's saved design (decision 107). */
  voiceSettings: (characterId: string) => [CHARACTERS, characterId, "voice", "settings"] as const,
  socialLinks: (characterId: string) => [CHARACTERS, characterId, "social-links"] as const,
  posts: (characterId: string) => [CHARACTERS, characterId, "posts"] as const,
  /** GET /api/user/characters/{id}/script (the Mirage Video step's download). */
  script: (characterId: string) => [CHARACTERS, characterId, "script"] as const,
  /** GET /api/user/characters/{id}/shots (the shots Apply Composition can re-render). */
  shots: (characterId: string) => [CHARACTERS, characterId, "shots"] as const,
  /** All jobs; with a filter, the newest job of a kind (for a character): GET /api/ai/jobs?kind=&characterId= */
  jobs: (filter?: { kind: JobKind; characterId?: string }) => (filter ? ([JOBS, filter] as const) : ([JOBS] as const)),
  job: (jobId: string) => [JOBS, jobId] as const,
  voices: (model?: string) => (model ? (["/api/ai/elevenlabs/voices", model] as const) : (["/api/ai/elevenlabs/voices"] as const)),
  clients: [CLIENTS] as const,
  /** The client picker's pages (GET /api/user/clients?cursor=). */
  clientPages: [CLIENTS, "pages"] as const,
  connections: ["/api/cloud-storage/connections"] as const,
  course: ["/api/user/course"] as const,
};
