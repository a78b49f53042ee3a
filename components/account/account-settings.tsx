"use client";
import { useState, type FormEvent, type ReactNode } from "react";
import Link from "next/link";
import { useQuery, useQueryClient } from "@tanstack/react-query";
// The progress bar's router: router.push shows the top bar while the next page loads (decision 187).
import { useRouter } from "@bprogress/next/app";
import { refreshAccountQueries } from "@/lib/auth/auth-queries";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { apiRequest, getJson, newIdempotencyKey, serverMessage } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { changePasswordFormSchema, DELETE_WORD } from "@/lib/validation/account";
import type { AccountOverview } from "@/lib/server/account/account.server";

// Settings › Account (issue 46): e-mail, password, where you're signed in, e-mail preferences,
// download my data, delete my account. Every action answers on the page, in words that say
// what happened; the server decides everything (lib/accounts).

type Outcome = { ok: boolean; text: string } | null;

const when = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;
const failure = (error: unknown) => serverMessage(error) ?? "That did not work. Please check your connection and try again.";

function Said({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <p role={outcome.ok ? "status" : "alert"} className={outcome.ok ? "text-sm text-green-700 dark:text-green-400" : "text-sm text-destructive"}>
      {outcome.text}
    </p>
  );
}

/**
 * One section's action: which control is busy while it runs, then what it did in words, or why it
 * did not (the server's message). Resolves true when it worked.
 */
function useAccountAction<Key extends string = "submit">() {
  const [busy, setBusy] = useState<Key | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  async function run(key: Key, action: () => Promise<string>, { staysBusy = false } = {}): Promise<boolean> {
    setBusy(key);
    setOutcome(null);
    try {
      setOutcome({ ok: true, text: await action() });
      // A success that leaves the page (account deleted) keeps its button busy until it has.
      if (!staysBusy) setBusy(null);
      return true;
    } catch (error) {
      setOutcome({ ok: false, text: failure(error) });
      setBusy(null);
      return false;
    }
  }
  return { busy, outcome, setOutcome, run };
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

export function AccountSettings() {
  const client = useQueryClient();
  const { data, isPending, isError } = useQuery({
    queryKey: queryKeys.account,
    queryFn: () => getJson<AccountOverview>("/api/user/account"),
    // While an export is being made, its progress bar moves.
    refetchInterval: (query) => (["queued", "running"].includes(query.state.data?.dataExport?.status ?? "") ? 1000 : false),
  });
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.account });
  if (isPending) return <p className="text-muted-foreground">Loading your account…</p>;
  if (isError || !data) return <p role="alert">Your account could not be loaded. Please reload the page.</p>;
  return (
    <div className="grid gap-6">
      <EmailSection account={data} refresh={refresh} />
      <PasswordSection account={data} refresh={refresh} />
      <SessionsSection account={data} refresh={refresh} />
      <PreferencesSection account={data} refresh={refresh} />
      <ExportSection account={data} refresh={refresh} />
      <DeleteSection account={data} />
    </div>
  );
}

type SectionProps = { account: AccountOverview; refresh: () => Promise<void> };

function NeedsPassword({ account }: { account: AccountOverview }) {
  if (account.hasPassword) return null;
  return (
    <p className="text-sm text-muted-foreground">
      This asks for your password, and your account has none yet.{" "}
      <Link href="/user/set-password" className="font-medium text-primary underline underline-offset-4">
        Set a password first
      </Link>
      .
    </p>
  );
}

function EmailSection({ account, refresh }: SectionProps) {
  const [newEmail, setNewEmail] = useState("");
  const [password, setPassword] = useState("");
  const { busy, outcome, run } = useAccountAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    await run("submit", async () => {
      const res = await apiRequest("POST", "/api/user/account/email", { newEmail, currentPassword: password }, { idempotencyKey: newIdempotencyKey() });
      const { pendingEmail } = (await res.json()) as { pendingEmail: string };
      setPassword("");
      await refresh();
      return `We sent a link to ${pendingEmail}. Your e-mail changes only when you open it (within 60 minutes).`;
    });
  }
  const waitingFor = !account.hasPassword ? "a password on the account" : !newEmail || !password ? "the new address and your password" : null;
  return (
    <Section title="E-mail" description="Your receipts, purchases and characters stay with the account when the address changes.">
      <p className="text-sm">
        Signed in as <strong className="break-all">{account.email}</strong>
      </p>
      {account.pendingEmailChange && (
        <p className="text-sm text-muted-foreground" role="status">
          Waiting for you to open the link sent to <strong className="break-all">{account.pendingEmailChange.pendingEmail}</strong> (until{" "}
          {when(account.pendingEmailChange.expiresAt)}).
        </p>
      )}
      <NeedsPassword account={account} />
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
        <Field id="newEmail" label="New e-mail address">
          <Input id="newEmail" type="email" autoComplete="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} />
        </Field>
        <Field id="emailPassword" label="Current password">
          <Input id="emailPassword" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={busy !== null || waitingFor !== null} title={waitingFor ? `Waiting for ${waitingFor}` : undefined}>
            {busy ? "Sending…" : "Send confirmation link"}
          </Button>
          {waitingFor && !busy && <span className="text-sm text-muted-foreground">Needs {waitingFor}.</span>}
        </div>
      </form>
      <Said outcome={outcome} />
    </Section>
  );
}

