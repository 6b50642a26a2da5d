// What a domain's seed is: a name, a version (raise it to run the seed again on an existing database) and
// the function that fills its tables. run-seeds.ts lists the seeders in order.
import type { Db } from '../client.ts';

export type Seeder = { domain: string; version: number; run(db: Db): Promise<void> };
