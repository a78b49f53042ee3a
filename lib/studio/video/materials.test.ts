import { countWords, handleFromProfileUrl } from "./materials";

it("reads a handle from the usual profile URLs and nothing from others", () => {
  expect(handleFromProfileUrl("https://instagram.com/mia.travels")).toBe("@mia.travels");
  expect(handleFromProfileUrl("https://www.tiktok.com/@mia_lopez?lang=en")).toBe("@mia_lopez");
  expect(handleFromProfileUrl("https://youtube.com/")).toBeNull();
  expect(handleFromProfileUrl("not a url")).toBeNull();
  expect(handleFromProfileUrl("https://x.com/<script>")).toBeNull();
});

it("counts words across any whitespace", () => {
  expect(countWords("  Three packing\nmistakes\tI made. ")).toBe(5);
  expect(countWords("")).toBe(0);
});
