// GET /api/v1/membership-card/get: the signed-in user's card, or null (the query the dashboard and the
// account menu share, lib/api/health-card.ts).
import { healthCardKey, useMyHealthCard } from '../../../lib/api/health-card.ts';

export const cardKey = healthCardKey;

export function useHealthCard(enabled: boolean) {
  return useMyHealthCard(enabled);
}
