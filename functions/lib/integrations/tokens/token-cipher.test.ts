/**
 * The token cipher (docs/architecture.md#integrations): both implementations round-trip a token
 * only under the exact context (purpose, user, provider) it was encrypted with; a tampered
 * ciphertext, another user's or provider's context, or the other implementation's ciphertext fails
 * with TokenDecryptionError.
 */
import { randomBytes } from 'node:crypto';
import {
  DecryptCommand,
  EncryptCommand,
  InvalidCiphertextException,
  KMSClient,
} from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createKmsTokenCipher } from './kms-token-cipher';
import { createLocalTokenCipher } from './local-token-cipher';
import { TOKEN_PURPOSE, TokenDecryptionError, type TokenContext } from './token-cipher';

const alice: TokenContext = { userId: 'user_alice', provider: 'google' };
const TOKEN = '1//refresh-token-of-alice';

describe('local AES-256-GCM cipher', () => {
  const cipher = createLocalTokenCipher(randomBytes(32));

  it('round-trips under the same context, with a fresh IV each time', async () => {
    const first = await cipher.encrypt(TOKEN, alice);
    const second = await cipher.encrypt(TOKEN, alice);
    expect(first).toMatch(/^local:v1:/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(TOKEN);
    await expect(cipher.decrypt(first, alice)).resolves.toBe(TOKEN);
    await expect(cipher.decrypt(second, alice)).resolves.toBe(TOKEN);
  });

  it('refuses another user or another provider (the context is associated data)', async () => {
    const ciphertext = await cipher.encrypt(TOKEN, alice);
    await expect(cipher.decrypt(ciphertext, { ...alice, userId: 'user_bob' })).rejects.toThrow(
      TokenDecryptionError,
    );
    await expect(cipher.decrypt(ciphertext, { ...alice, provider: 'slack' })).rejects.toThrow(
      TokenDecryptionError,
    );
  });

  it('refuses a tampered ciphertext: any flipped byte of IV, tag or data', async () => {
    const ciphertext = await cipher.encrypt(TOKEN, alice);
    const payload = Buffer.from(ciphertext.slice('local:v1:'.length), 'base64');
    for (const index of [0, 12, 28, payload.length - 1]) {
      const tampered = Buffer.from(payload);
      tampered[index] = tampered[index]! ^ 0x01;
      await expect(
        cipher.decrypt(`local:v1:${tampered.toString('base64')}`, alice),
        `byte ${index}`,
      ).rejects.toThrow(TokenDecryptionError);
    }
    await expect(cipher.decrypt('local:v1:AAAA', alice)).rejects.toThrow(TokenDecryptionError);
  });

  it('refuses another key, and ciphertexts of another kind', async () => {
    const ciphertext = await cipher.encrypt(TOKEN, alice);
    const other = createLocalTokenCipher(randomBytes(32));
    await expect(other.decrypt(ciphertext, alice)).rejects.toThrow(TokenDecryptionError);
    await expect(cipher.decrypt(ciphertext.replace('local:', 'kms:'), alice)).rejects.toThrow(
      TokenDecryptionError,
    );
    await expect(cipher.decrypt(TOKEN, alice)).rejects.toThrow(TokenDecryptionError);
  });

  it('needs a 32-byte key', () => {
    expect(() => createLocalTokenCipher(randomBytes(16))).toThrow(RangeError);
  });
});

describe('KMS cipher', () => {
  const kms = mockClient(KMSClient);
  const KEY = 'arn:aws:kms:eu-west-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab';
  const cipher = createKmsTokenCipher(KEY, kms as unknown as KMSClient);
  const context = { purpose: TOKEN_PURPOSE, userId: alice.userId, provider: alice.provider };

  beforeEach(() => kms.reset());

  it('encrypts with the key and the context {purpose, userId, provider}', async () => {
    kms.on(EncryptCommand).resolves({ CiphertextBlob: Buffer.from('blob') });
    const ciphertext = await cipher.encrypt(TOKEN, alice);
    expect(ciphertext).toBe(`kms:v1:${Buffer.from('blob').toString('base64')}`);
    const input = kms.commandCalls(EncryptCommand)[0]!.args[0].input;
    expect(input.KeyId).toBe(KEY);
    expect(input.EncryptionContext).toEqual(context);
    expect(Buffer.from(input.Plaintext!).toString('utf8')).toBe(TOKEN);
  });

  it('decrypts with the same context and key', async () => {
    kms.on(DecryptCommand).resolves({ Plaintext: Buffer.from(TOKEN) });
    await expect(
      cipher.decrypt(`kms:v1:${Buffer.from('blob').toString('base64')}`, alice),
    ).resolves.toBe(TOKEN);
    const input = kms.commandCalls(DecryptCommand)[0]!.args[0].input;
    expect(input.EncryptionContext).toEqual(context);
    expect(input.KeyId).toBe(KEY);
    expect(Buffer.from(input.CiphertextBlob!).toString('utf8')).toBe('blob');
  });

  it("maps KMS's refusal (another context, a tampered blob) to TokenDecryptionError", async () => {
    kms
      .on(DecryptCommand)
      .rejects(new InvalidCiphertextException({ message: 'invalid', $metadata: {} }));
    await expect(
      cipher.decrypt('kms:v1:YmxvYg==', { ...alice, userId: 'user_bob' }),
    ).rejects.toThrow(TokenDecryptionError);
    await expect(cipher.decrypt('local:v1:YmxvYg==', alice)).rejects.toThrow(TokenDecryptionError);
    expect(kms.commandCalls(DecryptCommand)).toHaveLength(1);
  });
});
