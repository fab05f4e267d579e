/** The exclusive data-folder lock: a second process (or a second open) is refused; a stale lock is taken over. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../server/db/lock.ts';

const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lektor-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('creates the folder, takes the lock and releases it', () => {
    const dir = join(freshDir(), 'nested', 'data');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'lektor.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'lektor.lock'))).toBe(false);
  });

  it('refuses a second open of the same folder', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      release();
    }
  });

  it('refuses while another live process holds the folder, with a message that says what to do', async () => {
    const dir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'lektor.lock'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(/in use by another Lektør process \(pid \d+\).*DATA_DIR/);
    } finally {
      holder.kill();
    }
  });

  it('takes over the lock of a process that is gone', async () => {
    const dir = freshDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(join(dir, 'lektor.lock'), String(gone.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'lektor.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
