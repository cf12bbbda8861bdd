import type { DemoContent } from "../../kernel/area";
import { publishedBefore } from "../../kernel/publication";
import { inPlaceOf } from "../content";
import { storeDemoPicture } from "../files";
import { Album } from "./album.entity";
import { GalleryItem } from "./gallery-item.entity";

/** The demo picture (where its arcs start) the first photo gets; the next photos take the following ones. */
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
    alt: inPlaceOf("a photo of the swimming gala"),
    album: "Sport",
    hoursAgo: 2,
  },
  {
    title: "Heritage Day",
    description: "Learners in traditional attire in the school hall.",
    alt: inPlaceOf("a photo of learners in traditional attire on Heritage Day"),
    album: "School life",
    hoursAgo: 30,
  },
  {
    title: "Reading corner",
    description: "The new Foundation Phase reading corner.",
    alt: inPlaceOf("a photo of the new reading corner"),
    album: "School life",
    hoursAgo: 80,
  },
  {
    title: "Vegetable garden",
    description: "Grade 5 planting spinach and beetroot.",
    alt: inPlaceOf("a photo of Grade 5 planting the vegetable garden"),
    hoursAgo: 150,
  },
];
