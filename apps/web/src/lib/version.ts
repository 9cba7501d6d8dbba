import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from './http';

export const versionInfoSchema = z.object({
  version: z.string(),
  buildTime: z.string(),
});

export type VersionInfo = z.infer<typeof versionInfoSchema>;

export const VERSION_PATH = '/api/profile/version';

export function fetchVersion(signal?: AbortSignal): Promise<VersionInfo> {
  // Public endpoint: shown on the landing page before anyone signs in.
  return request(VERSION_PATH, { schema: versionInfoSchema, auth: false, signal });
}

export function useVersionInfo() {
  return useQuery({
    queryKey: ['profile', 'version'],
    queryFn: ({ signal }) => fetchVersion(signal),
    // The server's version only changes with a deployment, which also reloads the app.
    staleTime: Infinity,
  });
}
