import type { DataSource } from "typeorm";
import { todayIn } from "../kernel/dates";
import { AREAS } from "./areas";

const SEEDED_KEY = "demo_content_seeded_at";

/**
 * Seeds every area's demo content into an empty database, once per installation: if staff later
 * delete it all, it does not come back. Returns whether anything was written.
 */
export async function seedDemoContent(dataSource: DataSource, timeZone: string): Promise<boolean> {
  const seeding = AREAS.filter((area) => area.seed);
  return dataSource.transaction(async (manager) => {
    // One server at a time decides, so two instances starting together cannot both seed.
    await manager.query("LOCK TABLE app_settings IN EXCLUSIVE MODE");
    const marked: unknown[] = await manager.query("SELECT 1 FROM app_settings WHERE key = $1", [SEEDED_KEY]);
    if (marked.length > 0) return false;
    for (const entity of seeding.flatMap((area) => area.entities)) {
      if ((await manager.count(entity)) > 0) return false;
    }
    const demo = { manager, today: todayIn(timeZone) };
    // One area at a time: a transaction is one connection, which runs one query at a time.
    for (const area of seeding) await area.seed?.(demo);
    await manager.query("INSERT INTO app_settings (key, value) VALUES ($1, now()::text)", [SEEDED_KEY]);
    return true;
  });
}
