import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AGENT_VERSION, hostOs, parseAgentArgs, UsageError } from '../../agent/index.js';

const base = ['--server', 'http://127.0.0.1:4010', '--token', 'tok'];

describe('parseAgentArgs', () => {
  it('applies defaults', () => {
    expect(parseAgentArgs(base)).toEqual({
      serverUrls: ['http://127.0.0.1:4010'],
      connectUrls: ['ws://127.0.0.1:4010/agent/v1/connect'],
      token: 'tok',
      labels: {},
      os: hostOs(),
      transport: 'service/v2',
      updateChecks: true,
      version: AGENT_VERSION,
      updateDelayMs: 3000,
      reconnectMinMs: 500,
      reconnectMaxMs: 30_000,
    });
  });

  it('reads every option', () => {
    const options = parseAgentArgs([
      ...base,
      '--label',
      'app=web',
      '--label=env=a=b',
      '--os',
      'windows',
      '--transport',
      'ssh',
      '--no-update-checks',
      '--version',
      '3.1.0',
      '--region',
      'eu',
      '--metadata',
      '{"a":1}',
      '--update-delay-ms',
      '5',
      '--reconnect-min-ms',
      '10',
      '--reconnect-max-ms',
      '20',
      '--ca',
      '/etc/tunnel/ca.pem',
      '--dns-server',
      '127.0.0.1:8053',
    ]);
    expect(options).toMatchObject({
      labels: { app: 'web', env: 'a=b' },
      os: 'windows',
      transport: 'ssh',
      updateChecks: false,
      version: '3.1.0',
      region: 'eu',
      metadata: '{"a":1}',
      updateDelayMs: 5,
      reconnectMinMs: 10,
      reconnectMaxMs: 20,
      caFile: '/etc/tunnel/ca.pem',
      dnsServer: '127.0.0.1:8053',
    });
    expect(parseAgentArgs(['--help'])).toBe('help');
  });

  it('takes several servers, in order', () => {
    expect(parseAgentArgs([...base, '--server', 'https://b.example.com/api/'])).toMatchObject({
      serverUrls: ['http://127.0.0.1:4010', 'https://b.example.com/api/'],
      connectUrls: ['ws://127.0.0.1:4010/agent/v1/connect', 'wss://b.example.com/api/agent/v1/connect'],
    });
  });

  it.each([
    ['--server is required', []],
    ['--token is required', ['--server', 'http://x']],
    ["Unknown option '--bogus'", [...base, '--bogus']],
    ["Unexpected argument 'extra'", [...base, 'extra']],
    ['--server must be an http or https URL, not ftp:', ['--server', 'ftp://x', '--token', 't']],
    ['--server "not a url" is not a URL (e.g. http://127.0.0.1:4010)', ['--server', 'not a url', '--token', 't']],
    ['--label must be KEY=VALUE, not "app"', [...base, '--label', 'app']],
    ['--label key "a b" must be letters, digits, . _ / -', [...base, '--label', 'a b=c']],
    ['--label a is given twice', [...base, '--label', 'a=1', '--label', 'a=2']],
    ['--transport must be one of service/v2, ssh, not "http"', [...base, '--transport', 'http']],
    ['--version must be a semantic version such as 3.1.0, not "latest"', [...base, '--version', 'latest']],
    ['--os must be a lower-case OS name such as linux or windows, not "Windows"', [...base, '--os', 'Windows']],
    ['--region must be a lower-case region id such as us or eu, not "EU"', [...base, '--region', 'EU']],
    ['--metadata must be at most 4096 bytes', [...base, '--metadata', 'x'.repeat(4097)]],
    [
      '--dns-server must be an IP address with an optional port, e.g. 127.0.0.1:8053 or [::1]:53, not "ns1.example.com"',
      [...base, '--dns-server', 'ns1.example.com'],
    ],
    ['--dns-server is required', [...base, '--dns-server', '']],
    ['--update-delay-ms must be a whole number of milliseconds', [...base, '--update-delay-ms', '1.5']],
    ['--reconnect-min-ms must be at least 1 and at most --reconnect-max-ms', [...base, '--reconnect-min-ms', '50', '--reconnect-max-ms', '10']],
  ])('rejects: %s', (message, args) => {
    expect(() => parseAgentArgs(args)).toThrow(UsageError);
    expect(() => parseAgentArgs(args)).toThrow(message);
  });
});

describe('npm run agent', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const run = (args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/agent.ts', ...args], { cwd: root, encoding: 'utf8' });

  it('prints the problem and the usage and exits 2 on bad usage', () => {
    const result = run(['--server', 'http://127.0.0.1:1']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^agent: --token is required\n\nUsage: npm run agent -- --server URL --token TOKEN/);
  });

  it('prints the usage on --help and exits 0', () => {
    const result = run(['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('--label KEY=VALUE');
  });
});
