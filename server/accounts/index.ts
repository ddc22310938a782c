export { authenticate, createAccount, createInitialAccount, getAccount, type Account, type CreatedAccount, type NewAccount } from './accounts.js';
export { API_KEY_PREFIX, generateApiKey, hashApiKey } from './api-key.js';
export { AuthenticationCache, type AuthenticationCacheOptions } from './authentication-cache.js';
export { API_KEYS_CREATED_CHANNEL, inProcessKeyCreations, noteApiKeysCreated, type ApiKeyCreations } from './key-creations.js';
