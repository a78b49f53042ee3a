/** @jest-environment jsdom */
import { renderHook } from "@testing-library/react";
import { useLeaveGuard } from "./use-leave-guard";

const leave = () => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

it("asks to confirm leaving only while there are unsaved edits", () => {
  const { rerender, unmount } = renderHook(({ active }) => useLeaveGuard(active), { initialProps: { active: false } });
  expect(leave()).toBe(false);
  rerender({ active: true });
  expect(leave()).toBe(true);
  rerender({ active: false });
  expect(leave()).toBe(false);
  rerender({ active: true });
  unmount();
  expect(leave()).toBe(false);
});
