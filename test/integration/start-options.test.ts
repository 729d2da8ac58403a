import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/** `npm start`'s command line, as a developer types it: help, and options it does not know. */
const ROOT = join(import.meta.dirname, '../..');

async function npmStart(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Nothing may start: no database of the test run is handed over.
  delete env.DYNAMODB_ENDPOINT;
  delete env.TABLE_NAME;
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['start', '--', ...args], {
      cwd: ROOT,
      env,
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const STACK_FRAME = /^\s+at /m;

describe('npm start', { timeout: 120_000 }, () => {
  it('prints its usage for --help and -h, and exits 0 having started nothing', async () => {
    for (const flag of ['--help', '-h']) {
      const { code, stdout, stderr } = await npmStart(flag);
      expect(code, stderr).toBe(0);
      expect(stdout).toContain('Usage: npm start -- [options]');
      for (const option of ['--in-memory', '--bundled', '--pix-provider <name>', '--live', '-h, --help'])
        expect(stdout).toContain(option);
      expect(stdout).not.toContain('listening');
      expect(`${stdout}${stderr}`).not.toMatch(STACK_FRAME);
    }
  });

  it('answers an option it does not know with one line, its usage and exit code 2', async () => {
    for (const [args, line] of [
      [['--nope'], "npm start: Unknown option '--nope'"],
      [['--in-memory=yes'], "npm start: Option '--in-memory' does not take an argument"],
      [['stray'], "npm start: Unexpected argument 'stray'"],
      [['--pix-provider', 'psp'], 'npm start: --pix-provider must be sandbox or api-pix, got "psp"'],
      [['--live', '--pix-provider', 'sandbox'], 'npm start: --live runs the api-pix provider only'],
    ] as const) {
      const { code, stdout, stderr } = await npmStart(...args);
      expect(code, stderr).toBe(2);
      const [first, ...rest] = stderr.trimStart().split('\n');
      expect(first).toContain(line);
      expect(rest.join('\n')).toContain('Usage: npm start -- [options]');
      expect(`${stdout}${stderr}`).not.toMatch(STACK_FRAME);
      expect(stdout).not.toContain('listening');
    }
  });
});
