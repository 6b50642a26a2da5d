// Signalling across API instances through Redis publish/subscribe: one extra Redis connection per instance
// in subscriber mode, one Redis channel per call or user (prefixed), handlers counted locally so a channel
// is subscribed once however many sockets of this instance listen to it.
import type { Redis } from 'ioredis';
import type { HubHandler, SignallingHub } from './signalling-hub.ts';

export function createRedisHub(redis: Redis, prefix: string): SignallingHub {
  const channels = new Map<string, Set<HubHandler>>();
  let subscriber: Redis | undefined;
  // Subscribe and unsubscribe run one after another, so a channel is never dropped while being joined.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => {});
    return next;
  };

  const connection = (): Redis => {
    if (subscriber) return subscriber;
    subscriber = redis.duplicate();
    subscriber.on('message', (fullChannel: string, text: string) => {
      const handlers = channels.get(fullChannel.slice(prefix.length));
      if (!handlers) return;
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch {
        return;
      }
      for (const handler of [...handlers]) handler(message);
    });
    subscriber.on('error', () => {
      // ioredis reconnects and re-subscribes by itself; the error is not fatal.
    });
    return subscriber;
  };

  return {
    kind: 'redis',
    async publish(channel, message) {
      await redis.publish(prefix + channel, JSON.stringify(message));
    },
    subscribe(channel, handler) {
      return serial(async () => {
        let handlers = channels.get(channel);
        if (!handlers) {
          handlers = new Set();
          channels.set(channel, handlers);
          await connection().subscribe(prefix + channel);
        }
        handlers.add(handler);
        const own = handlers;
        return () =>
          serial(async () => {
            own.delete(handler);
            if (own.size === 0 && channels.get(channel) === own) {
              channels.delete(channel);
              await subscriber?.unsubscribe(prefix + channel);
            }
          });
      });
    },
    async close() {
      channels.clear();
      const sub = subscriber;
      subscriber = undefined;
      if (sub) {
        try {
          await sub.quit();
        } catch {
          sub.disconnect();
        }
      }
    },
  };
}
