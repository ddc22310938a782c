/**
 * The service's authoritative name server for every agent ingress domain, on UDP and TCP (RFC 1035 §4.2;
 * RFC 7766: TCP is mandatory), at the address the operator configures (`DNS_HOST`, `DNS_PORT`;
 * docs/decisions/0060-ingress-certificates.md). Wire format by `dns-packet` (a small, widely used encoder and
 * decoder); what to answer by zone-answer.ts, from the zone zone-lookup.ts finds in the database.
 *
 * One question per message (RFC 9619); anything else is FORMERR, an opcode other than QUERY is NOTIMP. A UDP answer
 * longer than 512 bytes is sent truncated (TC) so that the client asks again over TCP (RFC 1035 §4.2.1).
 */
import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import dnsPacket, { type Packet } from 'dns-packet';
import { answerFromZone, type ResponseCode, type Zone, type ZoneAnswer } from './zone-answer.js';

export interface DnsServerOptions {
  host: string;
  /** 0 picks a free port (the same one for UDP and TCP). */
  port: number;
  /**
   * The zone containing `name`, or undefined when no agent ingress domain does. When it fails (a database error) the
   * question gets SERVFAIL; reporting the failure is the lookup's own (it knows whether it is a new one).
   */
  zoneOf(name: string): Promise<Zone | undefined>;
  /** Called with an error of the UDP socket. */
  onError?(error: unknown): void;
}

export interface DnsServer {
  readonly port: number;
  close(): Promise<void>;
}

const UDP_LIMIT = 512;
/** A TCP client silent this long is dropped (RFC 7766 §6.2.3 recommends seconds, not minutes). */
const TCP_IDLE_MS = 10_000;
const RCODES: Record<ResponseCode | 'SERVFAIL', number> = { NOERROR: 0, FORMERR: 1, SERVFAIL: 2, NXDOMAIN: 3, NOTIMP: 4, REFUSED: 5 };

export async function startDnsServer(options: DnsServerOptions): Promise<DnsServer> {
  const tcp = net.createServer((socket) => serveTcp(socket, options));
  await new Promise<void>((resolve, reject) => {
    tcp.once('error', reject);
    tcp.listen(options.port, options.host, () => resolve());
  });
  const port = (tcp.address() as AddressInfo).port;
  const udp = dgram.createSocket(net.isIPv6(options.host) ? 'udp6' : 'udp4');
  try {
    await new Promise<void>((resolve, reject) => {
      udp.once('error', reject);
      udp.bind(port, options.host, () => resolve());
    });
  } catch (error) {
    tcp.close();
    throw error;
  }
  udp.on('error', (error) => options.onError?.(error));
  udp.on('message', (message, peer) => {
    void respond(message, options).then((answer) => {
      if (answer === undefined) return;
      udp.send(fitUdp(answer), peer.port, peer.address);
    });
  });
  const sockets = new Set<net.Socket>();
  tcp.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return {
    port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await Promise.all([new Promise<void>((resolve) => tcp.close(() => resolve())), new Promise<void>((resolve) => udp.close(() => resolve()))]);
    },
  };
}

function serveTcp(socket: net.Socket, options: DnsServerOptions): void {
  socket.setTimeout(TCP_IDLE_MS, () => socket.destroy());
  socket.on('error', () => undefined);
  let buffered = Buffer.alloc(0);
  socket.on('data', (chunk) => {
    buffered = Buffer.concat([buffered, chunk]);
    while (buffered.length >= 2) {
      const length = buffered.readUInt16BE(0);
      if (buffered.length < 2 + length) return;
      const message = buffered.subarray(2, 2 + length);
      buffered = buffered.subarray(2 + length);
      void respond(message, options).then((answer) => {
        if (answer === undefined || socket.destroyed) return;
        const prefix = Buffer.alloc(2);
        prefix.writeUInt16BE(answer.length);
        socket.write(Buffer.concat([prefix, answer]));
      });
    }
  });
}

/** The encoded answer to one message; undefined for what deserves none (not a query, or not even a header). */
async function respond(message: Buffer, options: DnsServerOptions): Promise<Buffer | undefined> {
  let query: Packet;
  try {
    query = dnsPacket.decode(message);
  } catch {
    // Not a DNS message we can read: answer FORMERR when at least the id is there (RFC 1035 §4.1.1).
    return message.length >= 2 ? encode({ id: message.readUInt16BE(0), questions: [] }, 'FORMERR') : undefined;
  }
  if (query.type !== 'query') return undefined;
  const questions = query.questions ?? [];
  // The decoder fills these header fields; @types/dns-packet leaves them out.
  const { flag_rd, opcode } = query as Packet & { flag_rd?: boolean; opcode?: string };
  const header = { id: query.id ?? 0, questions, recursionDesired: flag_rd === true };
  if (opcode !== 'QUERY') return encode(header, 'NOTIMP');
  const question = questions[0];
  if (question === undefined || questions.length > 1) return encode(header, 'FORMERR');
  let answer: ZoneAnswer;
  try {
    answer = answerFromZone(question, await options.zoneOf(question.name));
  } catch {
    return encode(header, 'SERVFAIL');
  }
  return encode(header, answer.rcode, answer);
}

interface Header {
  id: number;
  questions: NonNullable<Packet['questions']>;
  recursionDesired?: boolean;
}

function encode(header: Header, rcode: ResponseCode | 'SERVFAIL', answer?: ZoneAnswer): Buffer {
  // RD is copied from the query (RFC 1035 §4.1.1); RA stays clear: this server does not recurse.
  const flags = (answer?.authoritative ? dnsPacket.AUTHORITATIVE_ANSWER : 0) | (header.recursionDesired ? dnsPacket.RECURSION_DESIRED : 0) | RCODES[rcode];
  return dnsPacket.encode({
    type: 'response',
    id: header.id,
    flags,
    questions: header.questions,
    answers: answer?.answers ?? [],
    authorities: answer?.authorities ?? [],
  });
}

/** An answer too long for UDP, cut to its header and question with TC set. */
function fitUdp(encoded: Buffer): Buffer {
  if (encoded.length <= UDP_LIMIT) return encoded;
  const packet = dnsPacket.decode(encoded);
  return dnsPacket.encode({
    type: 'response',
    id: packet.id ?? 0,
    flags: (packet.flags ?? 0) | dnsPacket.TRUNCATED_RESPONSE,
    questions: packet.questions ?? [],
  });
}
