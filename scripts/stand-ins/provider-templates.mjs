// What a deployment registers with its providers, made for the stand-ins from the app's own templates
// (apps/api/src/modules/notifications/templates/), so the demo's inbox shows each SMS and WhatsApp message
// as the person would read it, and the MSG91 adapter, which refuses an SMS without its ids, sends every kind:
// - MSG91: one template per kind, its id the kind's key (MSG91_TEMPLATE_IDS), its text the template's SMS
//   text with MSG91's `##name##` variables where ours read `{{name}}`;
// - DLT: an id of 19 digits per kind (SMS_DLT_TEMPLATE_IDS). A real deployment has these from its operator's
//   DLT platform; these are made up for the stand-ins, which check only their shape;
// - WhatsApp: each approved template's name and body ({{1}}, {{2}}...).
// Given the templates of every language ({ en, hi }), a Hindi SMS text is its own template under `<kind>:hi`
// (as DLT registers it apart: templates.ts smsTemplateKey), and a Hindi WhatsApp body is the same template
// name in language 'hi' (kept here as `<name>:hi`).

/** A stand-in DLT template id for the n-th kind: '1107' (as DLT ids start) and n, 19 digits in all. */
const dltId = (n) => `1107${String(n).padStart(15, '0')}`;

/** @typedef {Record<string, { sms: { text: string }, whatsapp: { name: string, body: string } }>} Templates */

/**
 * @param {Templates | Record<string, Templates>} templates the app's TEMPLATES (every language) or one
 *   language's (TEMPLATES.en)
 */
export function providerTemplates(templates) {
  const first = Object.values(templates)[0];
  /** @type {Record<string, Templates>} */
  const byLanguage = first && 'sms' in first ? { en: templates } : templates;
  const entries = Object.entries(byLanguage).flatMap(([language, kinds]) =>
    Object.entries(kinds).map(([kind, t]) => ({
      key: language === 'en' ? kind : `${kind}:${language}`,
      whatsappName: language === 'en' ? t.whatsapp.name : `${t.whatsapp.name}:${language}`,
      template: t,
    })),
  );
  return {
    templateKeys: entries.map((e) => e.key),
    dltTemplateIds: Object.fromEntries(entries.map((e, i) => [e.key, dltId(i + 1)])),
    smsTemplates: Object.fromEntries(
      entries.map((e) => [e.key, e.template.sms.text.replace(/\{\{(\w+)\}\}/g, '##$1##')]),
    ),
    whatsappTemplates: Object.fromEntries(entries.map((e) => [e.whatsappName, e.template.whatsapp.body])),
  };
}
