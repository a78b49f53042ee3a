import { PurchaseStatus } from "@/lib/db/generated/enums";
import { grantsAccess, PURCHASE_GRANTS_ACCESS, PURCHASE_GRANTS_ACCESS_SQL } from "./purchase-access";

describe("the one access rule", () => {
  it.each(Object.values(PurchaseStatus))("a %s purchase grants access only when it is active", (status) => {
    expect(grantsAccess({ status })).toBe(status === "active");
  });

  it("says the same in Prisma and in SQL", () => {
    expect(PURCHASE_GRANTS_ACCESS_SQL).toBe(`"status" = '${PURCHASE_GRANTS_ACCESS.status}'`);
  });
});
