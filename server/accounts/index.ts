export { type Account, authenticate, type CreatedAccount, createAccount, createInitialAccount, getAccount, type NewAccount } from './accounts.js';
export { API_KEY_PREFIX, generateApiKey, hashApiKey } from './api-key.js';
export { AuthenticationCache, type AuthenticationCacheOptions } from './authentication-cache.js';
export { API_KEYS_CREATED_CHANNEL, type ApiKeyCreations, inProcessKeyCreations, noteApiKeysCreated } from './key-creations.js';
