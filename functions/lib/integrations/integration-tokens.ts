/**
 * An integration item's tokens through the configured token cipher (tokens/): each encrypted and
 * decrypted under the item's own context — its user and provider — and revoked at the provider.
 */
import type { TokenContext } from './tokens/token-cipher';
import { getTokenCipher } from './tokens/configured-token-cipher';

/** Encrypts a token of `owner` (user and provider). */
export function encryptToken(owner: TokenContext, plaintext: string): Promise<string> {
  return getTokenCipher().encrypt(plaintext, owner);
}

/** Decrypts a token stored for `owner`. @throws TokenDecryptionError under another context. */
export function decryptToken(owner: TokenContext, ciphertext: string): Promise<string> {
  return getTokenCipher().decrypt(ciphertext, { userId: owner.userId, provider: owner.provider });
}

/**
 * Revokes a stored token at its provider with `revoke`.
 * @returns true when it is gone there: revoked now, none stored, or refused as already unknown
 * (`alreadyGone`); false when the provider could not confirm (or the token does not decrypt).
 */
export async function revokeStoredToken(
  owner: TokenContext,
  ciphertext: string | undefined,
  revoke: (token: string) => Promise<unknown>,
  alreadyGone: (error: unknown) => boolean,
): Promise<boolean> {
  if (!ciphertext) return true;
  try {
    await revoke(await decryptToken(owner, ciphertext));
    return true;
  } catch (error) {
    return alreadyGone(error);
  }
}
