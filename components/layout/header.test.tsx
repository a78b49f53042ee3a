/** @jest-environment jsdom */
import { render, screen, within, fireEvent } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/query/query-client";
import { Header } from "./header";
import { headerIcons } from "./header-icons";
import { clearAuth, emailLocalPart } from "@/lib/auth/use-auth";
import { forgetSignedInHint, hasSignedInHint } from "@/lib/auth/signed-in-hint";
import { markBrowserSignedIn } from "@/tests/helpers/browser";

jest.mock("next/navigation", () => ({ usePathname: () => "/products" }));

function serve(routes: Record<string, { status: number; body: unknown }>) {
  global.fetch = jest.fn(async (url: string) => {
    const r = routes[url] ?? { status: 404, body: {} };
    // jsdom has no fetch Response; the app reads only these members.
    const text = JSON.stringify(r.body);
    return { ok: r.status < 300, status: r.status, statusText: "", text: async () => text, json: async () => r.body };
  }) as unknown as typeof fetch;
}

function renderHeader() {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <Header icons={headerIcons} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  forgetSignedInHint();
  clearAuth();
});

describe("Header", () => {
  it("treats a browser without the signed-in hint as a visitor without asking the server", async () => {
    serve({});
    renderHeader();
    expect(await screen.findByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth");
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("drops a signed-in hint that outlived its session", async () => {
    markBrowserSignedIn();
    serve({ "/api/user": { status: 401, body: { message: "Not authenticated" } } });
    renderHeader();
    expect(await screen.findByRole("link", { name: "Login" })).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith("/api/user", expect.anything());
    expect(hasSignedInHint()).toBe(false);
  });

  it("shows the visitor links and highlights the current route", async () => {
    serve({ "/api/user": { status: 401, body: { message: "Not authenticated" } } });
    renderHeader();
    expect(await screen.findByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Products" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
    expect(within(nav).getByRole("link", { name: "Meet Sophia" })).toHaveAttribute("href", "/sophia");
  });

  it("shows the signed-in links, the e-mail's local part and logout", async () => {
    markBrowserSignedIn();
    serve({
      "/api/user": { status: 200, body: { id: "u1", email: "jane.doe@example.com" } },
      "/api/user/purchase": { status: 200, body: { hasPurchase: true, purchase: { isCourseVariant: false, productUuid: "x" } } },
    });
    renderHeader();
    expect(await screen.findByText("jane.doe")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/user/dashboard");
    expect(within(nav).getByRole("link", { name: "Characters" })).toHaveAttribute("href", "/user/characters");
    expect(within(nav).getByRole("link", { name: "Course" })).toHaveAttribute("href", "/user/course");
    expect(screen.getByRole("link", { name: "Logout" })).toHaveAttribute("href", "/logout");
    expect(within(nav).queryByRole("link", { name: "Operator" })).toBeNull();
  });

  it("links an operator to the console; a buyer gets no such link (issue 31)", async () => {
    markBrowserSignedIn();
    serve({
      "/api/user": { status: 200, body: { id: "o1", email: "ops@example.com", isOperator: true } },
      "/api/user/purchase": { status: 200, body: { hasPurchase: false, purchase: null } },
    });
    renderHeader();
    await screen.findByText("ops");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Operator" })).toHaveAttribute("href", "/admin");
  });

  it("gives a signed-in user without a purchase no Course link (the course comes with the purchase)", async () => {
    markBrowserSignedIn();
    serve({
      "/api/user": { status: 200, body: { id: "u1", email: "new@example.com" } },
      "/api/user/purchase": { status: 200, body: { hasPurchase: false, purchase: null } },
    });
    renderHeader();
    await screen.findByText("new");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/user/dashboard");
    expect(within(nav).queryByRole("link", { name: "Course" })).toBeNull();
  });

  it("sends course-variant buyers' Dashboard link to /user/course, with no second link to the same page (issue 44)", async () => {
    markBrowserSignedIn();
    serve({
      "/api/user": { status: 200, body: { id: "u1", email: "sam@example.com" } },
      "/api/user/purchase": { status: 200, body: { hasPurchase: true, purchase: { isCourseVariant: true, productUuid: "x" } } },
    });
    renderHeader();
    await screen.findByText("sam");
    expect(await screen.findByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/user/course");
    expect(screen.queryByRole("link", { name: "Course" })).toBeNull();
    expect(screen.getAllByRole("link").filter((a) => a.getAttribute("href") === "/user/course")).toHaveLength(1);
  });

  it("opens the mobile menu and closes it on an outside click", async () => {
    serve({ "/api/user": { status: 401, body: {} } });
    renderHeader();
    fireEvent.click(await screen.findByRole("button", { name: "Open menu" }));
    expect(screen.getByRole("navigation", { name: "Mobile" })).toBeInTheDocument();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
  });
});

it("displays only the part of the e-mail before @, or User", () => {
  expect(emailLocalPart("a.b@c.d")).toBe("a.b");
  expect(emailLocalPart(undefined)).toBe("User");
  expect(emailLocalPart("")).toBe("User");
});
