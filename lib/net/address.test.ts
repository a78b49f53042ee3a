import { isPublicAddress } from "./address.server";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254", // loopback
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1", // private
    "100.64.0.1",
    "100.127.255.255", // carrier-grade NAT
    "169.254.169.254",
    "169.254.0.1", // link-local, cloud metadata
    "0.0.0.0",
    "0.1.2.3",
    "224.0.0.1",
    "239.255.255.250",
    "255.255.255.255",
    "192.0.2.10",
    "198.18.0.1",
    "::",
    "::1",
    "[::1]",
    "fe80::1",
    "fe80::abcd:1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "2001:db8::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:169.254.169.254",
    "::ffff:10.0.0.1",
    "::ffff:8.8.8.8", // IPv4-mapped
    "::127.0.0.1",
    "64:ff9b::7f00:1",
    "2002:7f00:1::1", // addresses that embed an IPv4 one
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["8.8.8.8", "1.1.1.1", "172.32.0.1", "172.15.255.255", "100.128.0.1", "169.255.0.1", "2606:4700:4700::1111", "2001:4860:4860::8888"])(
    "allows the public address %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it.each(["localhost", "example.com", "", "127.1", "0x7f000001", "::ffff:999.0.0.1"])("refuses %j, which is not an address literal", (value) => {
    expect(isPublicAddress(value)).toBe(false);
  });
});
