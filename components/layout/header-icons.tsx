import { LogOut, Menu, Sparkles, X } from "lucide-react";

// The header's icons, rendered on the server and handed to the (client) header as elements, so
// the icon library's code is not part of every page's script.
export const headerIcons = {
  logo: <Sparkles className="size-6 text-primary" aria-hidden />,
  logout: <LogOut aria-hidden />,
  openMenu: <Menu aria-hidden />,
  closeMenu: <X aria-hidden />,
};

export type HeaderIcons = typeof headerIcons;
