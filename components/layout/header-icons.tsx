import { LogOut, Menu, Sparkles, X } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";

// The header's icons, rendered on the server as plain SVG and handed to the (client) header as
// elements, so no icon code is part of every page's script or hydration.
export const headerIcons = {
  logo: <StaticIcon icon={Sparkles} className="size-6 text-primary" />,
  logout: <StaticIcon icon={LogOut} />,
  openMenu: <StaticIcon icon={Menu} />,
  closeMenu: <StaticIcon icon={X} />,
};

export type HeaderIcons = typeof headerIcons;
