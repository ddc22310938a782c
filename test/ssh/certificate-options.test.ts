import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCriticalOptions, checkExtensions, encodeOptions } from '../../server/ssh/certificate-options.js';
import { DEFAULT_EXTENSIONS } from '../../server/ssh/index.js';
import { expectSshError } from './support/expect-ssh-error.js';
import { generateUserKey, hasSshKeygen, makeTempDir, reportSkip } from './support/openssh.js';

const ACCEPTED_SOURCE_ADDRESSES = [
  '192.0.2.7',
  '10.0.0.0/8,172.16.0.0/12,192.168.1.0/24,0.0.0.0/0',
  '2001:db8::/32,::1,::/0,fe80::1/128,::ffff:192.0.2.0/120',
  '192.0.2.1/32,2001:db8:0:0:0:0:0:1',
];

const REJECTED_SOURCE_ADDRESSES: [string, string][] = [
  ['', 'must list at least one address or CIDR network'],
  ['10.0.0.0/8,', 'has an empty entry (two commas in a row, or a comma at either end)'],
  ['10.0.0.0/8, 192.0.2.1', 'entry " 192.0.2.1" is not an IPv4/IPv6 address or CIDR network'],
  ['example.com', 'entry "example.com" is not an IPv4/IPv6 address or CIDR network'],
  ['256.1.1.1', 'entry "256.1.1.1" is not an IPv4/IPv6 address or CIDR network'],
  ['10.0.0.0/33', 'entry "10.0.0.0/33" has a prefix length outside 0..32'],
  ['2001:db8::/129', 'entry "2001:db8::/129" has a prefix length outside 0..128'],
  ['10.0.0.0/', 'entry "10.0.0.0/" has a prefix length outside 0..32'],
  ['10.0.0.0/8/8', 'entry "10.0.0.0/8/8" has more than one "/"'],
  ['10.0.0.1/8', 'entry "10.0.0.1/8" has bits set after the /8 prefix; write the network address'],
  ['2001:db8::1/64', 'entry "2001:db8::1/64" has bits set after the /64 prefix; write the network address'],
  ['::ffff:192.0.2.1/120', 'entry "::ffff:192.0.2.1/120" has bits set after the /120 prefix; write the network address'],
  ['fe80::1%eth0', 'entry "fe80::1%eth0" is not an IPv4/IPv6 address or CIDR network'],
];

describe('checkCriticalOptions', () => {
  const accepted: Record<string, string>[] = [
    {},
    { 'force-command': '/usr/bin/true' },
    { 'force-command': 'echo "a b"; exit 3' },
    ...ACCEPTED_SOURCE_ADDRESSES.map((value) => ({ 'source-address': value })),
  ];
  it.each(accepted.map((options) => [options]))('accepts %j', (options) => {
    expect(() => checkCriticalOptions(options)).not.toThrow();
  });

  it('names an unknown critical option, including OpenSSH options the API does not allow', () => {
    for (const name of ['verify-required', 'permit-pty', 'Force-Command', 'x@example.com']) {
      expectSshError(() => checkCriticalOptions({ [name]: '' }), {
        code: 'SSH_CRITICAL_OPTION_UNKNOWN',
        pointer: `/critical_options/${name}`,
        message: `critical_options has an unknown option "${name}"; only force-command and source-address are allowed`,
      });
    }
  });

  it('escapes the option name in the JSON pointer (RFC 6901)', () => {
    expectSshError(() => checkCriticalOptions({ 'a/b~c': 'x' }), {
      code: 'SSH_CRITICAL_OPTION_UNKNOWN',
      pointer: '/critical_options/a~1b~0c',
    });
  });

  it.each([
    ['force-command', '', 'critical_options.force-command must be a non-empty command'],
    ['force-command', 'ls\0rm', 'critical_options.force-command must not contain a NUL character'],
    ...REJECTED_SOURCE_ADDRESSES.map(([value, problem]) => ['source-address', value, `critical_options.source-address ${problem}`]),
  ])('rejects %s = %j with SSH_CRITICAL_OPTION_INVALID', (name, value, message) => {
    expectSshError(() => checkCriticalOptions({ [name]: value }), {
      code: 'SSH_CRITICAL_OPTION_INVALID',
      pointer: `/critical_options/${name}`,
      message,
    });
  });

  it('rejects a value that is not a string', () => {
    expectSshError(() => checkCriticalOptions({ 'force-command': 42 as unknown as string }), {
      code: 'SSH_CRITICAL_OPTION_INVALID',
      pointer: '/critical_options/force-command',
      message: 'critical_options.force-command must be a string',
    });
  });
});

