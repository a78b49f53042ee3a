import { parseEnv } from "./schema";
import { demoBannerText } from "./demo";

// Issue 29 item 10: the banner says which parts of the shop are a demo.
const keys = { OPENAI_API_KEY: "sk-x", LEONARDO_API_KEY: "leo-x", ELEVENLABS_API_KEY: "el-x" };

describe("demoBannerText", () => {
  it("names the payments and every AI part that runs on samples", () => {
    expect(demoBannerText(parseEnv({ DEMO_MODE: "1", ...keys }))).toBe("Demo: no real payments");
    expect(demoBannerText(parseEnv({ DEMO_MODE: "1" }))).toBe("Demo: no real payments; sample AI text, images and voices");
    expect(demoBannerText(parseEnv({ DEMO_MODE: "1", ...keys, LEONARDO_API_KEY: "" }))).toBe("Demo: no real payments; sample AI images");
    expect(demoBannerText(parseEnv({ AI_DEMO: "1", ...keys, OPENAI_API_KEY: "", ELEVENLABS_API_KEY: "" }))).toBe("Demo: sample AI text and voices");
  });

  it("is nothing when no demo was declared, or nothing declared runs on samples", () => {
    expect(demoBannerText(parseEnv({}))).toBeNull();
    expect(demoBannerText(parseEnv({ AI_DEMO: "1", ...keys }))).toBeNull();
  });
});
