/**
 * The local stack's integration-token key (docs/architecture.md#integrations): 32 random bytes,
 * base64, generated once under `<dataDir>/integration-tokens/token-key` (mode 0600) and kept, so
 * tokens stored in the local table stay readable across restarts. The functions read it through
 * TOKEN_KEY_FILE (functions/lib/integrations/tokens/configured-token-cipher.ts); in the cloud KMS
 * takes its place.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCAL_TOKEN_KEY_BYTES } from '../../functions/lib/integrations/tokens/local-token-cipher';

/** Creates the key file when missing (exclusively: two servers never write two keys). @returns its path */
export async function ensureLocalTokenKey(dataDir: string): Promise<string> {
  const directory = path.join(dataDir, 'integration-tokens');
  const file = path.join(directory, 'token-key');
  await mkdir(directory, { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, randomBytes(LOCAL_TOKEN_KEY_BYTES).toString('base64'), {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  if (key.length !== LOCAL_TOKEN_KEY_BYTES) throw new Error(`${file} is not a 32-byte key`);
  return file;
}
