import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { LoginMarketingPanel } from "@/components/auth/login-marketing-panel";

export const metadata: Metadata = { title: "Sign In", description: "Sign in to your AI Influencer Studio account." };

export default function AuthPage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl items-start gap-6 px-4 py-8 sm:py-12 lg:grid-cols-2 lg:gap-10">
      {/* On phones the sign-in card comes first: it is what the visitor came for. */}
      <div className="lg:order-2 lg:pt-6">
        <LoginForm />
      </div>
      <div className="lg:order-1">
        <LoginMarketingPanel />
      </div>
    </div>
  );
}
