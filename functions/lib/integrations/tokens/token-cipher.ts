/**
 * The one token cipher interface (docs/architecture.md#integrations): integration tokens (Google's
 * access and refresh tokens, Slack's bot token) are stored only as ciphertext made by a
 * TokenCipher, under an encryption context of purpose, user id and provider — so a ciphertext
 * copied into another user's item, or used for the other provider, does not decrypt. Two
 * implementations, chosen by configuration (configured-token-cipher.ts): KMS Encrypt/Decrypt with
 * the stack's integration-token key in the cloud, AES-256-GCM with a local key (the context as
 * associated data) on the local stack.
 *
 * Ciphertext format: `<kind>:v1:<base64>`, the kind naming the implementation that made it.
 * Plaintexts and ciphertexts are never logged.
 */
import {
  INTEGRATION_TOKEN_PURPOSE,
  type IntegrationProvider,
} from '../../../../shared/domain/integrations';

/** The `purpose` of every token's encryption context (also the IAM grants' condition). */
export const TOKEN_PURPOSE = INTEGRATION_TOKEN_PURPOSE;

/** Whose token, for which provider: bound into the ciphertext. */
export interface TokenContext {
  userId: string;
  provider: IntegrationProvider;
}

/** The encryption context: `{ purpose, userId, provider }`. */
export function encryptionContext(context: TokenContext): Record<string, string> {
  return { purpose: TOKEN_PURPOSE, userId: context.userId, provider: context.provider };
}

export interface TokenCipher {
  readonly kind: 'kms' | 'local';
  /** Encrypts a token for the user and provider. @returns `<kind>:v1:<base64>` */
  encrypt(plaintext: string, context: TokenContext): Promise<string>;
  /**
   * Decrypts a ciphertext made for exactly this user and provider.
   * @throws TokenDecryptionError for a tampered ciphertext, another context or another cipher.
   */
  decrypt(ciphertext: string, context: TokenContext): Promise<string>;
}

/** The ciphertext does not decrypt under this cipher and context. */
export class TokenDecryptionError extends Error {
  constructor(message = 'The token does not decrypt under this context') {
    super(message);
    this.name = 'TokenDecryptionError';
  }
}

const VERSION = 'v1';

/** `<kind>:v1:<base64 payload>`. */
export function formatCiphertext(kind: TokenCipher['kind'], payload: Uint8Array): string {
  return `${kind}:${VERSION}:${Buffer.from(payload).toString('base64')}`;
}

/** The payload of a ciphertext of this kind. @throws TokenDecryptionError for another format. */
export function parseCiphertext(kind: TokenCipher['kind'], ciphertext: string): Buffer {
  const prefix = `${kind}:${VERSION}:`;
  if (!ciphertext.startsWith(prefix)) {
    throw new TokenDecryptionError(`Not a ${kind} ${VERSION} ciphertext`);
  }
  return Buffer.from(ciphertext.slice(prefix.length), 'base64');
}
