// What the stand-ins received, in one list: every SMS, WhatsApp message, e-mail and web push, each as
// { id, channel, to, template, subject?, text, time, ... } (the provider's own details beside them).
// `list()` answers newest first, as GET /messages does on each stand-in and on the combined inbox
// (inbox-server.mjs).

/** @typedef {{ channel: 'sms' | 'whatsapp' | 'email' | 'push', to: string, template: string | null, text: string } & Record<string, unknown>} InboxEntry */

export function createInbox() {
  /** @type {(InboxEntry & { id: number, time: string })[]} oldest first */
  const entries = [];
  let lastId = 0;
  return {
    /** @param {InboxEntry} entry */
    add(entry) {
      lastId += 1;
      const recorded = { id: lastId, time: new Date().toISOString(), ...entry };
      entries.push(recorded);
      // A long demo keeps the newest 10,000.
      if (entries.length > 10_000) entries.splice(0, entries.length - 10_000);
      return recorded;
    },
    /** Newest first, optionally of one channel, to one address, or at most `limit`. */
    list({ channel, to, limit } = {}) {
      const out = [];
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const e = entries[i];
        if (channel && e.channel !== channel) continue;
        if (to && e.to !== to) continue;
        out.push(e);
        if (limit && out.length >= limit) break;
      }
      return out;
    },
    clear() {
      entries.length = 0;
    },
  };
}

/** GET /messages's filters from a query string (channel, to, limit). */
export function inboxQuery(searchParams) {
  const limit = Number(searchParams.get('limit'));
  return {
    channel: searchParams.get('channel') ?? undefined,
    to: searchParams.get('to') ?? undefined,
    limit: Number.isInteger(limit) && limit > 0 ? limit : undefined,
  };
}
