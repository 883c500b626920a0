/**
 * The cloud's token cipher: KMS Encrypt and Decrypt with the stack's integration-token customer key
 * (infra/lib/keys.ts `tokenKey`; TOKEN_KMS_KEY_ARN) and the encryption context
 * `{ purpose: 'integration-token', userId, provider }`. The route functions that handle tokens may
 * use the key only with that purpose (IAM condition `kms:EncryptionContext:purpose`), and a
 * ciphertext decrypts only with the exact context it was made with. Tokens are small (well under
 * KMS's 4 KB plaintext limit), so they are encrypted directly, without data keys.
 *
 * The KMS client's package is imported on the first encrypt or decrypt, not with the module: the
 * routes that ship this cipher mostly answer without a token (starting a connection, a callback
 * with a bad state, nothing to disconnect), and loading it costs a cold start about 100 ms of CPU
 * (docs/performance.md#cold-starts).
 */
import type { KMSClient } from '@aws-sdk/client-kms';
import {
  encryptionContext,
  formatCiphertext,
  parseCiphertext,
  TokenDecryptionError,
  type TokenCipher,
} from './token-cipher';
import { SDK_LOGGER_MIDDLEWARE } from '../../data/client';

let client: KMSClient | undefined;

/** The KMS package, loaded on first use. */
const kmsPackage = () => import('@aws-sdk/client-kms');

/** A cipher with the key `keyId` (an ARN); the KMS client is created once per container. */
export function createKmsTokenCipher(keyId: string, kms?: KMSClient): TokenCipher {
  const kmsClient = async () => {
    if (kms) return kms;
    const { KMSClient } = await kmsPackage();
    if (!client) {
      client = new KMSClient({});
      // Nothing is logged by the SDK: its logger middleware would only filter every call.
      client.middlewareStack.remove(SDK_LOGGER_MIDDLEWARE);
    }
    return client;
  };
  return {
    kind: 'kms',
    async encrypt(plaintext, context) {
      const { EncryptCommand } = await kmsPackage();
      const result = await (
        await kmsClient()
      ).send(
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
      const { DecryptCommand, InvalidCiphertextException } = await kmsPackage();
      try {
        const result = await (
          await kmsClient()
        ).send(
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
