import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useAppConfig } from '../../../lib/app-config-context';

interface CreditsGateProps {
  /** What the credits pages show instead when credits are switched off (the route table's not-found page). */
  fallback: ReactNode;
}

/**
 * Around the credits pages: with credits switched off by configuration (spec 000 §1, spec 001 §1) they
 * do not exist, so their paths answer like any unknown path.
 */
export function CreditsGate({ fallback }: CreditsGateProps) {
  const { creditsEnabled } = useAppConfig();
  return creditsEnabled ? <Outlet /> : fallback;
}
