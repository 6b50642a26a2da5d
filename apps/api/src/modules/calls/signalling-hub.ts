// The signalling hub relays call messages between the sockets of a call, wherever they are connected. In one
// process an in-memory hub does it; with REDIS_URL set, redis-signalling-hub.ts relays through Redis
// publish/subscribe so the patient and the doctor may be connected to different API instances.

export type HubHandler = (message: unknown) => void;
export type Unsubscribe = () => Promise<void>;

export interface SignallingHub {
  readonly kind: 'memory' | 'redis';
  /** Delivers a JSON-serialisable message to every subscriber of the channel, in publish order. */
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once messages published afterwards on the channel will reach the handler. */
  subscribe(channel: string, handler: HubHandler): Promise<Unsubscribe>;
  close(): Promise<void>;
}

export const callChannel = (callId: string) => `call:${callId}`;
export const userChannel = (userId: string) => `user:${userId}`;

/** Messages are copied through JSON, as Redis would, so no subscriber shares an object with another. */
export function createMemoryHub(): SignallingHub {
  const channels = new Map<string, Set<HubHandler>>();
  return {
    kind: 'memory',
    async publish(channel, message) {
      const handlers = channels.get(channel);
      if (!handlers || handlers.size === 0) return;
      const text = JSON.stringify(message);
      queueMicrotask(() => {
        for (const handler of [...handlers]) handler(JSON.parse(text));
      });
    },
    async subscribe(channel, handler) {
      let handlers = channels.get(channel);
      if (!handlers) {
        handlers = new Set();
        channels.set(channel, handlers);
      }
      handlers.add(handler);
      return async () => {
        handlers.delete(handler);
        if (handlers.size === 0 && channels.get(channel) === handlers) channels.delete(channel);
      };
    },
    async close() {
      channels.clear();
    },
  };
}