function PasswordSection({ account, refresh }: SectionProps) {
  const [fields, setFields] = useState({ currentPassword: "", password: "", confirmPassword: "" });
  const { busy, outcome, setOutcome, run } = useAccountAction();
  const set = (name: keyof typeof fields) => (e: React.ChangeEvent<HTMLInputElement>) => setFields({ ...fields, [name]: e.target.value });
  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const parsed = changePasswordFormSchema.safeParse(fields);
    if (!parsed.success) return setOutcome({ ok: false, text: parsed.error.issues[0]?.message ?? "Please check the fields." });
    await run("submit", async () => {
      const res = await apiRequest("POST", "/api/user/set-password", { currentPassword: fields.currentPassword, password: fields.password });
      const { otherSessionsEnded } = (await res.json()) as { otherSessionsEnded: number };
      setFields({ currentPassword: "", password: "", confirmPassword: "" });
      await refresh();
      const others =
        otherSessionsEnded === 0
          ? "No other session was signed in."
          : `${otherSessionsEnded} other session${otherSessionsEnded === 1 ? " was" : "s were"} signed out.`;
      return `Password changed. ${others} This browser stays signed in.`;
    });
  }
  if (!account.hasPassword) {
    return (
      <Section title="Password">
        <NeedsPassword account={account} />
      </Section>
    );
  }
  return (
    <Section title="Password" description="Changing it signs you out everywhere else.">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-3" noValidate>
        <Field id="currentPassword" label="Current password">
          <Input id="currentPassword" type="password" autoComplete="current-password" value={fields.currentPassword} onChange={set("currentPassword")} />
        </Field>
        <Field id="password" label="New password">
          <Input id="password" type="password" autoComplete="new-password" value={fields.password} onChange={set("password")} />
        </Field>
        <Field id="confirmPassword" label="Confirm new password">
          <Input id="confirmPassword" type="password" autoComplete="new-password" value={fields.confirmPassword} onChange={set("confirmPassword")} />
        </Field>
        <div className="sm:col-span-3">
          <Button type="submit" disabled={busy !== null}>
            {busy ? "Changing…" : "Change password"}
          </Button>
        </div>
      </form>
      <Said outcome={outcome} />
    </Section>
  );
}

