"use client";
import { WaitingReason, waitingFor } from "@/components/ui/waiting-reason";
import { useState } from "react";
import { Plus } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, Textarea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Field } from "@/components/ui/field";
import { notify } from "@/lib/utils/notify";
import type { CreateSocialLinkInput } from "@/lib/validation/social-link";
import { PLATFORMS, REQUIRED_MESSAGE } from "@/lib/validation/social-link-lists";
import { platformLabel } from "./platform-icon";

const EMPTY = { platform: "", profileUrl: "", loginName: "", loginPassword: "", followerCount: "", notes: "" };

const INPUTS: ({ key: "profileUrl" | "loginName" | "loginPassword" | "followerCount"; label: string } & React.ComponentProps<"input">)[] = [
  { key: "profileUrl", label: "Profile URL", inputMode: "url", placeholder: "https://instagram.com/yourcharacter" },
  { key: "loginName", label: "Login Username/Email", autoComplete: "off" },
  { key: "loginPassword", label: "Login Password", type: "password", autoComplete: "new-password" },
  { key: "followerCount", label: "Follower Count", placeholder: "125K" },
];

/** "Add Social Media Account": platform and URL required; blank optional fields sent as "". */
export function AddSocialLinkForm({ onAdd, pending }: { onAdd: (input: CreateSocialLinkInput) => Promise<unknown>; pending: boolean }) {
  const [form, setForm] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const missing = !form.platform || !form.profileUrl.trim();
  const waiting = missing ? "Choose a platform and enter the profile URL to add the account." : null;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (missing) {
      notify.error(REQUIRED_MESSAGE);
      return;
    }
    await onAdd({ ...form, platform: form.platform as CreateSocialLinkInput["platform"] })
      .then(() => setForm(EMPTY))
      .catch(() => undefined);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Add Social Media Account</CardTitle>
      </CardHeader>
      <CardContent>
        {/* With the button disabled, Enter cannot submit the form natively; it still gets the toast. */}
        <form
          onSubmit={submit}
          onKeyDown={(e) => e.key === "Enter" && e.target instanceof HTMLInputElement && missing && void submit(e)}
          className="grid gap-4 sm:grid-cols-2"
          noValidate
        >
          <Field id="new-platform" label="Platform">
            <NativeSelect id="new-platform" value={form.platform} onChange={set("platform")}>
              <option value="">Select a platform</option>
              {PLATFORMS.map((p) => (
                <option key={p} value={p}>
                  {platformLabel(p)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {INPUTS.map(({ key, label, ...props }) => (
            <Field key={key} id={`new-${key}`} label={label}>
              <Input id={`new-${key}`} className="h-11" value={form[key]} onChange={set(key)} {...props} />
            </Field>
          ))}
          <Field id="new-notes" label="Notes" className="sm:col-span-2">
            <Textarea id="new-notes" value={form.notes} onChange={set("notes")} />
          </Field>
          <div className="flex flex-col gap-1 sm:col-span-2 sm:items-end">
            <Button type="submit" className="h-11" disabled={missing || pending} aria-describedby={waitingFor("add-account-reason", waiting)}>
              <StaticIcon icon={Plus} /> {pending ? "Adding Account..." : "Add Account"}
            </Button>
            <WaitingReason id="add-account-reason" reason={waiting} className="sm:text-right" />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
