"use client";
import { FormProvider, useForm, useWatch } from "react-hook-form";
// The progress bar's router: router.push shows the top bar while the next page loads (decision 187).
import { useRouter } from "@bprogress/next/app";
import { useQueryClient } from "@tanstack/react-query";
import { useCreateAction } from "@/lib/query/use-create-action";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, Textarea } from "@/components/ui/input";
import { Field } from "@/components/ui/field";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { notify } from "@/lib/utils/notify";
import { POPULAR_NICHES } from "@/lib/validation/ai-options";
import type { CreateCharacterInput } from "@/lib/validation/character";
import { lazyZodResolver } from "@/lib/utils/lazy-zod-resolver";
import type { ClientPage } from "@/lib/validation/client";
import { AppearanceFields } from "./appearance-fields";
import { ClientPicker } from "./client-picker";
import { cn } from "@/lib/utils/cn";

// zod and the schema load on the first Create, not with the page (decision 231).
const resolver = lazyZodResolver<CreateCharacterInput>(() => import("@/lib/validation/character").then((m) => m.createCharacterSchema));

/** The create form; `clients` is the first page of the user's clients, for the client picker. */
export function NewCharacterForm({ clients }: { clients: ClientPage }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useForm<CreateCharacterInput>({
    resolver,
    defaultValues: { name: "", description: "", niche: "", isPersonalCharacter: true, clientId: clients.clients[0]?.id ?? null, newClientName: "" },
  });
  const { register, handleSubmit, setValue, formState, control } = form;
  const personal = useWatch({ control, name: "isPersonalCharacter" });

  // Disabled from the first click until the new character's page has loaded (issue 31).
  const create = useCreateAction({
    mutationFn: async (values: CreateCharacterInput, request) =>
      (await (await apiRequest("POST", "/api/user/characters", values, request)).json()) as { id: string },
    onSuccess: async ({ id }) => {
      create.navigate(() => router.push(`/user/characters/${id}`));
      await queryClient.invalidateQueries({ queryKey: queryKeys.characters });
    },
    onError: (error) => notify.error("Failed to create character", { description: serverMessage(error) ?? "Please try again." }),
  });
  const onSubmit = handleSubmit((values) => create.run(values));
  const opening = create.isSuccess;

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Who is your character?</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <Field id="name" label="Name" error={formState.errors.name?.message}>
              <Input id="name" className="h-11" autoFocus placeholder="e.g. Ava Stone" {...register("name")} />
            </Field>
            <Field id="description" label="Description" error={formState.errors.description?.message}>
              <Textarea id="description" placeholder="A sentence or two about them" {...register("description")} />
            </Field>
            <Field id="niche" label="Niche" hint="Pick a popular niche or type your own.">
              <Input id="niche" className="h-11" list="popular-niches" {...register("niche")} />
              <datalist id="popular-niches">
                {POPULAR_NICHES.map((n) => (
                  <option key={n} value={n} />
                ))}
              </datalist>
            </Field>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">Who is it for?</legend>
              <div role="radiogroup" className="grid grid-cols-2 gap-2">
                {(
                  [
                    [true, "Personal"],
                    [false, "For a client"],
                  ] as const
                ).map(([value, text]) => (
                  <button
                    key={text}
                    type="button"
                    role="radio"
                    aria-checked={personal === value}
                    onClick={() => setValue("isPersonalCharacter", value)}
                    className={cn(
                      "h-11 rounded-md border text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring",
                      personal === value ? "border-primary bg-accent text-accent-foreground" : "bg-background hover:bg-muted",
                    )}
                  >
                    {text}
                  </button>
                ))}
              </div>
            </fieldset>
            {!personal && <ClientPicker firstPage={clients} />}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Appearance</CardTitle>
            <CardDescription>Used to build the prompts for the reference image and every shot. All optional.</CardDescription>
          </CardHeader>
          <CardContent>
            <AppearanceFields />
          </CardContent>
        </Card>
        <Button type="submit" size="lg" disabled={create.busy} className="self-end">
          {opening ? "Opening Character..." : create.busy ? "Creating Character..." : "Create Character"}
        </Button>
      </form>
    </FormProvider>
  );
}
