// A bad variable must stop start-up with a line that names it (issue 2, "Done when").
describe("startServer", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    jest.restoreAllMocks();
  });

  async function startWith(vars: Record<string, string>) {
    Object.assign(process.env, vars);
    const exit = jest.spyOn(process, "exit").mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    let thrown: unknown;
    await jest.isolateModulesAsync(async () => {
      const { startServer: start } = await import("./startup");
      await start().catch((e) => (thrown = e));
    });
    return { exit, lines: error.mock.calls.map((c) => String(c[0])), thrown };
  }

  it("stops on a malformed DATABASE_URL, naming it", async () => {
    const { exit, lines } = await startWith({ DATABASE_URL: "not-a-url" });
    expect(exit).toHaveBeenCalledWith(1);
    expect(lines).toEqual(["Invalid environment variable DATABASE_URL: must look like postgres://user:password@host:5432/database"]);
  });

  it("stops on a too-short session secret in production, naming it", async () => {
    const { exit, lines } = await startWith({
      APP_ENV: "production",
      APP_URL: "https://studio.example.com",
      DEMO_MODE: "1",
      SESSION_SECRET: "too-short",
      ENCRYPTION_KEY: Buffer.alloc(32, 1).toString("base64"),
    });
    expect(exit).toHaveBeenCalledWith(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid environment variable SESSION_SECRET: must be at least 32 characters/);
  });

  it("refuses to run a production server without the client-address hook (clients would pick their own rate-limit address)", async () => {
    // The database is not the subject here: it is ready.
    jest.doMock("@/lib/db/client.server", () => ({ ensureDatabaseReady: async () => {} }));
    jest.doMock("@/lib/media/backfill.server", () => ({ moveAssetBytesToStore: async () => 0 }));
    const { exit, lines } = await startWith({
      APP_ENV: "production",
      APP_URL: "https://app.example.com",
      DEMO_MODE: "1",
      DATABASE_URL: "postgres://app@127.0.0.1:5432/app",
      SESSION_SECRET: "s".repeat(40),
      ENCRYPTION_KEY: Buffer.alloc(32, 1).toString("base64"),
      JOB_WORKER: "off",
    });
    jest.dontMock("@/lib/db/client.server");
    jest.dontMock("@/lib/media/backfill.server");
    expect(exit).toHaveBeenCalledWith(1);
    expect(lines).toEqual([expect.stringMatching(/^Start-up failed: Start the app with `npm start`/)]);
  });
});
