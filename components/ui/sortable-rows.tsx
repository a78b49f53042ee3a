"use client";
import { useState, type PointerEventHandler, type ReactNode } from "react";
import { DndContext, PointerSensor, pointerWithin, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { ArrowDown, ArrowUp, GripVertical } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { cn } from "@/lib/utils/cn";
import { moveBy, moveTo } from "@/lib/utils/reorder";

type Props<T extends { id: string; title: string }> = {
  items: T[];
  /** What the rows are, for labels: "module", "lesson", "message". */
  noun: string;
  /** Saves a new order; throws when the server refused it (the list then goes back). */
  onReorder: (ids: string[]) => Promise<void>;
  children: (item: T) => ReactNode;
  className?: string;
  /** The grip and move buttons side by side, for short rows (a message), instead of stacked. */
  inline?: boolean;
};

/**
 * A list reordered by dragging a row's grip onto another row (the pointer), or with its Move up /
 * Move down buttons (the keyboard): the course editor's modules and lessons, the wizard's messages.
 * The new order shows at once and is saved; a refusal puts it back.
 */
export function SortableRows<T extends { id: string; title: string }>({ items, noun, onReorder, children, className, inline = false }: Props<T>) {
  const [pending, setPending] = useState<string[] | null>(null);
  const order = pending ?? items.map((i) => i.id);
  const byId = new Map(items.map((i) => [i.id, i]));
  const rows = order.map((id) => byId.get(id)).filter((i): i is T => i !== undefined);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  const save = async (next: string[]) => {
    if (next.join() === order.join()) return;
    setPending(next);
    try {
      await onReorder(next);
    } finally {
      setPending(null);
    }
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) void save(moveTo(order, String(active.id), String(over.id)));
  };

  return (
    // The row under the pointer is where the dragged one goes (rows differ in height, so
    // overlap-based detection often picks the dragged row's own place).
    <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragEnd={onDragEnd}>
      <ol className={cn("grid gap-2", className)}>
        {rows.map((item, index) => (
          <SortableRow
            key={item.id}
            id={item.id}
            label={`${noun} ${item.title}`}
            first={index === 0}
            last={index === rows.length - 1}
            busy={pending !== null}
            inline={inline}
            onMove={(step) => void save(moveBy(order, item.id, step))}
          >
            {children(item)}
          </SortableRow>
        ))}
      </ol>
    </DndContext>
  );
}

type RowProps = {
  id: string;
  label: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  inline: boolean;
  onMove: (step: -1 | 1) => void;
  children: ReactNode;
};

function SortableRow({ id, label, first, last, busy, inline, onMove, children }: RowProps) {
  const { listeners, setNodeRef: setDragRef, setActivatorNodeRef, transform, isDragging } = useDraggable({ id });
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id });
  const iconButton =
    "flex size-8 shrink-0 items-center justify-center rounded text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40";
  return (
    <li
      ref={(node) => {
        setDragRef(node);
        setDropRef(node);
      }}
      style={transform ? { transform: `translate3d(0, ${transform.y}px, 0)` } : undefined}
      className={cn(
        "flex items-start gap-1 rounded-lg border bg-card p-2",
        isDragging && "z-20 opacity-80 shadow-md",
        isOver && !isDragging && "ring-2 ring-primary",
      )}
      data-testid="sortable-row"
    >
      <div className={cn("flex items-center", !inline && "flex-col")}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
          aria-hidden
          tabIndex={-1}
          title={`Drag to move ${label}`}
          className={cn(iconButton, "cursor-grab touch-none")}
        >
          <StaticIcon icon={GripVertical} className="size-4" />
        </button>
        <button type="button" className={iconButton} disabled={first || busy} onClick={() => onMove(-1)} aria-label={`Move ${label} up`} title="Move up">
          <StaticIcon icon={ArrowUp} className="size-4" />
        </button>
        <button type="button" className={iconButton} disabled={last || busy} onClick={() => onMove(1)} aria-label={`Move ${label} down`} title="Move down">
          <StaticIcon icon={ArrowDown} className="size-4" />
        </button>
      </div>
      <div className="min-w-0 flex-1">{children}</div>
    </li>
  );
}
