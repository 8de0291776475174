import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { type CBORType, encodeCBOR } from '@levischuck/tiny-cbor';

/*
 * A software WebAuthn authenticator for the API tests: an ES256 (P-256) key pair made with
 * node:crypto, a "none" attestation in CBOR, and assertions signed as a real authenticator
 * signs them (authenticator data, then the SHA-256 of the client data). The server checks
 * them with @simplewebauthn/server, as it checks a browser's.
 */

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export interface RegistrationOptionsLike {
  challenge: string;
  rp: { id: string };
  user: { id: string };
}

export interface AuthenticationOptionsLike {
  challenge: string;
  rpId: string;
}

/**
 * `userVerified: false` is an authenticator that checks only that someone is there (a
 * security key without a PIN): its flags say "user present", not "user verified".
 */
export function softwareAuthenticator(options: { userVerified?: boolean } = {}) {
  const verifies = options.userVerified ?? true;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let signCount = 0;
  let userHandle: string | undefined;

  function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  function authenticatorData(
    rpId: string,
    count: number,
    attested: Uint8Array | null,
    userVerified: boolean,
  ): Buffer {
    // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
    const flags = 0x01 | (userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(count);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
  }

  return {
    /** The credential id, base64url, as the server stores it. */
    credentialId: b64url(credentialId),

    /** The browser's answer to `navigator.credentials.create(options)` on `origin`. */
    register(options: RegistrationOptionsLike, origin: string) {
      userHandle = options.user.id;
      const coseKey = encodeCBOR(
        new Map<number, CBORType>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey]);
      const authData = authenticatorData(options.rp.id, signCount, attested, verifies);
      const attestationObject = encodeCBOR(
        new Map<string, CBORType>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, CBORType>()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      };
    },

    /**
     * The browser's answer to `navigator.credentials.get(options)` on `origin`. The counter
     * goes up by one each time unless `counter` says what to send; `userVerified` overrides
     * the authenticator's own flag for this answer.
     */
    authenticate(
      options: AuthenticationOptionsLike,
      origin: string,
      overrides: { counter?: number; userHandle?: string; userVerified?: boolean } = {},
    ) {
      signCount = overrides.counter ?? signCount + 1;
      const authData = authenticatorData(options.rpId, signCount, null, overrides.userVerified ?? verifies);
      const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      const handle = overrides.userHandle ?? userHandle;
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(handle ? { userHandle: handle } : {}),
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      };
    },
  };
}
