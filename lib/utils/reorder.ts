// A list's new order after a move (the course editor's modules and lessons, the wizard's saved
// messages): `id` taken out and put where `target` stands (a drop on a row), or one step up or
// down (the keyboard's buttons). An unknown id leaves the order as it is.
export function moveTo(ids: readonly string[], id: string, target: string): string[] {
  const from = ids.indexOf(id);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = ids.filter((x) => x !== id);
  next.splice(to, 0, id);
  return next;
}

export function moveBy(ids: readonly string[], id: string, step: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const target = ids[from + step];
  return from < 0 || target === undefined ? [...ids] : moveTo(ids, id, target);
}
