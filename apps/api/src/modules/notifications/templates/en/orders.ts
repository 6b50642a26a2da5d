// Medicine orders, for the patient (English).
import type { MessageTemplate } from '../message-template.ts';

const order = (name: string, title: string, body: string, extra = ''): MessageTemplate => ({
  inApp: { title, body: `Order {{ref}}: ${body}` },
  email: {
    subject: `${title}: order {{ref}}`,
    text: `Order {{ref}}: ${body}${extra ? `\n\n${extra}` : ''}`,
    html: `<p>Order {{ref}}: ${body}</p>${extra ? `<p>${extra}</p>` : ''}`,
  },
  sms: { text: `Arogya: order {{ref}}: ${body} Details: {{url}}` },
  whatsapp: { name, body: `${title}: order {{1}}.`, params: ['ref'], linkButton: true },
  push: { title, body: `Order {{ref}}` },
});

export const orders = {
  order_confirmed: order(
    'order_confirmed',
    'Order placed',
    'we have your order of {{total}}.',
    'Payment: {{payment}}.',
  ),
  order_prescription_approved: order(
    'order_prescription_approved',
    'Prescription approved',
    'our pharmacist approved the prescription; the order is being packed.',
  ),
  order_prescription_rejected: order(
    'order_prescription_rejected',
    'Prescription not approved',
    'our pharmacist could not approve the prescription.',
    'Reason: {{reason}}',
  ),
  order_shipped: order('order_shipped', 'Order shipped', 'your medicines are on their way.'),
  order_out_for_delivery: order('order_out_for_delivery', 'Out for delivery', 'your medicines arrive today.'),
  order_delivered: order('order_delivered', 'Order delivered', 'your medicines were delivered.'),
} satisfies Record<string, MessageTemplate>;
