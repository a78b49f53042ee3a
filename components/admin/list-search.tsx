import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** The search form of a console list (orders, customers): an e-mail field, any extra filters, Search. */
export function ListSearch({ action, label, q, children }: { action: string; label: string; q: string; children?: React.ReactNode }) {
  return (
    <form className="flex flex-wrap items-end gap-2" action={action} role="search">
      <label className="flex flex-col gap-1 text-sm">
        {label}
        <Input name="q" type="search" defaultValue={q} placeholder="name@example.com" className="w-56" />
      </label>
      {children}
      <Button type="submit" className="h-11">
        Search
      </Button>
    </form>
  );
}
