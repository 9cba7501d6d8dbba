/**
 * Every query of the banker, one file per aggregate: accounts and users, the ledger's postings and
 * statements, deposits and the bank simulator's payments, withdrawals and payout batches, incentives and
 * rewards, charities and donations. The services hold the rules (balances never below zero, credited
 * once, …); the functions here only read and write rows, inside whatever transaction the caller passes
 * as `db`.
 */
export * from './accounts.js';
export * from './charities.js';
export * from './deposits.js';
export * from './incentives.js';
export * from './ledger.js';
export * from './withdrawals.js';
export * from './account-data.js';
