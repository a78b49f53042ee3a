/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { CourseTransfer } from "./course-transfer";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

// Issue 44: with lessons in the course, the import is not offered, and the page says why.
it("offers the export and says why the import waits while the course has content", () => {
  render(<CourseTransfer empty={false} />);
  expect(screen.getByRole("link", { name: /Export course/ })).toHaveAttribute("href", "/api/admin/course/export");
  expect(screen.queryByLabelText(/Import a course export/)).toBeNull();
  expect(screen.getByTestId("import-hint")).toHaveTextContent(
    "Import a course export: only into an empty course, so nothing is overwritten. Export this one first, then delete its modules to import another.",
  );
});

it("offers the import into an empty course, with no hint", () => {
  render(<CourseTransfer empty />);
  expect(screen.getByLabelText("Import a course export (.zip)")).toBeInTheDocument();
  expect(screen.queryByTestId("import-hint")).toBeNull();
});
