import { Box, Button, Fieldset, Flex, IconButton, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { DragEvent, ReactNode } from "react";
import { useFormErrors } from "./form-errors";

interface ListEditorProps<Item> {
  /** The list's legend, e.g. 'Slides'. */
  label: string;
  /** One item's name by its position, e.g. 'Slide 2': its legend and the name in its buttons. */
  itemLabel: (index: number) => string;
  items: Item[];
  onChange: (items: Item[]) => void;
  newItem: () => Item;
  addLabel: string;
  /**
   * The list's dotted path in the input ('heroSlides', 'groups.0.rows'): where the server's message
   * about the list as a whole is ('Show at least one slide'), and below which its items' messages are.
   */
  path: string;
  max?: number;
  helper?: string;
  renderItem: (item: Item, update: (item: Item) => void, index: number) => ReactNode;
}

let nextKey = 0;
const newKey = () => `item-${(nextKey += 1)}`;

/** Moves the item at `from` to `to`, the others keeping their order. */
export function moveItem<Item>(items: Item[], from: number, to: number): Item[] {
  const result = [...items];
  const [moved] = result.splice(from, 1);
  result.splice(to, 0, moved);
  return result;
}

/**
 * A list staff reorder with Move up / Move down buttons (keyboard), or by dragging an item's
 * handle (mouse, native drag and drop); items are added at the end and removed one by one.
 */
export function ListEditor<Item>({
  label,
  itemLabel,
  items,
  onChange,
  newItem,
  addLabel,
  path,
  max,
  helper,
  renderItem,
}: ListEditorProps<Item>) {
  // Stable keys, so an item's inputs travel with it when it moves.
  const [keys, setKeys] = useState(() => items.map(newKey));
  // A list replaced from outside (a reload, a restore) starts over with new keys.
  if (keys.length !== items.length) setKeys(items.map(newKey));
  const listRef = useRef<HTMLDivElement>(null);
  // Set by a Move button, used once the list has rendered in its new order.
  const focusAfterMove = useRef<{ key: string; direction: "up" | "down" } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  // Drags of another list (a nested one) are not for this one.
  const dragType = `application/x-list-${useId().replace(/[^a-z0-9]/gi, "")}`;
  const dragged = useRef<number | null>(null);
  const { errors, followList } = useFormErrors();
  const error = errors[path];

  useEffect(() => {
    const request = focusAfterMove.current;
    if (!request) return;
    focusAfterMove.current = null;
    const item = listRef.current?.querySelector(`[data-key="${request.key}"]`);
    const buttons = item?.querySelectorAll<HTMLButtonElement>(":scope > [data-item-actions] button");
    const [up, down] = [buttons?.[0], buttons?.[1]];
    // At the top or bottom the button pressed is disabled: focus its opposite.
    const preferred = request.direction === "up" ? up : down;
    (preferred && !preferred.disabled ? preferred : request.direction === "up" ? down : up)?.focus();
  });

  const change = (nextItems: Item[], nextKeys: string[]) => {
    setKeys(nextKeys);
    onChange(nextItems);
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    change(moveItem(items, from, to), moveItem(keys, from, to));
    const order = moveItem(
      items.map((_, index) => index),
      from,
      to,
    );
    followList(path, (oldIndex) => order.indexOf(oldIndex));
    setAnnouncement(`${itemLabel(from)} moved to position ${to + 1} of ${items.length}`);
  };
  const moveByButton = (index: number, direction: "up" | "down") => {
    const to = direction === "up" ? index - 1 : index + 1;
    if (to < 0 || to >= items.length) return;
    focusAfterMove.current = { key: keys[index], direction };
    move(index, to);
  };
  const remove = (index: number) => {
    change(
      items.filter((_, at) => at !== index),
      keys.filter((_, at) => at !== index),
    );
    followList(path, (oldIndex) => (oldIndex === index ? null : oldIndex > index ? oldIndex - 1 : oldIndex));
    setAnnouncement(`${itemLabel(index)} removed`);
  };
  const add = () => {
    change([...items, newItem()], [...keys, newKey()]);
    setAnnouncement(`${itemLabel(items.length)} added at the end`);
  };

  const dragProps = (index: number) => ({
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(dragType)) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = "move";
      setDropTarget(index);
    },
    onDragLeave: () => setDropTarget((current) => (current === index ? null : current)),
    onDrop: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(dragType)) return;
      event.preventDefault();
      event.stopPropagation();
      setDropTarget(null);
      const from = dragged.current ?? Number(event.dataTransfer.getData(dragType));
      if (Number.isInteger(from)) move(from, index);
      dragged.current = null;
    },
  });

  const full = max !== undefined && items.length >= max;

  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold" color="school.800">
        {label}
      </Fieldset.Legend>
      {helper && <Fieldset.HelperText color="fg">{helper}</Fieldset.HelperText>}
      <Stack gap="3" ref={listRef}>
        {items.length === 0 && <Text color="fg">None yet.</Text>}
        {items.map((item, index) => {
          const key = keys[index];
          const name = itemLabel(index);
          return (
            <Box
              key={key}
              data-key={key}
              borderWidth={dropTarget === index ? "2px" : "1px"}
              borderStyle={dropTarget === index ? "dashed" : "solid"}
              borderColor={dropTarget === index ? "school.600" : "border"}
              borderRadius="md"
              bg="bg"
              p="3"
              {...dragProps(index)}
            >
              <Flex data-item-actions align="center" gap="2" wrap="wrap" mb="3">
                <Box
                  draggable
                  aria-hidden
                  title="Drag to reorder"
                  cursor="grab"
                  color="fg"
                  p="2"
                  onDragStart={(event: DragEvent<HTMLDivElement>) => {
                    dragged.current = index;
                    event.dataTransfer.effectAllowed = "move";
                    event.dataTransfer.setData(dragType, String(index));
                    const card = event.currentTarget.closest("[data-key]");
                    if (card && event.dataTransfer.setDragImage) event.dataTransfer.setDragImage(card, 16, 16);
                  }}
                  onDragEnd={() => {
                    dragged.current = null;
                    setDropTarget(null);
                  }}
                >
                  <GripVertical size={20} />
                </Box>
                {/* The buttons and the group below carry the name for screen readers. */}
                <Text as="span" aria-hidden fontWeight="semibold" flex="1" minW="8rem">
                  {name}
                </Text>
                <IconButton
                  aria-label={`Move ${name} up`}
                  variant="outline"
                  size="sm"
                  minW="11"
                  minH="11"
                  disabled={index === 0}
                  onClick={() => moveByButton(index, "up")}
                >
                  <ArrowUp aria-hidden />
                </IconButton>
                <IconButton
                  aria-label={`Move ${name} down`}
                  variant="outline"
                  size="sm"
                  minW="11"
                  minH="11"
                  disabled={index === items.length - 1}
                  onClick={() => moveByButton(index, "down")}
                >
                  <ArrowDown aria-hidden />
                </IconButton>
                <IconButton
                  aria-label={`Remove ${name}`}
                  variant="outline"
                  colorPalette="red"
                  size="sm"
                  minW="11"
                  minH="11"
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden />
                </IconButton>
              </Flex>
              <Fieldset.Root>
                <VisuallyHidden asChild>
                  <Fieldset.Legend>{name}</Fieldset.Legend>
                </VisuallyHidden>
                <Stack gap="3">
                  {renderItem(item, (next) => onChange(items.map((old, at) => (at === index ? next : old))), index)}
                </Stack>
              </Fieldset.Root>
            </Box>
          );
        })}
      </Stack>
      {/* Not Fieldset's own error state, which would mark every field inside invalid. */}
      {error && (
        <Text color="fg.error" fontWeight="medium">
          {error}
        </Text>
      )}
      <Box>
        <Button variant="outline" colorPalette="school" minH="11" onClick={add} disabled={full}>
          <Plus aria-hidden /> {addLabel}
        </Button>
        {full && (
          <Text fontSize="sm" mt="1">
            At most {max}.
          </Text>
        )}
      </Box>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Fieldset.Root>
  );
}
