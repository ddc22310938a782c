/**
 * SSH binary encoding (RFC 4251 §5): uint32, uint64, string, mpint. Used to build public-key blobs,
 * signatures and certificates (PROTOCOL.certkeys) and to read public keys sent by users.
 */

export class SshWriter {
  private readonly parts: Buffer[] = [];

  uint32(value: number): this {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(value);
    this.parts.push(b);
    return this;
  }

  uint64(value: bigint): this {
    const b = Buffer.alloc(8);
    b.writeBigUInt64BE(value);
    this.parts.push(b);
    return this;
  }

  /** A length-prefixed byte string; text is encoded as UTF-8. */
  string(value: Buffer | string): this {
    const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
    this.uint32(bytes.length);
    this.parts.push(bytes);
    return this;
  }

  /** A non-negative integer given as unsigned big-endian bytes (RFC 4251 §5 "mpint"). */
  mpint(unsignedBigEndian: Buffer): this {
    return this.string(toMpintBytes(unsignedBigEndian));
  }

  raw(bytes: Buffer): this {
    this.parts.push(bytes);
    return this;
  }

  toBuffer(): Buffer {
    return Buffer.concat(this.parts);
  }
}

/** Thrown by SshReader on truncated input; callers turn it into their own error. */
export class WireFormatError extends Error {
  override readonly name = 'WireFormatError';
}

export class SshReader {
  private offset = 0;

  constructor(private readonly buf: Buffer) {}

  uint32(): number {
    this.need(4);
    const value = this.buf.readUInt32BE(this.offset);
    this.offset += 4;
    return value;
  }

  string(): Buffer {
    const length = this.uint32();
    this.need(length);
    const value = this.buf.subarray(this.offset, this.offset + length);
    this.offset += length;
    return value;
  }

  /** An mpint that must be positive; returns it as unsigned big-endian bytes without leading zeros. */
  positiveMpint(): Buffer {
    const bytes = this.string();
    if (bytes.length === 0 || (bytes[0]! & 0x80) !== 0) throw new WireFormatError('mpint is not positive');
    if (bytes.length > 1 && bytes[0] === 0 && (bytes[1]! & 0x80) === 0) {
      throw new WireFormatError('mpint is not minimally encoded');
    }
    return stripLeadingZeros(bytes);
  }

  get atEnd(): boolean {
    return this.offset === this.buf.length;
  }

  private need(length: number): void {
    if (this.offset + length > this.buf.length) throw new WireFormatError('truncated data');
  }
}

function stripLeadingZeros(bytes: Buffer): Buffer {
  let start = 0;
  while (start < bytes.length && bytes[start] === 0) start++;
  return bytes.subarray(start);
}

function toMpintBytes(unsignedBigEndian: Buffer): Buffer {
  const magnitude = stripLeadingZeros(unsignedBigEndian);
  if (magnitude.length > 0 && (magnitude[0]! & 0x80) !== 0) return Buffer.concat([Buffer.from([0]), magnitude]);
  return magnitude;
}
