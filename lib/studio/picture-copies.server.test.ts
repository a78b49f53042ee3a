import { BadRequestError } from "@/lib/api/errors";
import { PICTURE_WIDTH_MESSAGE } from "@/lib/media/picture-widths";
import { pictureWidthOf } from "./picture-copies.server";

const url = (query: string) => new URL(`http://localhost/api/user/assets/x${query}`);

describe("pictureWidthOf", () => {
  it("is the stored width asked for, or none for the original", () => {
    expect(pictureWidthOf(url("?w=320"))).toBe(320);
    expect(pictureWidthOf(url("?w=640&download=1"))).toBe(640);
    expect(pictureWidthOf(url(""))).toBeUndefined();
  });

  it("refuses any other width with a 400 that says which ones there are", () => {
    for (const query of ["?w=", "?w=480", "?w=0", "?w=-320", "?w=320.0", "?w=3e2", "?w=%20320", "?w=999999", "?w=abc"]) {
      const refused = (() => {
        try {
          pictureWidthOf(url(query));
        } catch (error) {
          return error;
        }
      })();
      expect(refused).toBeInstanceOf(BadRequestError);
      expect(refused).toMatchObject({ status: 400, message: PICTURE_WIDTH_MESSAGE });
    }
  });
});
