import type { Metadata } from "next";
import { geistSans } from "./geist";
import { siteConfig } from "@/config/site";
import { appUrl } from "@/lib/env";
import { Header } from "@/components/layout/header";
import { headerIcons } from "@/components/layout/header-icons";
import { Footer } from "@/components/layout/footer";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { LazyToaster } from "@/components/layout/lazy-toaster";
import { BrowserSetup } from "@/components/layout/browser-setup";
import { DemoBanner } from "@/components/layout/demo-banner";
import { NavigationProgress } from "@/components/layout/navigation-progress";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(appUrl()),
  title: { default: siteConfig.name, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
};

// The layout reads no cookies, so marketing pages stay static; the header learns the auth
// state in the browser (lib/auth/use-auth). React Query is provided by the layouts of the areas
// that load data (sign-in, checkout, account), not here, so marketing pages ship without it.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={`${geistSans.variable} h-full antialiased`}>
      <body className="flex min-h-full flex-col">
        <NavigationProgress>
          <BrowserSetup />
          <ScrollToTop />
          <DemoBanner />
          <Header icons={headerIcons} />
          <main id="main" className="flex flex-1 flex-col">
            {children}
          </main>
          <Footer renderedYear={new Date().getFullYear()} />
          <LazyToaster />
        </NavigationProgress>
      </body>
    </html>
  );
}