function SessionsSection({ account, refresh }: SectionProps) {
  const { busy, outcome, run } = useAccountAction<string>();
  async function end(handle: string | null) {
    await run(handle ?? "all", async () => {
      const res = await apiRequest("DELETE", handle ? `/api/user/account/sessions/${handle}` : "/api/user/account/sessions");
      const { ended } = (await res.json()) as { ended: number };
      await refresh();
      return ended === 0 ? "No other session was signed in." : `Signed out ${ended} session${ended === 1 ? "" : "s"}.`;
    });
  }
  const others = account.sessions.filter((s) => !s.current).length;
  return (
    <Section title="Where you're signed in" description="Addresses are shown masked; we never store them in full.">
      <ul className="grid gap-3" aria-label="Sessions">
        {account.sessions.map((s) => (
          <li key={s.handle} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm">
            <div className="grid gap-0.5">
              <span className="flex items-center gap-2 font-medium">
                {s.device}
                {s.current && <Badge variant="secondary">This browser</Badge>}
              </span>
              <span className="text-muted-foreground">
                {s.address} · signed in {when(s.firstSeen)} · last seen {when(s.lastSeen)}
              </span>
            </div>
            {!s.current && (
              <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => end(s.handle)} aria-label={`Sign out ${s.device}, ${s.address}`}>
                {busy === s.handle ? "Signing out…" : "Sign out"}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" disabled={busy !== null || others === 0} onClick={() => end(null)}>
          {busy === "all" ? "Signing out…" : "Sign out all other sessions"}
        </Button>
        {others === 0 && <span className="text-sm text-muted-foreground">No other session is signed in.</span>}
      </div>
      <Said outcome={outcome} />
    </Section>
  );
}

function PreferencesSection({ account, refresh }: SectionProps) {
  const { busy, outcome, run } = useAccountAction();
  async function toggle(marketingEmails: boolean) {
    await run("submit", async () => {
      await apiRequest("PUT", "/api/user/account/preferences", { marketingEmails });
      await refresh();
      return marketingEmails ? "Saved: you will get news and offers." : "Saved: no news or offers.";
    });
  }
  return (
    <Section title="E-mail preferences">
      <label className="flex items-center gap-3 text-sm">
        <input type="checkbox" className="size-4" checked={account.marketingEmails} disabled={busy !== null} onChange={(e) => toggle(e.target.checked)} />
        News and offers (marketing e-mail)
      </label>
      <p className="text-sm text-muted-foreground">
        Receipts, password links, delivery notices and account messages are always sent: they are part of the service and cannot be turned off.
      </p>
      <Said outcome={outcome} />
    </Section>
  );
}

function ExportSection({ account, refresh }: SectionProps) {
  const { busy, outcome, run } = useAccountAction();
  const job = account.dataExport;
  const working = job?.status === "queued" || job?.status === "running";
  async function start() {
    await run("submit", async () => {
      await apiRequest("POST", "/api/user/account/export", undefined, { idempotencyKey: newIdempotencyKey() });
      await refresh();
      return "Started. We'll e-mail you when it is ready; you can leave this page.";
    });
  }
  return (
    <Section
      title="Download my data"
      description="A ZIP of your account, purchases and refunds, characters with every field and file, clients, social links (passwords left out), posts, scripts, voice settings, videos, course progress and certificate. It does not count against your storage."
    >
      {working && (
        <div className="grid gap-2">
          <Progress value={job.progress} label="Preparing your data" />
          <span className="text-sm text-muted-foreground">Preparing your data… {job.progress}%</span>
        </div>
      )}
      {job?.status === "ready" && job.expiresAt && (
        <p className="text-sm">
          <a href={`/api/user/account/export/${job.id}`} className="font-medium text-primary underline underline-offset-4" download>
            Download your data ({megabytes(job.size ?? 0)})
          </a>{" "}
          <span className="text-muted-foreground">— available until {when(job.expiresAt)}.</span>
        </p>
      )}
      {job?.status === "expired" && <p className="text-sm text-muted-foreground">Your last export has expired (links last 24 hours). Ask for a new one.</p>}
      {job?.status === "failed" && <p className="text-sm text-destructive">{job.error}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={start} disabled={busy !== null || working} title={working ? "Waiting for the export under way" : undefined}>
          {busy ? "Starting…" : job?.status === "ready" ? "Prepare a new copy" : "Prepare my data"}
        </Button>
        {working && <span className="text-sm text-muted-foreground">Waiting for the export under way.</span>}
      </div>
      <Said outcome={outcome} />
    </Section>
  );
}

function DeleteSection({ account }: { account: AccountOverview }) {
  const router = useRouter();
  const client = useQueryClient();
  const [password, setPassword] = useState("");
  const [word, setWord] = useState("");
  const { busy, outcome, run } = useAccountAction();
  const { openDeliveries, openRefundWindows, keptFor } = account.deletion;
  async function submit(event: FormEvent) {
    event.preventDefault();
    const deleted = await run(
      "submit",
      async () => {
        await apiRequest("POST", "/api/user/account/delete", { currentPassword: password, confirm: word });
        return "Your account is deleted and you are signed out everywhere. We sent a last e-mail to confirm it.";
      },
      { staysBusy: true },
    );
    if (!deleted) return;
    // Long enough to read what happened before the home page.
    await new Promise((r) => setTimeout(r, 2500));
    router.push("/");
    void refreshAccountQueries(client);
  }
  const waitingFor = !account.hasPassword ? "a password on the account" : !password ? "your password" : word !== DELETE_WORD ? `${DELETE_WORD} typed` : null;
  return (
    <Section title="Delete my account" description="This cannot be undone.">
      <ul className="list-disc pl-5 text-sm text-muted-foreground">
        <li>You are signed out everywhere and your cloud drive connections are revoked.</li>
        <li>Your characters, files, posts, scripts, clients, course progress and settings are deleted.</li>
        <li>
          We keep only what accounting law asks for: each purchase and payment record (amount, date, product, refunds), with your e-mail replaced, for {keptFor}
          .
        </li>
      </ul>
      {openDeliveries.length > 0 && (
        <div role="alert" className="rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm dark:bg-amber-950/30">
          {openDeliveries.map((d) => (
            <p key={d.orderId}>
              Your order “{d.product}” is not delivered yet ({d.status}). Deleting the account means it can no longer be delivered to you.
            </p>
          ))}
        </div>
      )}
      {openRefundWindows.length > 0 && (
        <div role="alert" className="rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm dark:bg-amber-950/30">
          {openRefundWindows.map((r) => (
            <p key={r.orderId}>
              “{r.product}” can still be refunded on request until {when(r.until)}. Ask for a refund before deleting if you want one.
            </p>
          ))}
        </div>
      )}
      <NeedsPassword account={account} />
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
        <Field id="deletePassword" label="Current password">
          <Input id="deletePassword" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <Field id="deleteWord" label={`Type ${DELETE_WORD} to confirm`}>
          <Input id="deleteWord" autoComplete="off" value={word} onChange={(e) => setWord(e.target.value)} />
        </Field>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button
            type="submit"
            variant="destructive"
            disabled={busy !== null || waitingFor !== null}
            title={waitingFor ? `Waiting for ${waitingFor}` : undefined}
          >
            {busy ? "Deleting…" : "Delete my account"}
          </Button>
          {waitingFor && !busy && <span className="text-sm text-muted-foreground">Needs {waitingFor}.</span>}
        </div>
      </form>
      <Said outcome={outcome} />
    </Section>
  );
}
