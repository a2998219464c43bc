// Each test service starts with fresh per-client limits, as each had before the limits moved into PostgreSQL: the
// services of a run share one database and one client address (127.0.0.1), so without this one file's requests would
// count against the next file's allowance within the same minute.
import pg from 'pg';

/** Forgets every count and slot of the per-client limits in the database at `databaseUrl`. */
export async function forgetClientLimits(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('DELETE FROM client_rate_window; DELETE FROM client_slot');
  } catch (error) {
    // a database the service has not migrated yet has no limits to forget
    if ((error as { code?: string }).code !== '42P01') throw error;
  } finally {
    await client.end();
  }
}
