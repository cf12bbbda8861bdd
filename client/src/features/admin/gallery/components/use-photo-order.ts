import { useEffect, useRef, useState } from "react";

/** Moves the entry at `from` to `to`, the others keeping their order. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const result = [...list];
  const [entry] = result.splice(from, 1);
  result.splice(to, 0, entry);
  return result;
}

type Direction = "up" | "down";

/** What has the keyboard's focus after a move: a Move button, or the photo's drag handle. */
type FocusAfterMove = { id: string; direction: Direction; on: "button" | "handle" };

/**
 * The gallery's order as staff rearrange it before saving: the saved order until they move a photo.
 * Photos added meanwhile come first (where the server puts them); deleted ones drop out.
 */
export function usePhotoOrder<Photo extends { id: string; title: string }>(saved: readonly Photo[]) {
  const [order, setOrder] = useState<string[] | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const byId = new Map(saved.map((photo) => [photo.id, photo]));
  const arranged = order
    ? [...saved.filter((photo) => !order.includes(photo.id)), ...order.flatMap((id) => byId.get(id) ?? [])]
    : [...saved];
  const changed = arranged.some((photo, index) => photo.id !== saved[index]?.id);

  // Set by a Move button or the drag handle's arrow keys, used once the grid has drawn the new order.
  const focusAfterMove = useRef<FocusAfterMove | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const request = focusAfterMove.current;
    if (!request) return;
    focusAfterMove.current = null;
    const card = gridRef.current?.querySelector(`[data-photo-id="${request.id}"]`);
    if (request.on === "handle") {
      card?.querySelector<HTMLButtonElement>("button[data-drag-handle]")?.focus();
      return;
    }
    const button = (direction: Direction) =>
      card?.querySelector<HTMLButtonElement>(`button[data-move="${direction}"]`) ?? undefined;
    const preferred = button(request.direction);
    // At the top or bottom the button pressed is disabled: focus its opposite.
    (preferred && !preferred.disabled ? preferred : button(request.direction === "up" ? "down" : "up"))?.focus();
  });

  const move = (from: number, to: number) => {
    if (to < 0 || to >= arranged.length || from === to) return;
    setOrder(moved(arranged, from, to).map((photo) => photo.id));
    setAnnouncement(`Photo '${arranged[from].title}' moved to position ${to + 1} of ${arranged.length}`);
  };
  const moveByButton = (index: number, direction: Direction, on: FocusAfterMove["on"] = "button") => {
    focusAfterMove.current = { id: arranged[index].id, direction, on };
    move(index, direction === "up" ? index - 1 : index + 1);
  };

  return {
    photos: arranged,
    changed,
    announcement,
    announce: setAnnouncement,
    gridRef,
    move,
    moveByButton,
    /** Back to the saved order (after a save, or when staff discard their changes). */
    reset: () => setOrder(null),
  };
}