if (!hasSshKeygen) reportSkip('source-address cross-check with ssh-keygen', 'ssh-keygen', 'openssh-client');

describe.skipIf(!hasSshKeygen)('source-address checks agree with OpenSSH', () => {
  const temp = makeTempDir('source-address');
  let keyPath = '';
  beforeAll(() => {
    keyPath = generateUserKey(temp.dir, 'ca', { type: 'ed25519' }).privateKeyPath;
  });
  afterAll(() => temp.remove());

  /** ssh-keygen -O source-address runs sshd's own parser (addr_match_cidr_list) before signing. */
  function opensshAccepts(value: string): boolean {
    try {
      execFileSync('ssh-keygen', ['-q', '-s', keyPath, '-I', 'id', '-O', `source-address=${value}`, `${keyPath}.pub`], {
        stdio: 'ignore',
      });
      return true;
    } catch {
      return false;
    }
  }

  it.each(ACCEPTED_SOURCE_ADDRESSES)('ssh-keygen accepts %j too', (value) => {
    expect(opensshAccepts(value)).toBe(true);
  });

  it.each(REJECTED_SOURCE_ADDRESSES.map(([value]) => value))('ssh-keygen rejects %j too', (value) => {
    expect(opensshAccepts(value)).toBe(false);
  });
});

describe('checkExtensions', () => {
  it('accepts the default, every OpenSSH flag extension and name@domain extensions with values', () => {
    expect(() => checkExtensions({ ...DEFAULT_EXTENSIONS })).not.toThrow();
    expect(() =>
      checkExtensions({
        'no-touch-required': '',
        'permit-X11-forwarding': '',
        'permit-agent-forwarding': '',
        'permit-port-forwarding': '',
        'permit-pty': '',
        'permit-user-rc': '',
        'login@github.com': 'octocat',
        'flag@example.com': '',
      }),
    ).not.toThrow();
  });

  it('rejects unknown names that are neither OpenSSH extensions nor name@domain', () => {
    for (const name of ['permit-x11-forwarding', 'permit-everything', '@example.com', 'name@', 'with space@example.com', '']) {
      expectSshError(() => checkExtensions({ [name]: '' }), {
        code: 'SSH_EXTENSION_INVALID',
        pointer: `/extensions/${name}`,
        message: `extensions has an unknown extension "${name}"; use one of no-touch-required, permit-X11-forwarding, permit-agent-forwarding, permit-port-forwarding, permit-pty, permit-user-rc or a name@domain of your own`,
      });
    }
  });

  it('rejects a value on an OpenSSH flag extension', () => {
    expectSshError(() => checkExtensions({ 'permit-pty': 'yes' }), {
      code: 'SSH_EXTENSION_INVALID',
      pointer: '/extensions/permit-pty',
      message: 'extensions.permit-pty is a flag and takes an empty value',
    });
  });

  it('rejects a NUL character in a custom extension value', () => {
    expectSshError(() => checkExtensions({ 'x@example.com': 'a\0b' }), {
      code: 'SSH_EXTENSION_INVALID',
      pointer: '/extensions/x@example.com',
      message: 'extensions.x@example.com must be a string without NUL characters',
    });
  });
});

describe('encodeOptions', () => {
  it('sorts by name bytewise and wraps non-empty values in a string (PROTOCOL.certkeys)', () => {
    const encoded = encodeOptions({ 'permit-pty': '', 'permit-X11-forwarding': '', 'force-command': 'ls' });
    expect(encoded.toString('hex')).toBe(
      [
        '0000000d',
        Buffer.from('force-command').toString('hex'),
        '00000006',
        '00000002',
        Buffer.from('ls').toString('hex'),
        // Upper-case X (0x58) sorts before lower-case p, as OpenSSH's strcmp orders them.
        '00000015',
        Buffer.from('permit-X11-forwarding').toString('hex'),
        '00000000',
        '0000000a',
        Buffer.from('permit-pty').toString('hex'),
        '00000000',
      ].join(''),
    );
  });
});
