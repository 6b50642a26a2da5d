// What the health card operations use: its repository, the family members (who a card covers) and, for
// refunds, the payments module's operations with the health card as a payable.
import type { Db } from '../../db/client.ts';
import { createFamilyRepository, type FamilyRepository } from '../family/family.repository.ts';
import { createHealthCardRepository, type HealthCardRepository } from './health-card.repository.ts';

export type HealthCardDeps = { db: Db; cards: HealthCardRepository; family: FamilyRepository };

export function createHealthCardDeps(db: Db): HealthCardDeps {
  return { db, cards: createHealthCardRepository(db), family: createFamilyRepository(db) };
}
