// Every city, area, state and council the seed writes has its Hindi name (packages/contracts/src/place-names.ts),
// so a Hindi page never shows a seeded place in English.
import { councilNameHi, placeNameHi } from '@arogya/contracts/place-names';
import { describe, expect, it } from 'vitest';
import { CITIES, CLINICS, TRACK_COUNCILS } from './doctors-catalogue.ts';
import { pinCodeRows } from './pharmacy-delivery.ts';

describe('the seed’s places in Hindi', () => {
  it('names every clinic city, area and state', () => {
    const missing = [
      ...CITIES.flatMap((c) => [c.name, c.state]),
      ...CLINICS.flatMap(([, , , area, city]) => [area, city]),
    ].filter((name) => !placeNameHi(name));
    expect(missing).toEqual([]);
  });

  it('names every city and state the pharmacy and labs deliver to', () => {
    const missing = pinCodeRows()
      .flatMap((p) => [p.city, p.state])
      .filter((name) => !placeNameHi(name));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('names every council a seeded doctor is registered with', () => {
    const councils = [
      ...CITIES.flatMap((c) => [c.council[0], c.dentalCouncil[0]]),
      ...Object.values(TRACK_COUNCILS).map((c) => c[0]),
    ];
    expect(councils.filter((name) => !councilNameHi(name))).toEqual([]);
  });
});
