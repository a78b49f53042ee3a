import { QueryProvider } from "@/components/layout/query-provider";

export default function Layout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
