import { queryClient } from '../../../app/providers/queryClient';
export const throwaway = queryClient;
