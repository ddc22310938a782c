import { describe, expect, it } from 'vitest';
import { closeReason, ProtocolError, parseAgentMessage, parseServerMessage } from '../../agent-protocol/index.js';

const hello = {
  type: 'hello',
  token: 'tok',
  agent_version: '3.1.0',
  os: 'linux',
  transport: 'service/v2',
  update_checks: true,
  tunnels: [{ labels: { app: 'web' } }],
};
const json = (value: unknown) => JSON.stringify(value);

describe('parseAgentMessage', () => {
  it('accepts a minimal hello and keeps optional fields only when set', () => {
    expect(parseAgentMessage(json(hello))).toEqual(hello);
    const full = { ...hello, metadata: '{"a":1}', region: 'eu', update: { state: 'awaiting_restart', version: '3.2.0' } };
    expect(parseAgentMessage(json({ ...full, extra: 'ignored' }))).toEqual(full);
  });

  it.each([
    ['agent message is not valid JSON', '{'],
    ['agent message must be a JSON object', '[1]'],
    ['message.type must be one of hello, heartbeat, command_ack, command_refused, update_progress', json({ type: 'hi' })],
    ['hello.token must be a non-empty string', json({ ...hello, token: '' })],
    ['hello.agent_version must be a semantic version such as 3.1.0', json({ ...hello, agent_version: 'v3' })],
    ['hello.agent_version must be a semantic version such as 3.1.0', json({ ...hello, agent_version: '3.1.0.1' })],
    ['hello.os must be a lower-case OS name', json({ ...hello, os: 'Windows NT' })],
    ['hello.transport must be one of service/v2, ssh', json({ ...hello, transport: 'service/2' })],
    ['hello.update_checks must be true or false', json({ ...hello, update_checks: 'yes' })],
    ['hello.metadata must be at most 4096 bytes', json({ ...hello, metadata: 'é'.repeat(2049) })],
    ['hello.region must be a lower-case region id such as us or eu', json({ ...hello, region: 'EU' })],
    ['hello.tunnels must be an array', json({ ...hello, tunnels: {} })],
    ['hello.tunnels[0].labels must hold 1 to 32 labels', json({ ...hello, tunnels: [{ labels: {} }] })],
    ['hello.tunnels[0].labels key "bad key" must be letters, digits, . _ / -', json({ ...hello, tunnels: [{ labels: { 'bad key': 'x' } }] })],
    ['hello.tunnels[0].labels.app must be a non-empty string', json({ ...hello, tunnels: [{ labels: { app: 1 } }] })],
    ['hello.update.version must be a non-empty string', json({ ...hello, update: { state: 'in_progress' } })],
    ['command_ack.command_id must be letters, digits, _ and -', json({ type: 'command_ack', command_id: 'a b' })],
    ['command_refused.code must be one of AGENT_RESTART_UNSUPPORTED_OS', json({ type: 'command_refused', command_id: 'c', code: 'NOPE', message: 'm' })],
    ['update_progress.state must be one of downloading, awaiting_restart, failed', json({ type: 'update_progress', state: 'done', version: '3.2.0' })],
  ])('rejects with "%s"', (reason, data) => {
    expect(() => parseAgentMessage(data)).toThrow(ProtocolError);
    expect(() => parseAgentMessage(data)).toThrow(reason);
  });
});

describe('parseServerMessage', () => {
  it('accepts each server message', () => {
    const messages = [
      { type: 'welcome', session_id: 'ts_1', heartbeat_ms: 10000 },
      { type: 'heartbeat_ack' },
      { type: 'command', command_id: 'cmd_1', name: 'restart' },
      { type: 'command', command_id: 'cmd_2', name: 'update', version: '3.2.0' },
      { type: 'error', code: 'UNAUTHORIZED', message: 'no' },
    ];
    for (const message of messages) expect(parseServerMessage(json(message))).toEqual(message);
  });

  it.each([
    ['welcome.heartbeat_ms must be a positive integer', json({ type: 'welcome', session_id: 'ts_1', heartbeat_ms: 0 })],
    ['command.name must be one of restart, stop, update', json({ type: 'command', command_id: 'c', name: 'reboot' })],
    ['command.version must be a semantic version such as 3.1.0', json({ type: 'command', command_id: 'c', name: 'update', version: 'latest' })],
  ])('rejects with "%s"', (reason, data) => {
    expect(() => parseServerMessage(data)).toThrow(reason);
  });
});

describe('closeReason', () => {
  it('keeps short reasons and cuts long ones to the 123-byte limit of RFC 6455', () => {
    expect(closeReason('hello sent twice')).toBe('hello sent twice');
    const cut = closeReason('é'.repeat(100));
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(123);
    expect(cut.endsWith('...')).toBe(true);
    expect(cut).not.toContain('\uFFFD');
  });
});
