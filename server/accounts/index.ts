export { authenticate, createAccount, getAccount, type Account, type NewAccount } from './accounts.js';
export { API_KEY_PREFIX, generateApiKey, hashApiKey } from './api-key.js';
