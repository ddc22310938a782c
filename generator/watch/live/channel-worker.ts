/**
 * The live channel's thread (channel.ts starts it): the server answers and streams while the dev process's
 * own thread is busy generating, which a run keeps it for seconds.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type ChannelMessage, type ChannelServerOptions, serveChannel } from './channel-server.js';

void serveChannel(workerData as ChannelServerOptions).then((server) => {
  parentPort!.on('message', (message: ChannelMessage | { readonly kind: 'close' }) => {
    if (message.kind === 'close') void server.close().then(() => parentPort!.close());
    else server.handle(message);
  });
  parentPort!.postMessage({ url: server.url });
});
