import { describe, expect, it } from 'vitest';
import { idPrefix, isId, newId } from './id.js';

describe('newId', () => {
  it('makes <prefix>_<27 base62 characters>', () => {
    expect(newId('bkdtg')).toMatch(/^bkdtg_[0-9A-Za-z]{27}$/);
  });

  it.each(['', 'Bkd', 'bkd_tg', '1x', 'a-b'])('refuses the prefix %j', (prefix) => {
    expect(() => newId(prefix)).toThrow(`newId: invalid prefix ${JSON.stringify(prefix)}`);
  });

  it('makes ids that sort in creation order, also within one second', () => {
    const made = Array.from({ length: 2_000 }, () => newId('ts'));
    expect([...made].sort()).toEqual(made);
    expect(new Set(made).size).toBe(made.length);
  });
});

describe('idPrefix and isId', () => {
  const sample = newId('sshca');
  it.each([
    { id: sample, prefix: 'sshca' },
    { id: 'edghtsrt_000000000000000000000000000', prefix: 'edghtsrt' },
    { id: 'sshca', prefix: undefined },
    { id: 'sshca_', prefix: undefined },
    { id: 'sshca_123', prefix: undefined },
    { id: '_000000000000000000000000000', prefix: undefined },
    { id: 'SSHCA_000000000000000000000000000', prefix: undefined },
    { id: 'sshca_aWgEPTl1tmebfsQzFP4bxwgy80W', prefix: undefined },
  ])('$id → $prefix', ({ id, prefix }) => {
    expect(idPrefix(id)).toBe(prefix);
  });

  it('checks the kind', () => {
    expect(isId(sample, 'sshca')).toBe(true);
    expect(isId(sample, 'sucrt')).toBe(false);
    expect(isId(42, 'sshca')).toBe(false);
  });
});
