/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { PICTURE_SIZES, pictureSrcSet } from "@/lib/media/picture-widths";
import { CharacterPicture } from "./character-picture";

const ASSET = "/api/user/assets/0b0e6d2c-5a3f-4c1e-9f2a-7d1c3b5e9a10";

describe("CharacterPicture", () => {
  it("offers the stored copies with the sizes of where it is shown, the original as src", () => {
    render(<CharacterPicture src={ASSET} shownAs="gallery" alt="Shot of Mia" />);
    const img = screen.getByRole("img", { name: "Shot of Mia" });
    expect([img.getAttribute("src"), img.getAttribute("srcset"), img.getAttribute("sizes")]).toEqual([ASSET, pictureSrcSet(ASSET), PICTURE_SIZES.gallery]);
  });

  it("fetches the page's largest paint first and never lazily, and a picture below the fold lazily", () => {
    render(
      <>
        <CharacterPicture src={ASSET} shownAs="reference" priority="high" alt="high" />
        <CharacterPicture src={ASSET} shownAs="card" priority="lazy" alt="lazy" />
        <CharacterPicture src={ASSET} shownAs="card" alt="auto" />
      </>,
    );
    const attrs = (name: string) => {
      const img = screen.getByRole("img", { name });
      return { fetchpriority: img.getAttribute("fetchpriority"), loading: img.getAttribute("loading"), decoding: img.getAttribute("decoding") };
    };
    expect(attrs("high")).toEqual({ fetchpriority: "high", loading: null, decoding: null });
    expect(attrs("lazy")).toEqual({ fetchpriority: null, loading: "lazy", decoding: "async" });
    expect(attrs("auto")).toEqual({ fetchpriority: null, loading: null, decoding: "async" });
  });

  it("shows a picture the studio keeps no copies of (a provider's or data: URL) as it is", () => {
    render(<CharacterPicture src="data:image/svg+xml;base64,PHN2Zy8+" shownAs="panel" alt="demo" />);
    const img = screen.getByRole("img", { name: "demo" });
    expect([img.getAttribute("srcset"), img.getAttribute("sizes")]).toEqual([null, null]);
  });
});
