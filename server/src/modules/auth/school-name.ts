import type { EntityManager } from "typeorm";

/**
 * The name staff last saved in the school's settings (Site content), else the configured one. Read
 * from its row, as the public reads it, because the content area already depends on this one.
 */
export const schoolNameIn = (fallback: string) => async (manager: EntityManager) => {
  const [row]: { name: string | null }[] = await manager.query(
    `SELECT content->>'name' AS name FROM site_content WHERE page = 'school'`,
  );
  return row?.name ?? fallback;
};
