/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { CertificateCard } from "./certificate-card";

// Issue 44: an empty course's card does not say "0 lessons to go".
it("counts the lessons left, and says so plainly when the course has none", () => {
  const { rerender, container } = render(<CertificateCard complete={false} left={2} email="a@example.com" icon={null} />);
  expect(screen.getByText(/lessons to go/)).toHaveTextContent("When every lesson is done, your certificate is here to download: 2 lessons to go.");
  rerender(<CertificateCard complete={false} left={0} email="a@example.com" icon={null} />);
  expect(container).toHaveTextContent("The course has no lessons yet. Once it has, finish them all and your certificate is here to download.");
  expect(container).not.toHaveTextContent(/0 lessons? to go/);
  expect(screen.queryByRole("button", { name: /Download certificate/ })).toBeNull();
});
