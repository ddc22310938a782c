/**
 * A client on a bare TCP socket, for what fetch never does: send a request a byte at a time, hold a
 * connection open without a request, connect from another loopback address (127.0.0.x).
 */
import net from 'node:net';

export interface RawConnection {
  readonly socket: net.Socket;
  /** Everything the server sent, once it closed the connection. */
  readonly closed: Promise<string>;
  write(text: string): Promise<void>;
}

export function connectRaw(port: number, localAddress = '127.0.0.1'): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress });
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const closed = new Promise<string>((done) => socket.once('close', () => done(received)));
    socket.once('error', () => undefined);
    socket.once('connect', () =>
      resolve({
        socket,
        closed,
        write: (text) => new Promise<void>((done) => (socket.destroyed ? done() : socket.write(text, () => done()))),
      }),
    );
    socket.once('error', reject);
  });
}

/** Sends `text` one byte at a time, `gapMs` apart, until it is all sent or the server closed the connection. */
export async function trickle(connection: RawConnection, text: string, gapMs: number): Promise<void> {
  for (const byte of text) {
    if (connection.socket.destroyed || connection.socket.readableEnded) return;
    await connection.write(byte);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
}

/** The status, headers and JSON body of the one HTTP response in `text`. */
export function parseResponse(text: string): { status: number; headers: Record<string, string>; body: any } {
  const [head = '', body = ''] = text.split('\r\n\r\n', 2);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: body === '' ? undefined : JSON.parse(body) };
}
