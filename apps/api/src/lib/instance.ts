import { randomBytes } from 'node:crypto';

/**
 * An API instance among those sharing a database (issue #28): a short random id per container,
 * put in the `application_name` of its LISTEN connections, so an instance can see at start
 * whether others are running on the same database (pg_stat_activity) and say what they will not share.
 */
export const LISTENER_APPLICATION_PREFIX = 'vizyt-listen:';
export const newListenerApplicationName = () => `${LISTENER_APPLICATION_PREFIX}${randomBytes(4).toString('hex')}`;
