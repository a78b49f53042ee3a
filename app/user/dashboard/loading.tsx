import { DashboardView } from "@/components/dashboard/dashboard-view";

export default function Loading() {
  return <DashboardView state={{ kind: "loading" }} />;
}
