import type { AppConfig } from '@achterhoek/contracts';
import { createContext, use } from 'react';

export const AppConfigContext = createContext<AppConfig | null>(null);

/** The runtime configuration; available everywhere below the app's configuration gate. */
export function useAppConfig(): AppConfig {
  const config = use(AppConfigContext);
  if (!config) throw new Error('useAppConfig must be used below the app configuration gate');
  return config;
}
