import type { DemoContent } from "../../kernel/area";
import { storeDemoPicture } from "../files";
import { GalleryItem } from "./gallery-item.entity";

/** The demo picture (colours, sun) the first photo gets; the next photos take the following ones. */
const FIRST_PICTURE = 2;

export async function seedDemoGallery({ manager }: DemoContent): Promise<void> {
  for (const [index, [title, description, hoursAgo]] of demoGallery.entries()) {
    await manager.save(
      manager.create(GalleryItem, {
        title,
        description,
        date: new Date(Date.now() - hoursAgo * 3_600_000),
        imageAsset: await storeDemoPicture(manager, index + FIRST_PICTURE),
      }),
    );
  }
}

const demoGallery: [title: string, description: string, hoursAgo: number][] = [
  ["Swimming gala", "Protea House celebrates a record-breaking relay.", 2],
  ["Heritage Day", "Learners in traditional attire in the school hall.", 30],
  ["Reading corner", "The new Foundation Phase reading corner.", 80],
  ["Vegetable garden", "Grade 5 planting spinach and beetroot.", 150],
];
