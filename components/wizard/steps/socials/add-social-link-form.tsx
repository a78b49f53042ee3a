"use client";
import { useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, Textarea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { Field } from "@/components/ui/field";
import { notify } from "@/lib/utils/notify";
import { PLATFORMS, REQUIRED_MESSAGE, type CreateSocialLinkInput } from "@/lib/validation/social-link";
import { platformLabel } from "./platform-icon";

const EMPTY = { platform: "", profileUrl: "", loginName: "", loginPassword: "", followerCount: "", notes: "" };

/** "Add Social Media Account": platform and URL required; blank optional fields sent as "". */
export function AddSocialLinkForm({ onAdd, pending }: { onAdd: (input: CreateSocialLinkInput) => Promise<unknown>; pending: boolean }) {
  const [form, setForm] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const missing = !form.platform || !form.profileUrl.trim();

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
      <CardHeader><CardTitle className="text-base">Add Social Media Account</CardTitle></CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
          <Field id="new-platform" label="Platform">
            <NativeSelect id="new-platform" value={form.platform} onChange={set("platform")}>
              <option value="">Select a platform</option>
              {PLATFORMS.map((p) => <option key={p} value={p}>{platformLabel(p)}</option>)}
            </NativeSelect>
          </Field>
          <Field id="new-url" label="Profile URL">
            <Input id="new-url" className="h-11" inputMode="url" placeholder="https://instagram.com/yourcharacter" value={form.profileUrl} onChange={set("profileUrl")} />
          </Field>
          <Field id="new-login" label="Login Username/Email">
            <Input id="new-login" className="h-11" autoComplete="off" value={form.loginName} onChange={set("loginName")} />
          </Field>
          <Field id="new-password" label="Login Password">
            <Input id="new-password" className="h-11" type="password" autoComplete="new-password" value={form.loginPassword} onChange={set("loginPassword")} />
          </Field>
          <Field id="new-followers" label="Follower Count">
            <Input id="new-followers" className="h-11" placeholder="125K" value={form.followerCount} onChange={set("followerCount")} />
          </Field>
          <Field id="new-notes" label="Notes" className="sm:col-span-2">
            <Textarea id="new-notes" value={form.notes} onChange={set("notes")} />
          </Field>
          <Button type="submit" className="h-11 sm:col-span-2 sm:justify-self-end" disabled={missing || pending}>
            <Plus /> {pending ? "Adding Account..." : "Add Account"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
