/**
 * Live updates over the tab's one socket (issue #13). Screens use only this:
 *
 *   useRealtimeEvent('message:new', (payload) => …);      // while mounted
 *   const live = useRealtimeConnected();                  // false: poll instead
 *   emitRealtime('conversation:join', { conversationId }, (ack) => …);
 *
 * Payloads arrive as `unknown`: check their shape before use. <RealtimeConnection /> (mounted
 * by the signed-in layouts) decides whether a socket exists at all.
 */
export { emitRealtime, isRealtimeConnected, isRealtimeEnabled, subscribeRealtime, type RealtimeAck, type RealtimeHandler } from './realtime-client';
export { useRealtimeConnected, useRealtimeEvent } from './use-realtime';
export { RealtimeConnection } from './realtime-connection';
