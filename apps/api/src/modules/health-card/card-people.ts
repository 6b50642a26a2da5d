// Who a card covers: the account holder, and for a family plan their family members (oldest added first)
// up to the plan's size. Read when asked, so a member added later is covered while there is room.
import { RELATION_LABELS, type Relation } from '@arogya/contracts/health-card';
import { todayIn } from '../../lib/zoned-time.ts';
import type { FamilyRepository } from '../family/family.repository.ts';
import { ageOn } from '../family/family-mapper.ts';

export type CoveredPerson = { personKey: string; name: string; relation: string; age: number | null };

export async function coveredPeople(
  family: FamilyRepository,
  holder: { id: string; name: string },
  maxPeople: number,
  now: Date,
): Promise<CoveredPerson[]> {
  const self: CoveredPerson = { personKey: 'self', name: holder.name, relation: 'Card holder', age: null };
  if (maxPeople <= 1) return [self];
  const members = await family.list(holder.id);
  const today = todayIn(now);
  return [
    self,
    ...members.slice(0, maxPeople - 1).map((m) => ({
      personKey: m.id,
      name: m.name,
      relation: RELATION_LABELS[m.relation as Relation] ?? m.relation,
      age: ageOn(m.dateOfBirth, today),
    })),
  ];
}
