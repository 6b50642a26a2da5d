// The shape of one kind's message on every channel (templates/en/*.ts). Texts hold `{{variable}}` slots
// filled from the outbox row's data (render-message.ts); the e-mail's HTML is escaped as it is filled.
// Hindi arrives as templates/hi/ with the same keys.

export type MessageTemplate = {
  inApp: { title: string; body: string };
  email: { subject: string; text: string; html: string };
  /** The text as registered on the DLT platform (its id comes from SMS_DLT_TEMPLATE_IDS); MSG91 fills the
   * same variables by name. */
  sms: { text: string };
  /** The approved utility template: its name, the body's {{1}}, {{2}}... in order, and whether its URL
   * button takes the message's link as its dynamic part; an authentication template's copy-code button
   * takes the code instead (`codeButton`). */
  whatsapp: { name: string; body: string; params: string[]; linkButton?: boolean; codeButton?: boolean };
  push: { title: string; body: string };
};
