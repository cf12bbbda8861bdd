import { Flex, IconButton } from "@chakra-ui/react";
import { Pencil, Trash2 } from "lucide-react";

/** Edit and delete buttons of a list item, named after it for screen readers. */
export function ItemActions({ name, onEdit, onDelete }: { name: string; onEdit?: () => void; onDelete: () => void }) {
  return (
    <Flex gap="2" flexShrink={0}>
      {onEdit && (
        <IconButton aria-label={`Edit ${name}`} variant="outline" colorPalette="school" onClick={onEdit}>
          <Pencil aria-hidden />
        </IconButton>
      )}
      <IconButton aria-label={`Delete ${name}`} variant="outline" colorPalette="red" onClick={onDelete}>
        <Trash2 aria-hidden />
      </IconButton>
    </Flex>
  );
}
