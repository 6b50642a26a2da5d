// No zod default reaches a person: every check the contracts' schemas hold, broken on purpose
// (schema-probes.ts), says something written for a person, and every module that builds schemas loads the
// error map that writes it (plain-messages.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GrievanceOfficerInput, OfferInput, OnboardDoctorRequest } from './admin.ts';
import { plainMessage } from './plain-messages.ts';
import { isZodDefault, probeSchemas, SAMPLE_ISSUES } from './schema-probes.ts';

const DIR = fileURLToPath(new URL('./', import.meta.url));
const SOURCES = readdirSync(DIR).filter(
  (f) =>
    f.endsWith('.ts') && !f.endsWith('.test.ts') && !['plain-messages.ts', 'schema-probes.ts'].includes(f),
);

async function contractModules(): Promise<Record<string, Record<string, unknown>>> {
  const modules: Record<string, Record<string, unknown>> = {};
  for (const file of SOURCES) modules[file] = await import(pathToFileURL(DIR + file).href);
  return modules;
}

describe('the contracts’ schemas', () => {
  it('each module that builds one loads the plain messages', () => {
    const without = SOURCES.filter((file) => {
      const source = readFileSync(DIR + file, 'utf8');
      return /from 'zod'/.test(source) && !source.includes("import './plain-messages.ts';");
    });
    expect(without).toEqual([]);
  });

  it('say nothing in zod’s own words, whatever breaks them', async () => {
    const said = probeSchemas(await contractModules());
    // The probe still reaches the fields (a walk that stopped early would pass on nothing).
    expect(said.length).toBeGreaterThan(100);
    const messages = said.map((m) => m.message);
    expect(messages).toContain('Enter at least 3 characters');
    expect(messages).toContain('Designation must be at least 3 characters');
    const raw = said.filter((m) => isZodDefault(m.issue)).map((m) => `${m.where}: ${m.message}`);
    expect(raw).toEqual([]);
  });

  it('keep a field’s own message, and give the rest plain words', () => {
    const officer = GrievanceOfficerInput.safeParse({ designation: 'GO' });
    expect(officer.error?.issues.find((i) => i.path[0] === 'designation')?.message).toBe(
      'Designation must be at least 3 characters',
    );
    const offer = OfferInput.safeParse({ title: 'AB' });
    expect(offer.error?.issues.find((i) => i.path[0] === 'title')?.message).toBe(
      'Enter at least 3 characters',
    );
    const doctor = OnboardDoctorRequest.safeParse({ consultationTypes: [], registrationYear: 1900 });
    const said = Object.fromEntries(doctor.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(said.consultationTypes).toBe('Choose at least one');
    expect(said.registrationYear).toBe('At least 1950');
  });
});

describe('plainMessage', () => {
  it('has words for every kind of issue, none of them zod’s', () => {
    for (const issue of SAMPLE_ISSUES) {
      const message = plainMessage(issue);
      expect(message, JSON.stringify(issue)).toMatch(/^[A-Z]/);
      expect(isZodDefault({ ...issue, message } as z.core.$ZodIssue), message).toBe(false);
    }
  });

  it('writes bounds as India reads them', () => {
    expect(z.string().max(2_000_000).safeParse('x'.repeat(2_000_001)).error?.issues[0]?.message).toBe(
      'At most 20,00,000 characters',
    );
    expect(z.number().positive().safeParse(0).error?.issues[0]?.message).toBe('More than 0');
    expect(z.int().safeParse(0.5).error?.issues[0]?.message).toBe('Enter a whole number');
    expect(z.string().safeParse(undefined).error?.issues[0]?.message).toBe('Fill this in');
    expect(z.strictObject({}).safeParse({ x: 1 }).error?.issues[0]?.message).toBe('Unknown field: x');
  });
});
