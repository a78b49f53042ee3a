"use client";
import { useState, useTransition } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { notify } from "@/lib/utils/notify";
import { buttonVariants } from "@/components/ui/button-variants";
import { inputClassName } from "@/components/ui/field-styles";
import type { EditorLesson, EditorModule } from "@/lib/course/editor.server";
import { SortableRows } from "@/components/ui/sortable-rows";
import { StatusBadge } from "./status-badge";

/**
 * The seller's course outline (issue 32, item 2): modules and their lessons, each created,
 * renamed, reordered, published and deleted in place. Every change is one API call; the page is
 * then re-read on the server, so what shows is what was saved.
 */
export function CourseEditor({ modules }: { modules: EditorModule[] }) {
  const act = useAction();
  return (
    <div className="grid gap-6">
      <NewItemForm
        label="New module"
        placeholder="Module title, e.g. Launch week"
        action="Add module"
        submit={(id, title) => act.run(() => apiRequest("POST", "/api/admin/course/modules", { id, title }), `Module "${title}" added as a draft`)}
      />
      {modules.length === 0 ? (
        <p className="rounded-xl border bg-card p-6 text-muted-foreground">The course has no modules yet. Add the first one above.</p>
      ) : (
        <SortableRows items={modules} noun="module" onReorder={(ids) => act.reorder(() => apiRequest("PUT", "/api/admin/course/modules/order", { ids }))}>
          {(m) => <ModuleCard module={m} act={act} />}
        </SortableRows>
      )}
    </div>
  );
}

type Act = ReturnType<typeof useAction>;

function useAction() {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify.success(done);
      startTransition(() => router.refresh());
      return true;
    } catch (error) {
      notify.error("Not saved", { description: serverMessage(error) ?? "Please try again." });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const reorder = async (work: () => Promise<unknown>) => {
    if (!(await run(work, "New order saved"))) throw new Error("refused");
  };
  return { busy, run, reorder };
}

function ModuleCard({ module: m, act }: { module: EditorModule; act: Act }) {
  const published = m.status === "published";
  return (
    <section aria-label={`Module ${m.title}`} className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <RenameForm
          label={`Module title of ${m.title}`}
          title={m.title}
          onSave={(title) => act.run(() => apiRequest("PATCH", `/api/admin/course/modules/${m.id}`, { title }), "Module renamed")}
        />
        <StatusBadge status={m.status} />
        <PublishToggle
          act={act}
          url={`/api/admin/course/modules/${m.id}`}
          published={published}
          what={`Module "${m.title}"`}
          labels={["Publish module", "Unpublish module"]}
        />
        <DeleteButton
          what={`module "${m.title}"`}
          warning={m.lessons.length > 0 ? `Its ${m.lessons.length} lesson(s), their files and buyers' progress in them go too.` : ""}
          onDelete={() => act.run(() => apiRequest("DELETE", `/api/admin/course/modules/${m.id}`), `Module "${m.title}" deleted`)}
        />
      </div>
      {!published && m.lessons.some((l) => l.status === "published") && (
        <p className="text-sm text-muted-foreground">This module is a draft: buyers see none of its lessons until it is published.</p>
      )}
      {m.lessons.length > 0 && (
        <SortableRows
          items={m.lessons}
          noun="lesson"
          className="pl-2"
          onReorder={(ids) => act.reorder(() => apiRequest("PUT", "/api/admin/course/lessons/order", { moduleId: m.id, ids }))}
        >
          {(l) => <LessonRow lesson={l} act={act} />}
        </SortableRows>
      )}
      <NewItemForm
        label={`New lesson in ${m.title}`}
        placeholder="Lesson title"
        action="Add lesson"
        submit={(id, title) =>
          act.run(() => apiRequest("POST", "/api/admin/course/lessons", { id, moduleId: m.id, title }), `Lesson "${title}" added as a draft`)
        }
      />
    </section>
  );
}

