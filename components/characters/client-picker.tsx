"use client";
import { useFormContext, useWatch } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Field } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { queryKeys } from "@/lib/api/query-keys";
import { useListPages } from "@/lib/query/use-list-pages";
import type { CreateCharacterInput } from "@/lib/validation/character";
import type { ClientDto, ClientPage } from "@/lib/validation/client";

const NEW = "__new__";

/**
 * Pick one of the user's clients or type a new client's name (created with the character). The
 * clients come a page at a time by name (decision 156); "More clients" adds the next page.
 */
export function ClientPicker({ firstPage }: { firstPage: ClientPage }) {
  const { register, setValue, formState, control } = useFormContext<CreateCharacterInput>();
  const {
    items: clients,
    hasMore,
    loadingMore,
    failed,
    loadMore,
  } = useListPages<"clients", ClientDto>({
    queryKey: queryKeys.clientPages,
    path: "/api/user/clients",
    field: "clients",
    firstPage,
  });
  const clientId = useWatch({ control, name: "clientId" });
  const creating = clients.length === 0 || !clientId;
  const error = formState.errors.clientId?.message ?? formState.errors.newClientName?.message;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="clientId" label="Client" error={creating ? undefined : error}>
        <NativeSelect
          id="clientId"
          value={clientId ?? NEW}
          onChange={(e) => {
            const value = e.target.value;
            setValue("clientId", value === NEW ? null : value, { shouldValidate: formState.isSubmitted });
            if (value !== NEW) setValue("newClientName", "");
          }}
        >
          {clients.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
          <option value={NEW}>+ New client</option>
        </NativeSelect>
        {hasMore && (
          <Button type="button" variant="link" className="h-11 self-start px-0" aria-disabled={loadingMore} onClick={() => !loadingMore && loadMore()}>
            {loadingMore ? "Loading clients..." : failed ? "Couldn't load more clients. Try again" : "More clients"}
          </Button>
        )}
      </Field>
      {creating && (
        <Field id="newClientName" label="New client name" error={error}>
          <Input id="newClientName" className="h-11" placeholder="e.g. Bloom Bakery" {...register("newClientName")} />
        </Field>
      )}
    </div>
  );
}
