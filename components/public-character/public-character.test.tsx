/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
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
