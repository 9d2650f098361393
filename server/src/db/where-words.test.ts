import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './knex.js';
import { whereEveryWord } from './where-words.js';

let dir: string;
let db: Db;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'where-words-'));
  db = createDb({ client: 'sqlite3', file: path.join(dir, 'people.sqlite') });
  await db.schema.createTable('people', (table) => {
    table.increments('id');
    table.string('name');
    table.string('surname');
    table.string('city');
  });
  await db('people').insert([
    { name: 'Łucja', surname: 'Nowak', city: 'Łódź' },
    { name: 'Anna', surname: 'Kowalska', city: 'Kraków' },
    { name: 'Jan', surname: 'Łucki', city: 'Gdańsk' },
  ]);
});
afterAll(async () => {
  await db?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const found = async (words: string[], columns = ['name', 'surname', 'city']) =>
  ((await whereEveryWord(db('people').select('surname'), words, columns).orderBy('id')) as Array<{ surname: string }>).map((row) => row.surname);

describe('a search by words in the lists of people', () => {
  it('finds a word anywhere in any of the columns, its case aside, a Polish first letter written small included', async () => {
    expect(await found(['łuc'])).toEqual(['Nowak', 'Łucki']);
    expect(await found(['KOWAL'])).toEqual(['Kowalska']);
  });

  it('wants every word, each in any column', async () => {
    expect(await found(['łucja', 'łódź'])).toEqual(['Nowak']);
    expect(await found(['anna', 'gdańsk'])).toEqual([]);
  });

  it('looks only in the columns it is given, and finds everyone for no words', async () => {
    expect(await found(['łódź'], ['name', 'surname'])).toEqual([]);
    expect(await found([])).toEqual(['Nowak', 'Kowalska', 'Łucki']);
  });
});
