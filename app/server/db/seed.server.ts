import { seedLandingPages } from "../landing/seed.server";
import { seedPosts } from "../posts/seed.server";
import { seedRedirects } from "../redirects/seed.server";
import type { Db } from "./client.server";

/**
 * A seeder fills an empty embedded database with sample content and returns how many rows
 * it wrote. Each one checks its own table, so a restart never duplicates content.
 */
type Seeder = (db: Db) => Promise<number>;

const seeders: Seeder[] = [seedPosts, seedRedirects, seedLandingPages];

export async function seedSampleContent(db: Db): Promise<number> {
  let written = 0;
  for (const seed of seeders) written += await seed(db);
  return written;
}
