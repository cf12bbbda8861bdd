import type { DataSource } from "typeorm";

/** Postgres's plan for `sql` when it may not read a whole table: whether an index can answer the query. */
export async function planWithoutSeqScan(dataSource: DataSource, sql: string): Promise<string> {
  return dataSource.transaction(async (manager) => {
    await manager.query("SET LOCAL enable_seqscan = off");
    const rows = await manager.query<{ "QUERY PLAN": string }[]>(`EXPLAIN ${sql}`);
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}
