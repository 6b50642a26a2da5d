// Medicine orders, for the patient (Hindi; the same keys and slots as en/orders.ts).
import type { MessageTemplate } from '../message-template.ts';

const order = (name: string, title: string, body: string, extra = ''): MessageTemplate => ({
  inApp: { title, body: `ऑर्डर {{ref}}: ${body}` },
  email: {
    subject: `${title}: ऑर्डर {{ref}}`,
    text: `ऑर्डर {{ref}}: ${body}${extra ? `\n\n${extra}` : ''}`,
    html: `<p>ऑर्डर {{ref}}: ${body}</p>${extra ? `<p>${extra}</p>` : ''}`,
  },
  sms: { text: `Arogya: ऑर्डर {{ref}}: ${body} विवरण: {{url}}` },
  whatsapp: { name, body: `${title}: ऑर्डर {{1}}।`, params: ['ref'], linkButton: true },
  push: { title, body: `ऑर्डर {{ref}}` },
});

export const orders = {
  order_confirmed: order(
    'order_confirmed',
    'ऑर्डर मिल गया',
    '{{total}} का आपका ऑर्डर हमें मिल गया है।',
    'भुगतान: {{payment}}।',
  ),
  order_prescription_approved: order(
    'order_prescription_approved',
    'पर्चा स्वीकार हुआ',
    'हमारे फ़ार्मासिस्ट ने पर्चा स्वीकार कर लिया है; ऑर्डर पैक हो रहा है।',
  ),
  order_prescription_rejected: order(
    'order_prescription_rejected',
    'पर्चा स्वीकार नहीं हुआ',
    'हमारे फ़ार्मासिस्ट पर्चा स्वीकार नहीं कर सके।',
    'कारण: {{reason}}',
  ),
  order_shipped: order('order_shipped', 'ऑर्डर भेज दिया गया', 'आपकी दवाइयाँ रास्ते में हैं।'),
  order_out_for_delivery: order('order_out_for_delivery', 'डिलीवरी के लिए निकला', 'आपकी दवाइयाँ आज पहुँचेंगी।'),
  order_delivered: order('order_delivered', 'ऑर्डर पहुँच गया', 'आपकी दवाइयाँ पहुँचा दी गई हैं।'),
} satisfies Record<string, MessageTemplate>;
