import cluster from 'node:cluster';

/**
 * News between the worker processes of one server started with WEB_CONCURRENCY above 1: a worker
 * tells the others that something they keep in memory changed, through the primary process
 * (server.ts relays it). In a single process both calls do nothing.
 */
interface PeerMessage {
  wayfare: 'changed';
  topic: string;
}

export function isPeerMessage(message: unknown): message is PeerMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as PeerMessage).wayfare === 'changed' &&
    typeof (message as PeerMessage).topic === 'string'
  );
}

/** Tells the other workers that `topic` changed. */
export function announceChange(topic: string): void {
  if (cluster.isWorker && process.send) process.send({ wayfare: 'changed', topic });
}

/** Runs `listener` whenever another worker announces a change of `topic`; returns the unsubscribe. */
export function onPeerChange(topic: string, listener: () => void): () => void {
  if (!cluster.isWorker) return () => {};
  const handler = (message: unknown) => {
    if (isPeerMessage(message) && message.topic === topic) listener();
  };
  process.on('message', handler);
  return () => process.off('message', handler);
}
