import { formatStorage } from "./storage-format";

it("writes storage figures as the dashboard shows them", () => {
  expect(formatStorage(0)).toBe("0 B");
  expect(formatStorage(512)).toBe("512 B");
  expect(formatStorage(350 * 1024 ** 2)).toBe("350 MB");
  expect(formatStorage(1.2 * 1024 ** 3)).toBe("1.2 GB");
  expect(formatStorage(2 * 1024 ** 3)).toBe("2 GB");
});
