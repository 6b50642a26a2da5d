// The support desk's hours as a message (SUPPORT.hours in packages/contracts/src/constants.ts is the English
// text the API and the notifications use), so a page shows them in its language.
import { msg } from '@lingui/core/macro';

export const SUPPORT_HOURS = msg`Monday to Saturday, 8:00 AM to 8:00 PM IST`;
