import { profileEndpoints } from '@achterhoek/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from './call';

export function fetchVersion(signal?: AbortSignal) {
  // Public endpoint: shown on the landing page before anyone signs in.
  return call(profileEndpoints.version, {}, { signal });
}

export function useVersionInfo() {
  return useQuery({
    queryKey: ['profile', 'version'],
    queryFn: ({ signal }) => fetchVersion(signal),
    // The server's version only changes with a deployment, which also reloads the app.
    staleTime: Infinity,
  });
}
