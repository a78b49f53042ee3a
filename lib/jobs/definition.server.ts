import "server-only";
import type { z } from "zod";
import type { GenerationJobKind, Prisma } from "@/lib/db/generated/client";
import type { QuotaKind } from "@/lib/policy/limits";
import { CHARACTER_NOT_FOUND, ownedCharacter } from "@/lib/auth/ownership.server";

// The shape of one kind of generation job (decision 103). Every kind states, in its own file
// under ./kinds and listed once in ./definitions.ts: what a buyer sends, what the job keeps,
// which daily quota it spends, what it does and what it answers.

/**
 * An asset a job made: a provider URL, copied into the media store when the job completes
 * (decision 129), or a file the job has already put in the store itself (a rendered video).
 */
export type JobAsset =
  | { kind: string; url: string; meta: Prisma.InputJsonValue }
  | { kind: string; stored: { assetId: string; storageKey: string; size: number; contentType: string }; meta: Prisma.InputJsonValue };

/** What a finished job leaves: its result, the assets it made, and a line of Recent Activity. */
export type JobOutcome<Result extends Prisma.InputJsonValue = Prisma.InputJsonValue> = {
  result: Result;
  assets: JobAsset[];
  /** Set by a job that makes the character's reference image. */
  referenceImageUrl?: string;
  activity: string;
};

export type JobContext = {
  userId: string;
  characterId: string | null;
  /** Records progress (0-100) and renews the job's lease; throws once the job is cancelled or claimed elsewhere. */
  progress(percent: number): Promise<void>;
  /** Aborted when the buyer cancels the job or this claim is lost: a long job (a render) stops its work. */
  signal: AbortSignal;
};

type Request = z.ZodType<{ characterId?: string | undefined }>;

export type JobSpec<K extends GenerationJobKind, Req extends Request, In extends z.ZodType, Result extends Prisma.InputJsonValue> = {
  kind: K;
  /** The body of POST /api/ai/jobs for this kind (besides `kind`). */
  request: Req;
  /** What the job row keeps; read back with this schema before the job runs. */
  input: In;
  /** The daily quota one job of this kind spends (decision 098). */
  quota: QuotaKind;
  /** An operator's job (a lesson video's transcode): it runs although its user holds no purchase. */
  runsWithoutPurchase?: boolean;
  /** The stored input from a request, with the server's own lookups (references, saved steps). */
  prepare(userId: string, request: z.output<Req>): Promise<z.input<In>>;
  run(input: z.output<In>, context: JobContext): Promise<JobOutcome<Result>>;
  /** What a running job is doing, for its progress bar. */
  stage(progress: number, input: z.output<In>): string;
};

/**
 * A kind's definition plus the two steps every kind shares: turning a request into the row's
 * input (after checking the character is the buyer's), and running from the row's input.
 */
export function defineJob<K extends GenerationJobKind, Req extends Request, In extends z.ZodType, Result extends Prisma.InputJsonValue>(
  spec: JobSpec<K, Req, In, Result>,
) {
  return {
    ...spec,
    /** Parses a request, checks the character is the buyer's, and builds what the job keeps. */
    async accept(userId: string, body: unknown): Promise<{ characterId: string | null; input: Prisma.InputJsonValue }> {
      const request = spec.request.parse(body);
      if (request.characterId) await ownedCharacter(userId, request.characterId, CHARACTER_NOT_FOUND);
      const input = await spec.prepare(userId, request);
      return { characterId: request.characterId ?? null, input: input as Prisma.InputJsonValue };
    },
    /** Runs the job from its stored input; an input that no longer fits the schema is an error. */
    async runStored(stored: Prisma.JsonValue, context: JobContext): Promise<JobOutcome<Result>> {
      return spec.run(spec.input.parse(stored), context);
    },
    stageOf(progress: number, stored: Prisma.JsonValue): string {
      const input = spec.input.safeParse(stored);
      return input.success ? spec.stage(progress, input.data) : "Generating";
    },
  };
}

/** Any kind's definition, as the queue and the endpoints use it. */
export type JobDefinition = ReturnType<typeof defineJob<GenerationJobKind, Request, z.ZodType, Prisma.InputJsonValue>>;
