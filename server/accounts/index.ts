export { authenticate, createAccount, createInitialAccount, getAccount, type Account, type CreatedAccount, type NewAccount } from './accounts.js';
export { API_KEY_PREFIX, generateApiKey, hashApiKey } from './api-key.js';
export { AuthenticationCache, type AuthenticationCacheOptions } from './authentication-cache.js';
