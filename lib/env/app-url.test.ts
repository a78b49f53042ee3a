// Links in e-mails and OAuth redirect URIs follow the port the server listens on when APP_URL
// is unset (issue 18: started with PORT=3917, the links said localhost:3000).
export {};
type Modules = {
  appUrl: () => string;
  passwordLinkUrl: typeof import("@/lib/accounts/password-setup.server").passwordLinkUrl;
  redirectUri: typeof import("@/lib/storage/oauth.server").redirectUri;
  dropbox: typeof import("@/lib/storage/providers/providers.server").providers.dropbox;
};

const savedVars = { APP_URL: process.env.APP_URL, PORT: process.env.PORT };
function setVar(name: keyof typeof savedVars, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
afterEach(() => {
  setVar("APP_URL", savedVars.APP_URL);
  setVar("PORT", savedVars.PORT);
});

/** The modules loaded anew, so the environment (read once per process) is read again. */
async function freshModules(): Promise<Modules> {
  let modules!: Modules;
  await jest.isolateModulesAsync(async () => {
    modules = {
      appUrl: (await import("./index")).appUrl,
      passwordLinkUrl: (await import("@/lib/accounts/password-setup.server")).passwordLinkUrl,
      redirectUri: (await import("@/lib/storage/oauth.server")).redirectUri,
      dropbox: (await import("@/lib/storage/providers/providers.server")).providers.dropbox,
    };
  });
  return modules;
}

describe("the public URL", () => {
  it("with APP_URL unset, is this server on the port it listens on", async () => {
    setVar("APP_URL", undefined);
    setVar("PORT", "3917");
    const m = await freshModules();
    expect(m.appUrl()).toBe("http://localhost:3917");
    expect(m.passwordLinkUrl("t0k", "setup")).toBe("http://localhost:3917/new-password?mode=setup&token=t0k");
    expect(m.redirectUri(m.dropbox)).toBe("http://localhost:3917/api/cloud-storage/dropbox/callback");
  });

  it("is read when used, so a port stored after start-up (next start -p) still counts", async () => {
    setVar("APP_URL", undefined);
    setVar("PORT", undefined);
    const m = await freshModules();
    expect(m.appUrl()).toBe("http://localhost:3000");
    process.env.PORT = "4123"; // what next start does once it listens
    expect(m.passwordLinkUrl("t0k", "setup")).toBe("http://localhost:4123/new-password?mode=setup&token=t0k");
  });

  it("with APP_URL set, is APP_URL whatever the port", async () => {
    setVar("APP_URL", "https://studio.example.com");
    setVar("PORT", "3917");
    const m = await freshModules();
    expect(m.appUrl()).toBe("https://studio.example.com");
    expect(m.passwordLinkUrl("t0k", "setup")).toBe("https://studio.example.com/new-password?mode=setup&token=t0k");
  });
});
