// What `npm run bench:inp` measures: the seven interactions of issue 49 goal 2, each as a page to
// open, the setup that gets its control ready, and the one input that is timed. Setup goes through
// Playwright's fill() and dispatchEvent("click"): neither is a trusted key or pointer input, so the
// Event Timing API (and so web-vitals' INP) never counts them, and the page's INP is the measured
// input alone. The controls are the ones the e2e specs drive (e2e/content-calendar.spec.ts,
// e2e/course-player.spec.ts, e2e/discounts.spec.ts, e2e/admin-refunds.spec.ts, e2e/studio.spec.ts,
// e2e/wizard-controls.spec.ts).
import type { Locator, Page } from "@playwright/test";
import { dayName } from "@/lib/studio/posts/calendar-view";
import { addDays, localToday, nextMonday } from "@/lib/utils/wall-time";

/** The kind of input, matched on the blank page's button and field for the floor beside it. */
export type InputKind = "click" | "type" | "drag";
export type Session = "buyer" | "operator" | "visitor";

/** Typed at 100 ms a key, as a quick typist would: every keystroke is an interaction, INP the worst. */
export const TYPED = "weekend guides";

export type Interaction = {
  name: string;
  kind: InputKind;
  session: Session;
  path: string;
  /** Gets the control ready without a trusted input; returns what the timed input acts on. */
  ready(page: Page): Promise<Locator>;
  /** A drag's drop target. */
  drop?(page: Page): Locator;
  /** Waits, after the input, for what it does to show: a figure for an input the page ignored would flatter it. */
  done?(page: Page): Promise<unknown>;
  /** The answer the input asks the server for, awaited from before the input (a network wait: nothing runs in the page). */
  response?(page: Page): Promise<unknown>;
  /** Undoes what the timed input saved, so each run starts from the same data. */
  reset?(): Promise<void>;
};

export type Fixture = {
  characterId: string;
  lessonSlug: string;
  orderId: string;
  discountCode: string;
  resetLesson(): Promise<void>;
  resetPosts(): Promise<void>;
  resetMessages(): Promise<void>;
};

export function interactions(f: Fixture): Interaction[] {
  const wizard = (step: string) => `/user/characters/${f.characterId}?step=${step}`;
  return [
    {
      name: "typing in the profile form (Headline)",
      kind: "type",
      session: "buyer",
      path: wizard("profile"),
      ready: async (page) => page.getByLabel("Headline"),
      done: (page) => page.getByRole("button", { name: "Save Profile" }).waitFor(),
    },
    {
      name: "Add Message (wizard messages step)",
      kind: "click",
      session: "buyer",
      path: wizard("messages"),
      ready: async (page) => {
        await page.getByLabel("Custom message").fill("Sunrise at the viewpoint, worth the climb.");
        return page.getByRole("button", { name: "Add Message" });
      },
      done: (page) => page.getByTestId("saved-messages").getByRole("listitem").filter({ hasText: "Sunrise at the viewpoint, worth the climb." }).waitFor(),
      reset: f.resetMessages,
    },
    {
      name: "moving a post on the calendar (drag)",
      kind: "drag",
      session: "buyer",
      path: wizard("posts"),
      ready: async (page) => {
        // The plan starts next Monday; the calendar opens on today.
        await page.getByRole("button", { name: "Week" }).dispatchEvent("click");
        await page.getByRole("button", { name: "Next week" }).dispatchEvent("click");
        const card = page
          .getByRole("group", { name: dayName(nextMonday(localToday())) })
          .getByTestId("calendar-post")
          .first();
        await card.waitFor();
        return card;
      },
      // The Wednesday of the plan's first week.
      response: (page) => page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().includes("/posts/")),
      drop: (page) => page.getByRole("group", { name: dayName(addDays(nextMonday(localToday()), 2)) }),
      reset: f.resetPosts,
    },
    {
      name: "Next to the following wizard step",
      kind: "click",
      session: "buyer",
      path: wizard("profile"),
      ready: async (page) => page.getByRole("button", { name: "Next", exact: true }),
      done: (page) =>
        page
          .getByTestId("step-badge")
          .and(page.getByText("Variables", { exact: true }))
          .waitFor(),
    },
    {
      name: "Mark as done (course lesson)",
      kind: "click",
      session: "buyer",
      path: `/user/course/${f.lessonSlug}`,
      ready: async (page) => page.getByRole("button", { name: "Mark as done" }),
      done: (page) => page.getByRole("button", { name: "Done (press to undo)" }).waitFor(),
      reset: f.resetLesson,
    },
    {
      name: "Apply a discount code (checkout)",
      kind: "click",
      session: "visitor",
      path: "/checkout",
      ready: async (page) => {
        await page.getByRole("button", { name: "Have a code?" }).dispatchEvent("click");
        await page.getByLabel("Discount code").fill(f.discountCode);
        return page.getByRole("button", { name: "Apply" });
      },
      done: (page) => page.getByTestId("checkout-total").filter({ hasText: "Total$29.99" }).waitFor(),
    },
    {
      name: "Refund… (console order's refund form)",
      kind: "click",
      session: "operator",
      path: `/admin/orders/${f.orderId}`,
      ready: async (page) => {
        const form = page.getByRole("form", { name: "Refund" });
        await form.getByLabel(/^Amount/).fill("10");
        await form.getByLabel(/^Reason/).fill("Goodwill: the first delivery was late");
        return form.getByRole("button", { name: "Refund…" });
      },
      done: (page) => page.getByRole("button", { name: "Yes, refund $10.00" }).waitFor(),
    },
  ];
}

/** The timed input itself: a trusted click, keystrokes or a mouse drag. */
export async function act(page: Page, kind: InputKind, target: Locator, dropOn?: Locator) {
  if (kind === "click") return target.click();
  if (kind === "type") {
    await target.focus();
    return page.keyboard.type(TYPED, { delay: 100 });
  }
  // As e2e/content-calendar.spec.ts drags: small steps, past dnd-kit's 6 px start.
  await target.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const a = (await target.boundingBox())!;
  const b = (await (dropOn ?? target).boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}
