// Stand-in for https://checkout.razorpay.com/v1/checkout.js (served by stand-in.mjs for the e2e tier).
// Same surface as Razorpay Checkout: `new Razorpay(options)`, `.on('payment.failed', fn)`, `.open()`,
// `.close()`; the page's `handler` receives razorpay_payment_id, razorpay_order_id and razorpay_signature,
// `modal.ondismiss` runs when the patient closes it. The dialog offers UPI (pays) or a failing payment; like
// Checkout (whose `retry` is on by default), a failed attempt fires 'payment.failed' and leaves the dialog open
// with Razorpay's words, so the patient may try again or close it.
(() => {
  const origin = new URL(document.currentScript.src).origin;

  function Razorpay(options) {
    if (!options?.key) throw new Error('Razorpay: key is required');
    if (!options.order_id) throw new Error('Razorpay: order_id is required');
    this.options = options;
    this.listeners = {};
    this.dialog = null;
  }

  Razorpay.prototype.on = function on(event, fn) {
    this.listeners[event] = this.listeners[event] || [];
    this.listeners[event].push(fn);
  };

  Razorpay.prototype.close = function close() {
    if (this.dialog) {
      this.dialog.close();
      this.dialog.remove();
      this.dialog = null;
    }
  };

  Razorpay.prototype.open = function open() {
    const o = this.options;
    const dialog = document.createElement('dialog');
    dialog.setAttribute('aria-labelledby', 'rzp-stand-in-title');
    dialog.style.cssText =
      'max-width:22rem;width:90vw;border:0;border-radius:12px;padding:1.25rem;font:15px system-ui,sans-serif;color:#111;box-shadow:0 10px 40px rgba(0,0,0,.3)';
    const amount = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: o.currency || 'INR',
    }).format((o.amount || 0) / 100);
    const title = document.createElement('h2');
    title.id = 'rzp-stand-in-title';
    title.textContent = 'Razorpay test checkout';
    title.style.cssText = 'margin:0 0 .25rem;font-size:1.1rem';
    const who = document.createElement('p');
    who.textContent = `${o.name || ''} · ${o.description || ''} · ${amount}`;
    who.style.cssText = 'margin:0 0 .25rem;color:#333';
    const prefill = document.createElement('p');
    const p = o.prefill || {};
    prefill.textContent = [p.name, p.email, p.contact].filter(Boolean).join(' · ');
    prefill.style.cssText = 'margin:0 0 1rem;color:#333;font-size:13px';
    const status = document.createElement('p');
    status.setAttribute('role', 'status');
    status.style.cssText = 'min-height:1.2em;margin:.5rem 0 0;font-size:13px';
    const button = (label, bg) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.style.cssText = `display:block;width:100%;margin:.4rem 0;padding:.7rem;border-radius:8px;border:1px solid #333;background:${bg};color:${bg === '#fff' ? '#111' : '#fff'};font:inherit;cursor:pointer`;
      return b;
    };
    const upi = button('Pay by UPI', '#0b5394');
    const fail = button('Fail the payment', '#8b1a1a');
    const cancel = button('Close', '#fff');
    dialog.append(title, who, prefill, upi, fail, cancel, status);
    document.body.append(dialog);
    this.dialog = dialog;
    dialog.showModal();

    const submit = async (outcome) => {
      upi.disabled = true;
      fail.disabled = true;
      status.textContent = 'Processing…';
      let res;
      let body;
      try {
        res = await fetch(`${origin}/checkout/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ order_id: o.order_id, outcome, method: 'upi' }),
        });
        body = await res.json();
      } catch {
        body = { error: { code: 'GATEWAY_ERROR', description: 'Network error', metadata: {} } };
      }
      if (res?.ok) {
        this.close();
        if (typeof o.handler === 'function') o.handler(body);
      } else {
        upi.disabled = false;
        fail.disabled = false;
        status.textContent = `Payment failed: ${body.error?.description ?? 'please try again'}. You can try again.`;
        for (const fn of this.listeners['payment.failed'] || []) fn({ error: body.error });
      }
    };
    upi.addEventListener('click', () => void submit('success'));
    fail.addEventListener('click', () => void submit('failure'));
    const dismiss = () => {
      this.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    };
    cancel.addEventListener('click', dismiss);
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      dismiss();
    });
  };

  window.Razorpay = Razorpay;
})();
