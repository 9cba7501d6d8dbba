import { useProfile } from '../../profile/api/queries';
export const throwaway = useProfile;
