import type { DemoContent } from "../../kernel/area";
import { publishedBefore } from "../../kernel/publication";
import { storeDemoPicture } from "../files";
import { Album } from "./album.entity";
import { GalleryItem } from "./gallery-item.entity";

/** The demo picture (colours, sun) the first photo gets; the next photos take the following ones. */
const FIRST_PICTURE = 2;

export async function seedDemoGallery({ manager, today }: DemoContent): Promise<void> {
  const albums = new Map<string, Album>();
  for (const name of demoAlbums) albums.set(name, await manager.save(manager.create(Album, { name })));
  for (const [index, { title, description, alt, album, hoursAgo }] of demoGallery.entries()) {
    await manager.save(
      manager.create(GalleryItem, {
        title,
        description,
        alt,
        album: album ? albums.get(album) : null,
        // The gallery shows the photos in this list's order.
        position: index + 1,
        date: new Date(Date.now() - hoursAgo * 3_600_000),
        imageAsset: await storeDemoPicture(manager, index + FIRST_PICTURE),
        publication: publishedBefore(today),
      }),
    );
  }
}

const demoAlbums = ["Sport", "School life"];

const demoGallery: { title: string; description: string; alt: string; album?: string; hoursAgo: number }[] = [
  {
    title: "Swimming gala",
    description: "Protea House celebrates a record-breaking relay.",
    alt: "Girls in blue swimming caps cheering at the edge of the pool",
    album: "Sport",
    hoursAgo: 2,
  },
  {
    title: "Heritage Day",
    description: "Learners in traditional attire in the school hall.",
    alt: "Learners in colourful traditional clothes standing together in the hall",
    album: "School life",
    hoursAgo: 30,
  },
  {
    title: "Reading corner",
    description: "The new Foundation Phase reading corner.",
    alt: "A bright corner with cushions and low shelves full of picture books",
    album: "School life",
    hoursAgo: 80,
  },
  {
    title: "Vegetable garden",
    description: "Grade 5 planting spinach and beetroot.",
    alt: "Grade 5 learners kneeling in the garden, planting seedlings in rows",
    hoursAgo: 150,
  },
];
