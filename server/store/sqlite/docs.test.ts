import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { Docs } from './docs';

interface Row {
  key: string;
  count: number;
  resetAt: string;
}

const row = (key: string, count = 1): Row => ({ key, count, resetAt: '2030-01-01T00:00:00.000Z' });

describe('reads kept until the table is written', () => {
  let db: Database;
  const open = () => {
    db = openDatabase(':memory:');
    return new Docs<Row>(db, 'rateLimits');
  };
  afterEach(() => db.close());

  it('shares one frozen record and one frozen list between identical reads', () => {
    const docs = open();
    docs.insert('a', row('a'));
    const first = docs.get('a');
    expect(docs.get('a')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    const list = docs.where('1 ORDER BY k');
    expect(docs.where('1 ORDER BY k')).toBe(list);
    expect(Object.isFrozen(list)).toBe(true);
    expect(() => list.push(row('b'))).toThrow(TypeError);
  });

  it('answers every read after a write with what is stored now', () => {
    const docs = open();
    expect(docs.get('a')).toBeNull();
    expect(docs.where('1')).toEqual([]);
    docs.insert('a', row('a'));
    expect(docs.get('a')).toEqual(row('a'));
    expect(docs.where('1')).toEqual([row('a')]);
    docs.put('a', row('a', 2));
    expect(docs.get('a')?.count).toBe(2);
    expect(docs.first("doc ->> '$.key' = ?", 'a')?.count).toBe(2);
    docs.patch('a', { count: 3 }, ['key']);
    expect(docs.where('1')).toEqual([row('a', 3)]);
    docs.deleteWhere('resetAt > ?', '2000-01-01');
    expect(docs.get('a')).toBeNull();
    expect(docs.where('1')).toEqual([]);
  });

  it('drops a table’s kept reads when another Docs or a plain statement writes it', () => {
    const docs = open();
    docs.insert('a', row('a'));
    expect(docs.where('1')).toHaveLength(1);
    new Docs<Row>(db, 'rateLimits').insert('b', row('b'));
    expect(docs.where('1')).toHaveLength(2);
    db.write('rateLimits', 'DELETE FROM rateLimits WHERE k = ?', 'a');
    expect(docs.get('a')).toBeNull();
    expect(docs.where('1')).toEqual([row('b')]);
  });

  it('keeps nothing a rolled-back transaction read', () => {
    const docs = open();
    docs.insert('a', row('a'));
    expect(() =>
      db.transaction(() => {
        docs.put('a', row('a', 9));
        // Read (and kept) inside the transaction, then undone by the rollback.
        expect(docs.get('a')?.count).toBe(9);
        throw new Error('undo');
      }),
    ).toThrow('undo');
    expect(docs.get('a')?.count).toBe(1);
  });
});
