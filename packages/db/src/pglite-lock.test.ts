import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle, PGLITE_LOCK_FILE } from './client.js';

const clientModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client.ts');

describe('the embedded database folder', () => {
  let dataDir: string;
  const open: DatabaseHandle[] = [];

  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'hairsalon-lock-')), 'pglite');
  });
  afterEach(async () => {
    for (const handle of open.splice(0)) await handle.close();
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  async function openAt(): Promise<DatabaseHandle> {
    const handle = createDatabase({ dataDir });
    open.push(handle);
    await handle.executeSql('select 1');
    return handle;
  }

  it('refuses a second process while one has it open, and the first keeps its data', async () => {
    const first = await openAt();
    await first.executeSql('create table kept (note text)');
    await first.executeSql("insert into kept values ('still here')");

    const script = `const { createDatabase } = await import(${JSON.stringify(clientModule)}); createDatabase({ dataDir: ${JSON.stringify(dataDir)} });`;
    const second = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(second.status).not.toBe(0);
    expect(second.stderr).toContain(`the embedded database in ${dataDir} is open in another process (pid ${process.pid}`);

    expect((await first.executeSql('select note from kept')).rows).toEqual([{ note: 'still here' }]);
  }, 60_000);

  it('refuses a second open in the same process until the first is closed', async () => {
    const first = await openAt();
    await first.executeSql('create table kept (note text)');
    expect(() => createDatabase({ dataDir })).toThrow(/is open in another process \(pid \d+, this one\)/);

    await open.pop()?.close();
    expect(existsSync(path.join(dataDir, PGLITE_LOCK_FILE))).toBe(false);
    const again = await openAt();
    expect((await again.executeSql('select count(*)::int as n from kept')).rows).toEqual([{ n: 0 }]);
  }, 60_000);

  it('takes over the lock of a process that is gone (killed or crashed)', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    // A folder that exists (made by an earlier run), with the lock a killed process left behind.
    await openAt();
    await open.pop()?.close();
    writeFileSync(path.join(dataDir, PGLITE_LOCK_FILE), String(gone));

    const handle = await openAt();
    expect((await handle.executeSql('select 1 as one')).rows).toEqual([{ one: 1 }]);
  }, 60_000);
});
