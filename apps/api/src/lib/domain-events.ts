import type { Logger } from './logger.js';

/**
 * Things that happened, for whoever wants to react (the notifications issue subscribes). Events
 * are published after the change committed; a subscriber's failure is logged and never undoes
 * or fails the request that published it.
 */
export type DomainEvent =
  | { type: 'review.created'; reviewId: string; specialistUserId: string; bookingId: string; rating: number };

type Handler = (event: DomainEvent) => void | Promise<void>;

export interface DomainEvents {
  publish(event: DomainEvent): void;
  subscribe(handler: Handler): () => void;
}

export function createDomainEvents(logger: Logger): DomainEvents {
  const handlers = new Set<Handler>();
  return {
    publish(event) {
      logger.info({ event }, 'domain event');
      for (const handler of handlers) {
        void Promise.resolve()
          .then(() => handler(event))
          .catch((err: unknown) => logger.warn({ err, event: event.type }, 'domain event handler failed'));
      }
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
}
