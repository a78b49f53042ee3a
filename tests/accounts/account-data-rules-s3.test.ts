import { startS3StandIn, type S3StandIn } from "../stand-ins/s3";
import { accountDataRulesSuite } from "../helpers/account-data-rules";

// Issue 46's proof on the S3 media store: deletion removes every stored file of the buyer on both
// back ends. The stand-in is set up before anything reads (and caches) the environment.
let s3: S3StandIn | undefined;
beforeAll(async () => {
  s3 = await startS3StandIn();
  Object.assign(process.env, s3.env);
});
afterAll(async () => {
  await s3?.close();
});

accountDataRulesSuite();

it("ran on the S3 back end", async () => {
  const { mediaBackend } = await import("@/lib/media/media-store.server");
  expect(mediaBackend()).toBe("s3");
});
