// GET /api/v1/labs/topMustLab: partner labs, most reports delivered through Arogya first (then by name),
// optionally in one city.
import type { Lab } from '@arogya/contracts/labs';
import { mapLab } from './lab-mapper.ts';
import type { LabsDeps } from './labs-deps.ts';

export async function listTopLabs(deps: LabsDeps, query: { city?: string; limit: number }): Promise<Lab[]> {
  const rows = await deps.labs.topLabs(query.city, query.limit);
  return rows.map(mapLab);
}
