import { createInterface } from 'node:readline';

/**
 * An operator command's password: from the environment variable `variable`, or else the first line of standard
 * input. Never an argument (it would stay in the shell history and the process list), and there is no default.
 */
export async function readPassword(variable: string): Promise<string> {
  const fromEnv = process.env[variable];
  if (fromEnv) return fromEnv;
  if (process.stdin.isTTY) process.stderr.write('Password (at least 12 characters; it is shown as you type, so mind your screen): ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}
