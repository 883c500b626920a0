/**
 * The token cipher this process uses, chosen by configuration (docs/operations.md#configuration:
 * only configuration chooses the adapters): `TOKEN_KMS_KEY_ARN` (set by the stack on the functions
 * that handle tokens) selects KMS; else `TOKEN_KEY_FILE` (set by the local server: a key under its
 * data directory) selects local AES-256-GCM. Built once per process.
 *
 * @throws Error when neither is set (a function that handles tokens without a key).
 */
import { readFileSync } from 'node:fs';
import { createKmsTokenCipher } from './kms-token-cipher';
import { createLocalTokenCipher } from './local-token-cipher';
import type { TokenCipher } from './token-cipher';

let cached: { source: string; cipher: TokenCipher } | undefined;

export function getTokenCipher(env: NodeJS.ProcessEnv = process.env): TokenCipher {
  const kmsKey = env.TOKEN_KMS_KEY_ARN?.trim();
  const keyFile = env.TOKEN_KEY_FILE?.trim();
  const source = kmsKey ? `kms:${kmsKey}` : keyFile ? `file:${keyFile}` : '';
  if (cached?.source === source) return cached.cipher;
  let cipher: TokenCipher;
  if (kmsKey) cipher = createKmsTokenCipher(kmsKey);
  else if (keyFile) {
    cipher = createLocalTokenCipher(Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64'));
  } else {
    throw new Error('No token cipher is configured: set TOKEN_KMS_KEY_ARN or TOKEN_KEY_FILE');
  }
  cached = { source, cipher };
  return cipher;
}