function LessonRow({ lesson: l, act }: { lesson: EditorLesson; act: Act }) {
  const published = l.status === "published";
  return (
    <div className="flex flex-wrap items-center gap-2">
      {/* A tap target of its own: 44 px high, and 14rem wide before the row wraps, since with no
          width of its own a phone squeezed it to nothing and its title ran over the move buttons. */}
      <Link
        href={`/admin/course/lessons/${l.id}`}
        className="inline-flex min-h-11 min-w-0 flex-1 basis-56 items-center font-medium underline-offset-4 hover:underline"
      >
        {l.title}
      </Link>
      <span className="text-sm text-muted-foreground">
        {l.length}
        {l.video && l.video !== "ready" && ` · video ${l.video}`}
      </span>
      <StatusBadge status={l.status} />
      <PublishToggle act={act} url={`/api/admin/course/lessons/${l.id}`} published={published} what={`Lesson "${l.title}"`} labels={["Publish", "Unpublish"]} />
      <Link href={`/user/course/${encodeURIComponent(l.slug)}`} className={buttonVariants({ variant: "ghost", size: "sm" })}>
        Preview as buyer
      </Link>
      <DeleteButton
        what={`lesson "${l.title}"`}
        warning=""
        onDelete={() => act.run(() => apiRequest("DELETE", `/api/admin/course/lessons/${l.id}`), `Lesson "${l.title}" deleted`)}
      />
    </div>
  );
}

/** A title field that creates under an id chosen when the form opens: a retried create makes one row. */
/** Publishes or hides a module or a lesson; the notice names which and what happened. */
function PublishToggle({ act, url, published, what, labels }: { act: Act; url: string; published: boolean; what: string; labels: [string, string] }) {
  return (
    <button
      type="button"
      className={buttonVariants({ variant: "outline", size: "sm" })}
      disabled={act.busy}
      onClick={() =>
        act.run(() => apiRequest("PATCH", url, { status: published ? "draft" : "published" }), published ? `${what} hidden from buyers` : `${what} published`)
      }
    >
      {published ? labels[1] : labels[0]}
    </button>
  );
}

function NewItemForm({
  label,
  placeholder,
  action,
  submit,
}: {
  label: string;
  placeholder: string;
  action: string;
  submit: (id: string, title: string) => Promise<boolean>;
}) {
  const [id, setId] = useState(() => crypto.randomUUID());
  const [title, setTitle] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        if (await submit(id, title.trim())) {
          setTitle("");
          setId(crypto.randomUUID());
        }
        setBusy(false);
      }}
    >
      <input
        aria-label={label}
        className={`${inputClassName} max-w-sm`}
        placeholder={placeholder}
        value={title}
        maxLength={120}
        onChange={(e) => setTitle(e.target.value)}
      />
      <button type="submit" className={buttonVariants({ size: "sm" })} disabled={busy || !title.trim()} title={title.trim() ? undefined : "Type a title first"}>
        {busy ? "Adding…" : action}
      </button>
    </form>
  );
}

function RenameForm({ label, title, onSave }: { label: string; title: string; onSave: (title: string) => Promise<boolean> }) {
  const [value, setValue] = useState(title);
  const changed = value.trim() !== title && value.trim() !== "";
  return (
    <form
      className="flex min-w-0 flex-1 items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) void onSave(value.trim());
      }}
    >
      <input
        aria-label={label}
        className={`${inputClassName} max-w-md font-semibold`}
        value={value}
        maxLength={120}
        onChange={(e) => setValue(e.target.value)}
      />
      {changed && (
        <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Rename
        </button>
      )}
    </form>
  );
}

function DeleteButton({ what, warning, onDelete }: { what: string; warning: string; onDelete: () => Promise<boolean> }) {
  return (
    <button
      type="button"
      className={buttonVariants({ variant: "ghost", size: "sm", className: "text-destructive" })}
      aria-label={`Delete ${what}`}
      onClick={() => {
        if (window.confirm(`Delete ${what}? ${warning} This cannot be undone.`.replace(/\s+/g, " "))) void onDelete();
      }}
    >
      Delete
    </button>
  );
}
