// A count with its noun, singular for one ('1 doctor', '2 doctors', '1,20,000 medicines', in Indian digit
// grouping): `countOf` lives in @arogya/contracts/constants so the API's messages and documents say it the
// same way; and the verb that agrees with it ('1 doctor matches', '2 doctors match');
// docs/screens.md#one-writing-style.
export { countOf } from '@arogya/contracts/constants';

/** The verb for a count: `agree(1, 'matches', 'match')` is 'matches'. */
export function agree(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}
