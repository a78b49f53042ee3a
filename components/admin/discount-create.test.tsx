/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/query/query-client";
import { DiscountCreate } from "./discount-create";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const renderForm = () =>
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <DiscountCreate products={[{ id: "p", name: "Product" }]} />
    </QueryClientProvider>,
  );

it("fills the code with a generated one and recommends it for a 100 % code (issue 42)", async () => {
  renderForm();
  expect(screen.getByText(/recommended for 100 % and single-use codes/)).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText("Percent off (1-100)"), "100");
  await userEvent.type(screen.getByLabelText("Code (letters, digits, dashes)"), "FREEBIE");
  expect(screen.getByRole("note")).toHaveTextContent("use Generate a code, since a word like SPRING25 can be guessed");

  await userEvent.click(screen.getByRole("button", { name: "Generate a code" }));
  const value = (screen.getByLabelText("Code (letters, digits, dashes)") as HTMLInputElement).value;
  expect(value).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
  expect(screen.queryByRole("note")).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole("button", { name: "Generate a code" }));
  expect((screen.getByLabelText("Code (letters, digits, dashes)") as HTMLInputElement).value).not.toBe(value);
});

it("recommends it for a single-use code too", async () => {
  renderForm();
  await userEvent.type(screen.getByLabelText("Maximum redemptions (optional)"), "1");
  expect(screen.getByRole("note")).toBeInTheDocument();
});
