// The health card's lines in the lab checkout's summary, as the server's quote gives them (a free full-body
// checkup, the plan's percentage), shown before the patient confirms; nothing when no card covers the person.
import { formatInr } from '@arogya/contracts/constants';
import type { LabQuote } from '@arogya/contracts/labs';
import { cardBenefitText } from '../lab-payment-line.ts';

export function LabCardLines({ quote }: { quote: LabQuote | undefined }) {
  if (!quote || quote.cardBenefits.length === 0) return null;
  return (
    <>
      {quote.cardBenefits.map((b) => (
        <div key={b.label} className="flex justify-between gap-3 text-green-800">
          <dt>{cardBenefitText(b.label)}</dt>
          <dd>−{formatInr(b.paise)}</dd>
        </div>
      ))}
    </>
  );
}
