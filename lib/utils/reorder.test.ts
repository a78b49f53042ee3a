import { moveBy, moveTo } from "./reorder";

describe("moving a module or lesson", () => {
  it("a drop on a row takes that row's place, down or up", () => {
    expect(moveTo(["a", "b", "c", "d"], "a", "c")).toEqual(["b", "c", "a", "d"]);
    expect(moveTo(["a", "b", "c", "d"], "d", "b")).toEqual(["a", "d", "b", "c"]);
  });
  it("a step up or down swaps with the neighbour and stops at the ends", () => {
    expect(moveBy(["a", "b", "c"], "b", -1)).toEqual(["b", "a", "c"]);
    expect(moveBy(["a", "b", "c"], "b", 1)).toEqual(["a", "c", "b"]);
    expect(moveBy(["a", "b", "c"], "a", -1)).toEqual(["a", "b", "c"]);
    expect(moveBy(["a", "b", "c"], "c", 1)).toEqual(["a", "b", "c"]);
  });
  it("an unknown id changes nothing", () => {
    expect(moveTo(["a", "b"], "x", "a")).toEqual(["a", "b"]);
    expect(moveBy(["a", "b"], "x", 1)).toEqual(["a", "b"]);
  });
});
