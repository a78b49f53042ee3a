import { PurchaseStatus } from "@/lib/db/generated/enums";
import { grantsAccess, PURCHASE_GRANTS_ACCESS, PURCHASE_GRANTS_ACCESS_SQL } from "./purchase-access";

describe("the one access rule", () => {
  it.each(Object.values(PurchaseStatus))("a %s purchase grants access only when it is active and its product opens the studio", (status) => {
    expect(grantsAccess({ status, grantsAccess: true })).toBe(status === "active");
    expect(grantsAccess({ status, grantsAccess: false })).toBe(false);
  });

  it("says the same in Prisma and in SQL", () => {
    expect(PURCHASE_GRANTS_ACCESS).toEqual({ status: "active", grantsAccess: true });
    expect(PURCHASE_GRANTS_ACCESS_SQL).toBe(`"status" = '${PURCHASE_GRANTS_ACCESS.status}' AND "grantsAccess"`);
  });
});
