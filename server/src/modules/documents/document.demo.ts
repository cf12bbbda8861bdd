import type { DemoContent } from "../../kernel/area";
import { publishedBefore } from "../../kernel/publication";
import { storeDemoPdf } from "../files";
import { Document } from "./document.entity";

export async function seedDemoDocuments({ manager, today }: DemoContent): Promise<void> {
  for (const [title, lines] of demoDocuments) {
    const file = await storeDemoPdf(manager, title, lines);
    await manager.save(manager.create(Document, { title, file, publication: publishedBefore(today) }));
  }
}

const demoDocuments: [title: string, lines: string[]][] = [
  [
    "School Fees 2027",
    [
      "Annual fees are payable by 31 January or in ten monthly instalments.",
      "Please contact the bursar for a payment plan.",
    ],
  ],
  [
    "Uniform List",
    ["Summer: blue dress, white socks, black shoes.", "Winter: navy tunic, white shirt, school jersey, navy tights."],
  ],
  [
    "Term Calendar",
    [
      "Term 1: 14 January to 28 March.",
      "Term 2: 8 April to 27 June.",
      "Term 3: 22 July to 3 October.",
      "Term 4: 13 October to 10 December.",
    ],
  ],
];
