/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { PICTURE_SIZES, pictureSrcSet } from "@/lib/media/picture-widths";
import { PublicCharacter } from "./public-character";

const page = {
  path: "/c/mia-lopez-6f1f7a",
  name: "Mia Lopez",
  headline: "Barcelona runner",
  bio: "I run at dawn.",
  headshotUrl: "/c/mia-lopez-6f1f7a/media/h",
  videoUrl: "/c/mia-lopez-6f1f7a/media/v",
  links: [{ platform: "instagram", url: "https://instagram.com/mia" }],
};

it("shows the name, headshot, headline, bio, latest video and social links", () => {
  render(<PublicCharacter page={page} />);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Mia Lopez");
  expect(screen.getByAltText("Headshot of Mia Lopez")).toHaveAttribute("src", page.headshotUrl);
  expect(screen.getByText("Barcelona runner")).toBeInTheDocument();
  expect(screen.getByText("I run at dawn.")).toBeInTheDocument();
  expect(screen.getByRole("region", { name: "Latest video" }).querySelector("video")).toHaveAttribute("src", page.videoUrl);
  expect(within(screen.getByRole("navigation", { name: "Social links" })).getByRole("link")).toHaveAttribute("href", "https://instagram.com/mia");
});

it("leaves out what the character does not have yet", () => {
  render(<PublicCharacter page={{ ...page, headshotUrl: null, videoUrl: null, links: [], bio: "" }} />);
  expect(screen.queryByRole("img")).toBeNull();
  expect(screen.queryByRole("region", { name: "Latest video" })).toBeNull();
  expect(screen.queryByRole("navigation")).toBeNull();
});

it("offers the headshot's stored copies for its 160 px box, fetched first as the page's largest paint (decision 399)", () => {
  const headshotUrl = `${page.path}/media/0b0e6d2c-5a3f-4c1e-9f2a-7d1c3b5e9a10`;
  render(<PublicCharacter page={{ ...page, headshotUrl }} />);
  const img = screen.getByAltText("Headshot of Mia Lopez");
  expect({
    src: img.getAttribute("src"),
    srcset: img.getAttribute("srcset"),
    sizes: img.getAttribute("sizes"),
    fetchpriority: img.getAttribute("fetchpriority"),
    loading: img.getAttribute("loading"),
  }).toEqual({ src: headshotUrl, srcset: `${headshotUrl}?w=320 320w, ${headshotUrl}?w=640 640w`, sizes: "160px", fetchpriority: "high", loading: null });
  expect([img.getAttribute("srcset"), img.getAttribute("sizes")]).toEqual([pictureSrcSet(headshotUrl), PICTURE_SIZES.headshot]);
});
