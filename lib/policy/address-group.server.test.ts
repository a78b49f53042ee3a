import { addressGroup } from "./address-group.server";

describe("addressGroup", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["local", "local"],
    ["2001:db8:42:7::1", "2001:db8:42:7::/64"],
    ["2001:0db8:0042:0007:ffff:ffff:ffff:fffe", "2001:db8:42:7::/64"],
    ["[2001:db8:42:7:1:2:3:4]", "2001:db8:42:7::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::ffff:cb00:7107", "203.0.113.7"],
    ["64:ff9b::203.0.113.7", "64:ff9b:0:0::/64"],
  ])("%s → %s", (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });

  it("puts every address of one /64 in one group and the next /64 in another", () => {
    const one = new Set(Array.from({ length: 50 }, (_, i) => addressGroup(`2001:db8:1:2:${i.toString(16)}:${(i * 7).toString(16)}::9`)));
    expect([...one]).toEqual(["2001:db8:1:2::/64"]);
    expect(addressGroup("2001:db8:1:3::9")).not.toBe(addressGroup("2001:db8:1:2::9"));
  });
});
