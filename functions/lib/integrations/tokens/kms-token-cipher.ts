/**
 * The cloud's token cipher: KMS Encrypt and Decrypt with the stack's integration-token customer key
 * (infra/lib/keys.ts `tokenKey`; TOKEN_KMS_KEY_ARN) and the encryption context
 * `{ purpose: 'integration-token', userId, provider }`. The route functions that handle tokens may
 * use the key only with that purpose (IAM condition `kms:EncryptionContext:purpose`), and a
 * ciphertext decrypts only with the exact context it was made with. Tokens are small (well under
 * KMS's 4 KB plaintext limit), so they are encrypted directly, without data keys.
 */
import {
  DecryptCommand,
  EncryptCommand,
  InvalidCiphertextException,
  KMSClient,
} from '@aws-sdk/client-kms';
import {
  encryptionContext,
  formatCiphertext,
  parseCiphertext,
  TokenDecryptionError,
  type TokenCipher,
} from './token-cipher';
import { SDK_LOGGER_MIDDLEWARE } from '../../data/client';

let client: KMSClient | undefined;

/** A KMS client without the SDK's logger middleware (nothing is logged; it would only filter). */
function quietKmsClient(): KMSClient {
  const created = new KMSClient({});
  created.middlewareStack.remove(SDK_LOGGER_MIDDLEWARE);
  return created;
}

/** A cipher with the key `keyId` (an ARN); the KMS client is created once per container. */
export function createKmsTokenCipher(keyId: string, kms?: KMSClient): TokenCipher {
  const kmsClient = () => kms ?? (client ??= quietKmsClient());
  return {
    kind: 'kms',
    async encrypt(plaintext, context) {
      const result = await kmsClient().send(
        new EncryptCommand({
          KeyId: keyId,
          Plaintext: Buffer.from(plaintext, 'utf8'),
          EncryptionContext: encryptionContext(context),
        }),
      );
      if (!result.CiphertextBlob) throw new Error('KMS returned no ciphertext');
      return formatCiphertext('kms', result.CiphertextBlob);
    },
    async decrypt(ciphertext, context) {
      const blob = parseCiphertext('kms', ciphertext);
      try {
        const result = await kmsClient().send(
          new DecryptCommand({
            KeyId: keyId,
            CiphertextBlob: blob,
            EncryptionContext: encryptionContext(context),
          }),
        );
        if (!result.Plaintext) throw new TokenDecryptionError('KMS returned no plaintext');
        return Buffer.from(result.Plaintext).toString('utf8');
      } catch (error) {
        if (error instanceof InvalidCiphertextException) throw new TokenDecryptionError();
        throw error;
      }
    },
  };
}
