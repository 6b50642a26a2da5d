// A family member's name is written as its person writes it: in Latin letters or in Hindi, whose vowels after
// a consonant are marks (\p{M}), not letters.
import { describe, expect, it } from 'vitest';
import { FamilyMemberInput } from './health-card.ts';

const member = (name: string) =>
  FamilyMemberInput.safeParse({ name, relation: 'mother', dateOfBirth: '1960-05-01', sex: 'female' });

describe('a family member’s name', () => {
  it('may be written in Hindi or in Latin letters', () => {
    expect(member('प्रिया शर्मा').success).toBe(true);
    expect(member("Meera D'Souza").success).toBe(true);
  });

  it('holds no digits or other signs', () => {
    expect(member('Meera 2').success).toBe(false);
    expect(member('<b>Meera</b>').success).toBe(false);
  });
});
