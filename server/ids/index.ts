export { idPrefix, isId, newId } from './id.js';
export { createKsuidGenerator, ksuidSeconds, KSUID_EPOCH_SECONDS, KSUID_TEXT_LENGTH } from './ksuid.js';
