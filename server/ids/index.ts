export { idPrefix, isId, newId } from './id.js';
export { createKsuidGenerator, KSUID_EPOCH_SECONDS, KSUID_TEXT_LENGTH, ksuidSeconds } from './ksuid.js';
