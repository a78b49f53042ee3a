/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AddSocialLinkForm } from "./add-social-link-form";
import { notify } from "@/lib/utils/notify";

jest.mock("@/lib/utils/notify", () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

it("is disabled until platform and URL are given; Enter with a blank URL toasts and sends nothing", async () => {
  const onAdd = jest.fn().mockResolvedValue(undefined);
  render(<AddSocialLinkForm onAdd={onAdd} pending={false} />);
  const button = screen.getByRole("button", { name: /Add Account/ });
  expect(button).toBeDisabled();
  await userEvent.selectOptions(screen.getByLabelText("Platform"), "tiktok");
  expect(button).toBeDisabled();
  await userEvent.type(screen.getByLabelText("Login Username/Email"), "ava{Enter}");
  expect(notify.error).toHaveBeenCalledWith("Platform and profile URL are required");
  expect(onAdd).not.toHaveBeenCalled();
});

it("sends blank optional fields as empty strings and clears the form after success", async () => {
  const onAdd = jest.fn().mockResolvedValue(undefined);
  render(<AddSocialLinkForm onAdd={onAdd} pending={false} />);
  await userEvent.selectOptions(screen.getByLabelText("Platform"), "youtube");
  await userEvent.type(screen.getByLabelText("Profile URL"), "https://youtube.com/@ava");
  await userEvent.click(screen.getByRole("button", { name: /Add Account/ }));
  expect(onAdd).toHaveBeenCalledWith({
    platform: "youtube",
    profileUrl: "https://youtube.com/@ava",
    loginName: "",
    loginPassword: "",
    followerCount: "",
    notes: "",
  });
  expect(screen.getByLabelText("Profile URL")).toHaveValue("");
});

it("is disabled while a save is pending", () => {
  render(<AddSocialLinkForm onAdd={jest.fn()} pending />);
  expect(screen.getByRole("button", { name: /Adding Account/ })).toBeDisabled();
});
