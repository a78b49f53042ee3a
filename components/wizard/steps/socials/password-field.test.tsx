/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PasswordField } from "./password-field";

it("starts empty, and fetches the saved password only when Show is pressed", async () => {
  const reveal = jest.fn().mockResolvedValue("s3cret-pass");
  render(<PasswordField id="pw" hasPassword save={jest.fn()} reveal={reveal} />);
  const input = () => screen.getByRole("textbox", { hidden: true }) as HTMLInputElement;
  const field = document.getElementById("pw") as HTMLInputElement;
  expect(field.value).toBe("");
  expect(field.type).toBe("password");
  expect(reveal).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole("button", { name: "Show password" }));
  await waitFor(() => expect(input().value).toBe("s3cret-pass"));
  expect(input().type).toBe("text");
  // Hiding and showing again switches the type only: one reveal, one activity entry.
  await userEvent.click(screen.getByRole("button", { name: "Hide password" }));
  await userEvent.click(screen.getByRole("button", { name: "Show password" }));
  expect(reveal).toHaveBeenCalledTimes(1);
});

it("does not ask the server when no password is saved or the field was typed over", async () => {
  const reveal = jest.fn();
  const { unmount } = render(<PasswordField id="pw" hasPassword={false} save={jest.fn()} reveal={reveal} />);
  await userEvent.click(screen.getByRole("button", { name: "Show password" }));
  expect((document.getElementById("pw") as HTMLInputElement).type).toBe("text");
  unmount();
  render(<PasswordField id="pw" hasPassword save={jest.fn().mockResolvedValue(undefined)} reveal={reveal} />);
  await userEvent.type(document.getElementById("pw")!, "new-pass");
  await userEvent.click(screen.getByRole("button", { name: "Show password" }));
  expect((document.getElementById("pw") as HTMLInputElement).value).toBe("new-pass");
  expect(reveal).not.toHaveBeenCalled();
});
