// The operator console's sections, in nav order: the one list app/admin/layout.tsx renders.
// A new /admin section adds its line here.
export const adminNav = [
  { href: "/admin", label: "Overview", exact: true },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/customers", label: "Customers" },
  { href: "/admin/discounts", label: "Discounts" },
  { href: "/admin/leads", label: "Leads" },
  { href: "/admin/outbox", label: "Outbox" },
  { href: "/admin/products", label: "Products" },
  { href: "/admin/course", label: "Course" },
  { href: "/admin/email", label: "E-mail" },
] as const;
