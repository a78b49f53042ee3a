import { sanitizeFileName } from "./file-name";

// Moved from tests/admin/admin-deliveries.test.ts with the helper (issue 43): deliveries, lesson files
// and lesson videos all store names through it.
it("file names are made safe to store, show and zip", () => {
  expect(sanitizeFileName("..\\..\\evil/.hidden.PNG")).toBe("hidden.png");
  expect(sanitizeFileName('a<b>:"c|d?*.jpg')).toBe("a_b___c_d__.jpg");
  expect(sanitizeFileName("line\nbreak.png")).toBe("line_break.png");
  expect(sanitizeFileName("...")).toBe("file");
  expect(sanitizeFileName(`${"x".repeat(300)}.mp4`)).toHaveLength(100);
});
