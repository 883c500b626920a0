/**
 * The local stack's token cipher: AES-256-GCM from node:crypto with a 32-byte key generated once
 * under the data directory (infra/local/token-key.ts writes it; TOKEN_KEY_FILE names it), a random
 * 96-bit IV per encryption, and the encryption context (purpose, user id, provider, as canonical
 * JSON) as associated data, so a ciphertext decrypts only for the user and provider it was made for.
 * Payload: IV (12 bytes) ‖ tag (16 bytes) ‖ ciphertext.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import {
  encryptionContext,
  formatCiphertext,
  parseCiphertext,
  TokenDecryptionError,
  type TokenCipher,
  type TokenContext,
} from './token-cipher';

/** Length of the key, bytes (AES-256). */
export const LOCAL_TOKEN_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The context as associated data: JSON with sorted keys. */
function associatedData(context: TokenContext): Buffer {
  const entries = Object.entries(encryptionContext(context)).sort(([a], [b]) => a.localeCompare(b));
  return Buffer.from(JSON.stringify(Object.fromEntries(entries)), 'utf8');
}

/** A cipher with this key. @throws RangeError for a key that is not 32 bytes. */
export function createLocalTokenCipher(key: Uint8Array): TokenCipher {
  if (key.length !== LOCAL_TOKEN_KEY_BYTES) {
    throw new RangeError(`The local token key must be ${LOCAL_TOKEN_KEY_BYTES} bytes`);
  }
  return {
    kind: 'local',
    // async: every failure is a rejection, never a synchronous throw.
    async encrypt(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(associatedData(context));
      const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return formatCiphertext('local', Buffer.concat([iv, cipher.getAuthTag(), encrypted]));
    },
    async decrypt(ciphertext, context) {
      const payload = parseCiphertext('local', ciphertext);
      if (payload.length < IV_BYTES + TAG_BYTES) {
        throw new TokenDecryptionError('The ciphertext is too short');
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, payload.subarray(0, IV_BYTES));
        decipher.setAAD(associatedData(context));
        decipher.setAuthTag(payload.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(payload.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        throw new TokenDecryptionError();
      }
    },
  };
}
