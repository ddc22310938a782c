/**
 * The SSH core: CA key generation, sealing of CA private keys, parsing of users' public keys and
 * issuing of OpenSSH user certificates. Pure functions over node:crypto; no HTTP, no storage.
 */
export { type AuthorizedKey, parseAuthorizedKey } from './authorized-key.js';
export {
  type CaKey,
  type CaKeyOptions,
  DEFAULT_ELLIPTIC_CURVE,
  DEFAULT_PRIVATE_KEY_TYPE,
  DEFAULT_RSA_KEY_SIZE,
  generateCaKey,
  generateCaKeyAsync,
} from './ca-key.js';
export {
  CRITICAL_OPTION_NAMES,
  DEFAULT_EXTENSIONS,
  OPENSSH_EXTENSION_NAMES,
  unknownExtensionReason,
} from './certificate-options.js';
export { KEK_FILE_NAME, KekConfigError, loadOrCreateKek } from './kek.js';
export {
  ELLIPTIC_CURVES,
  type EllipticCurve,
  KEY_TYPES,
  type KeyType,
  RSA_KEY_SIZES,
  type RsaKeySize,
} from './key-algorithms.js';
export { openPrivateKey, SealedKeyError, sealPrivateKey } from './private-key-sealing.js';
export { SSH_ERROR_CODES, SshError, type SshErrorCode } from './ssh-error.js';
export { randomSerial, signUserCertificate, type UserCertificateRequest } from './user-certificate.js';
