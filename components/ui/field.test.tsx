/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { Field } from "./field";
import { Input } from "./input";

it("labels its control and reads the hint with it", () => {
  render(
    <Field id="niche" label="Niche" hint="Pick a popular niche or type your own.">
      <Input id="niche" />
      <datalist id="niches" />
    </Field>,
  );
  const input = screen.getByLabelText("Niche");
  expect(input).toHaveAccessibleDescription("Pick a popular niche or type your own.");
  expect(input).not.toHaveAttribute("aria-invalid");
});

it("marks its control invalid and reads the error instead of the hint", () => {
  render(
    <Field id="email" label="Email" hint="We never share it." error="Please enter a valid email address">
      <Input id="email" />
    </Field>,
  );
  const input = screen.getByLabelText("Email");
  expect(input).toHaveAttribute("aria-invalid", "true");
  expect(input).toHaveAccessibleDescription("Please enter a valid email address");
  expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address");
  expect(screen.queryByText("We never share it.")).toBeNull();
});
