import { VERSION_PATH, type VersionResponse } from '@achterhoek/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from './http';

/**
 * The server's version and build time (public: the landing page shows them before anyone signs in). Read
 * without the contract's schema, like the runtime configuration (lib/app-config.ts): the landing page
 * should not load the validation library for one line of text.
 */
export async function fetchVersion(signal?: AbortSignal): Promise<VersionResponse> {
  const version = await request<VersionResponse>(VERSION_PATH, { auth: false, signal });
  if (typeof version?.version !== 'string' || typeof version.buildTime !== 'string') {
    throw new Error(`${VERSION_PATH} answered no version`);
  }
  return version;
}

export function useVersionInfo() {
  return useQuery({
    queryKey: ['profile', 'version'],
    queryFn: ({ signal }) => fetchVersion(signal),
    // The server's version only changes with a deployment, which also reloads the app.
    staleTime: Infinity,
  });
}
