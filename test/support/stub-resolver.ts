/**
 * A resolver for delegation checks (`DNS_RESOLVER`) on 127.0.0.1, standing for the public DNS a recursive resolver
 * sees: it answers NS questions with the name servers the test says the parent zone delegates a domain to, and
 * NXDOMAIN for any other name. Real DNS messages over UDP (dns-packet), as node:dns sends them.
 */
import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dnsPacket from 'dns-packet';

export interface StubResolver {
  /** `127.0.0.1:<port>`. */
  address: string;
  /** What the parent zone delegates each domain to (no entry: the domain does not exist). */
  delegations: Map<string, string[]>;
  close(): Promise<void>;
}

export async function startStubResolver(): Promise<StubResolver> {
  const delegations = new Map<string, string[]>();
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, peer) => {
    const query = dnsPacket.decode(message);
    const question = query.questions?.[0];
    if (question === undefined) return;
    const targets = delegations.get(question.name.toLowerCase());
    const answers =
      question.type === 'NS' && targets !== undefined ? targets.map((target) => ({ type: 'NS' as const, name: question.name, ttl: 60, data: target })) : [];
    const rcode = targets === undefined ? 3 : 0; // NXDOMAIN : NOERROR
    socket.send(
      dnsPacket.encode({
        type: 'response',
        id: query.id ?? 0,
        flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | rcode,
        questions: [question],
        answers,
      }),
      peer.port,
      peer.address,
    );
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${(socket.address() as AddressInfo).port}`,
    delegations,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
