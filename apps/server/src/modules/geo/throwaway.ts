import { profiles } from '../profile/schema.js';
export const throwaway = profiles;
