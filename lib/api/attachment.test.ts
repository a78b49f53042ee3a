import { attachmentHeader } from "./attachment";

it("gives an ASCII fallback and the exact UTF-8 name", () => {
  expect(attachmentHeader('Zoë "Z" draft video.mp4')).toBe(
    `attachment; filename="Zo_ _Z_ draft video.mp4"; filename*=UTF-8''Zo%C3%AB%20%22Z%22%20draft%20video.mp4`,
  );
});
