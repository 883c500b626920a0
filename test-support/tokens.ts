/**
 * Hand-made bearer tokens for the authentication suite: signed with the local issuer's own key
 * (read from `<dataDir>/local-auth/signing-key.json`) so that only the claim under test is wrong,
 * or deliberately broken (tampered payload, `alg: none`, a foreign key).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  generateKeyPair,
  importJWK,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';

export interface SigningKey {
  key: CryptoKey;
  kid: string;
}

/** The local issuer's private signing key and its kid. */
export async function readLocalSigningKey(dataDir: string): Promise<SigningKey> {
  const file = path.join(dataDir, 'local-auth', 'signing-key.json');
  const jwk = JSON.parse(await readFile(file, 'utf8')) as JWK;
  if (!jwk.kid) throw new Error(`${file} has no kid`);
  return { key: (await importJWK(jwk, 'RS256')) as CryptoKey, kid: jwk.kid };
}

/** A freshly generated RS256 key that the issuer never published. */
export async function generateForeignKey(kid: string): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair('RS256');
  return { key: privateKey, kid };
}

/**
 * The claims of a valid session token for `sub`, as the local issuer makes them; `overrides`
 * replace single claims (a value of undefined removes the claim).
 */
export function sessionClaims(
  options: { sub: string; issuer: string; azp: string },
  overrides: Partial<Record<keyof JWTPayload | 'sid' | 'azp', unknown>> = {},
): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  const claims: JWTPayload = {
    sub: options.sub,
    sid: 'sess_test',
    azp: options.azp,
    iss: options.issuer,
    iat: now,
    nbf: now,
    exp: now + 3600,
  };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete claims[name];
    else claims[name] = value;
  }
  return claims;
}

/** Signs `claims` with RS256 and the key's kid. */
export function signToken(signingKey: SigningKey, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'JWT' })
    .sign(signingKey.key);
}

const toBase64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Decodes the header and payload of a compact JWT without verifying it. */
export function decodeToken(token: string): {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
} {
  const [header = '', payload = ''] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >,
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >,
  };
}

/** The token with its payload changed by `change` and the original signature kept. */
export function tamperPayload(
  token: string,
  change: (payload: Record<string, unknown>) => Record<string, unknown>,
): string {
  const [header, , signature] = token.split('.');
  return `${header}.${toBase64Url(change(decodeToken(token).payload))}.${signature}`;
}

/** An unsigned token (`alg: none`, empty signature) carrying `claims`. */
export function unsignedToken(claims: JWTPayload, kid: string): string {
  return `${toBase64Url({ alg: 'none', typ: 'JWT', kid })}.${toBase64Url(claims)}.`;
}
